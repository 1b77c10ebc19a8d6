// Sounds of a game, made on the spot with the Web Audio API (no audio files): a short
// knock for each stone played, and a warning when the player's own clock runs low. A
// toggle mutes them, and the choice is kept in localStorage.

import { t } from "../i18n/i18n.js";

// Every string a visitor sees here, in one place.
const TEXT = {
  on: t("sound.on"),
  off: t("sound.off"),
  titleOn: t("sound.titleOn"),
  titleOff: t("sound.titleOff"),
};

const KEY = "pearls.sound";

/// When the warning sounds: below this share of the main time, but never above 20 s nor
/// below 5 s left.
export function lowTimeThreshold(initialMs) {
  return Math.min(20000, Math.max(5000, initialMs / 10));
}

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/// Whether the visitor muted the sounds.
export function muted(store = storage()) {
  try {
    return store?.getItem(KEY) === "off";
  } catch {
    return false;
  }
}

function setMuted(off, store = storage()) {
  try {
    store?.setItem(KEY, off ? "off" : "on");
  } catch {
    // Storage refused: the choice lasts until the page is left.
  }
}

/// A game's sounds. `context` makes an AudioContext (a stand-in in tests); the sounds
/// themselves are counted in `played` ("move", "low-time"), which the page shows on
/// <body data-sounds> for tests.
export class GameSounds {
  constructor({ context = () => new (window.AudioContext || window.webkitAudioContext)(), store = storage() } = {}) {
    this.makeContext = context;
    this.store = store;
    this.ctx = null;
    this.ply = null;
    this.warned = false;
    this.played = [];
  }

  /// A state arrived at `ply`: a knock when it is a new move, not on the first state.
  moved(ply) {
    const before = this.ply;
    this.ply = ply;
    if (before !== null && ply > before) this.play("move");
  }

  /// The player's own running clock shows `leftMs` of a main time of `initialMs`: the
  /// warning sounds once as it crosses the threshold, and again only after the time has
  /// risen above it (an increment, a new period).
  clock(leftMs, initialMs) {
    const low = leftMs > 0 && leftMs <= lowTimeThreshold(initialMs);
    if (low && !this.warned) this.play("low-time");
    this.warned = low;
  }

  play(kind) {
    if (muted(this.store)) return;
    this.played.push(kind);
    if (typeof document !== "undefined") document.body.dataset.sounds = this.played.join(" ");
    try {
      this.ctx = this.ctx || this.makeContext();
      if (kind === "move") this.tone(220, 0.06, 0.25, "triangle");
      else {
        this.tone(880, 0.12, 0.2, "sine");
        this.tone(880, 0.12, 0.2, "sine", 0.2);
      }
    } catch {
      // No audio here (or not allowed yet): the game goes on silently.
    }
  }

  tone(freq, length, volume, type, delay = 0) {
    const ctx = this.ctx;
    const start = ctx.currentTime + delay;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + length);
  }
}

/// The mute toggle, a button in `box`.
export function soundToggle(box, store = storage()) {
  const b = document.createElement("button");
  b.type = "button";
  b.id = "sound-toggle";
  const show = () => {
    const off = muted(store);
    b.textContent = off ? TEXT.off : TEXT.on;
    b.title = off ? TEXT.titleOff : TEXT.titleOn;
    b.setAttribute("aria-pressed", off ? "true" : "false");
  };
  b.onclick = () => {
    setMuted(!muted(store), store);
    show();
  };
  show();
  box.replaceChildren(b);
  return b;
}
