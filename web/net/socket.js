// The one WebSocket client of the app, used by the game and the lobby sockets alike. It
// reconnects after a loss with a growing delay (so a server that restarts is not
// hammered), starting afresh once a connection opens, until the page closes it.

/// The delays between tries: `initial` ms, then each one `factor` times the last, never
/// more than `max`; reset() starts again from `initial` (after a success).
export class Backoff {
  constructor({ initial = 500, factor = 2, max = 8000 } = {}) {
    this.initial = initial;
    this.factor = factor;
    this.max = max;
    this.current = initial;
  }

  /// The delay before the next try; the one after will be longer.
  next() {
    const delay = this.current;
    this.current = Math.min(this.current * this.factor, this.max);
    return delay;
  }

  reset() {
    this.current = this.initial;
  }
}

/// The ws:// or wss:// address of a path of this site.
export function socketUrl(path, loc = location) {
  const proto = loc.protocol === "https:" ? "wss" : "ws";
  return `${proto}://${loc.host}${path}`;
}

/// A socket to `path` that reconnects. Handlers: onMessage(parsed JSON), onOpen(),
/// onLost(delayMs) when a connection ends and a new try is planned. `deps` replaces the
/// browser's WebSocket and timers (for tests).
export class Socket {
  constructor(path, { onMessage = () => {}, onOpen = () => {}, onLost = () => {}, backoff = new Backoff() } = {}, deps = {}) {
    this.url = deps.url ?? socketUrl(path);
    this.WebSocket = deps.WebSocket ?? globalThis.WebSocket;
    this.setTimeout = deps.setTimeout ?? ((f, ms) => setTimeout(f, ms));
    this.clearTimeout = deps.clearTimeout ?? ((t) => clearTimeout(t));
    this.handlers = { onMessage, onOpen, onLost };
    this.backoff = backoff;
    this.ws = null;
    this.timer = null;
    this.closed = false;
    this.connect();
  }

  connect() {
    this.timer = null;
    if (this.closed) return;
    const ws = new this.WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.backoff.reset();
      this.handlers.onOpen();
    };
    ws.onmessage = (ev) => {
      if (this.ws !== ws) return;
      this.handlers.onMessage(JSON.parse(ev.data));
    };
    ws.onclose = () => {
      if (this.ws !== ws || this.closed) return;
      this.ws = null;
      const delay = this.backoff.next();
      this.timer = this.setTimeout(() => this.connect(), delay);
      this.handlers.onLost(delay);
    };
  }

  get open() {
    return this.ws !== null && this.ws.readyState === 1;
  }

  /// Sends a message as JSON; false when not connected just now.
  send(msg) {
    if (!this.open) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  /// Closes for good: no more messages, no more tries.
  close() {
    this.closed = true;
    if (this.timer !== null) this.clearTimeout(this.timer);
    this.timer = null;
    const ws = this.ws;
    this.ws = null;
    if (ws) ws.close();
  }
}
