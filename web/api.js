// Requests to the server. Changes carry the caller's CSRF token, read from /api/me; the
// token changes on login and logout, so a refusal for a stale one reads it again once.

let csrf = null;

/// Who the caller is: { name, guest, csrf }.
export async function whoami() {
  const r = await fetch("/api/me", { credentials: "same-origin" });
  const me = await r.json();
  csrf = me.csrf;
  return me;
}

async function send(method, path, body) {
  const opts = { method, headers: {}, credentials: "same-origin" };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  if (method !== "GET") {
    if (csrf === null) await whoami();
    opts.headers["X-CSRF-Token"] = csrf;
  }
  const r = await fetch(path, opts);
  const data = await r.json().catch(() => ({}));
  return { r, data };
}

export async function api(method, path, body) {
  let { r, data } = await send(method, path, body);
  if (r.status === 403 && data.error === "csrf") {
    await whoami();
    ({ r, data } = await send(method, path, body));
  }
  if (!r.ok) throw new Error(data.message || `${r.status}`);
  if (data.csrf) csrf = data.csrf;
  return data;
}
