// The one client of the JSON API that every page uses. Changes carry the caller's CSRF
// token, read from /api/me; the token changes on login and logout, so a refusal for a
// stale one reads it again once. A refusal becomes an ApiError that keeps the server's
// error code, so that a page can tell "not-found" from "csrf" without reading messages.

/// A request the server refused, or one that never reached it.
export class ApiError extends Error {
  /// status: the HTTP status (0 when the server could not be reached); code: the server's
  /// `error` code ("not-found", "csrf", ...), or "network" / "http" when it sent none;
  /// message: the refusal in the page's language; detail: the server's own message.
  constructor(status, code, message, detail = "") {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.detail = detail;
  }
}

import { t } from "../i18n/i18n.js";
import { errorText } from "../ui/server-text.js";

let csrf = null;

async function request(method, path, body) {
  const opts = { method, headers: {}, credentials: "same-origin" };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  if (method !== "GET") {
    if (csrf === null) await whoami();
    opts.headers["X-CSRF-Token"] = csrf;
  }
  let r;
  try {
    r = await fetch(path, opts);
  } catch {
    throw new ApiError(0, "network", t("net.unreachable", { request: `${method} ${path}` }));
  }
  const data = await r.json().catch(() => null);
  return { r, data };
}

function refusal(r, data) {
  if (data && typeof data.error === "string") {
    return new ApiError(r.status, data.error, errorText(data.error, data.message), data.message || "");
  }
  return new ApiError(r.status, "http", `${r.status} ${r.statusText}`.trim());
}

/// Who the caller is: { name, guest, csrf }.
export async function whoami() {
  const { r, data } = await request("GET", "/api/me");
  if (!r.ok || !data) throw refusal(r, data);
  csrf = data.csrf;
  return data;
}

/// Sends a request and resolves to the JSON answer; throws an ApiError on a refusal.
export async function api(method, path, body) {
  let { r, data } = await request(method, path, body);
  if (r.status === 403 && data && data.error === "csrf") {
    await whoami();
    ({ r, data } = await request(method, path, body));
  }
  if (!r.ok) throw refusal(r, data);
  data = data ?? {};
  if (data.csrf) csrf = data.csrf;
  return data;
}

export const get = (path) => api("GET", path);
export const post = (path, body = {}) => api("POST", path, body);
