// Small DOM helpers the pages share.

/// Fills `root` with the markup of a page (fixed markup only: what comes from the server
/// is set as text afterwards) and returns a query function scoped to it.
export function render(root, html) {
  root.innerHTML = html;
  return (sel) => root.querySelector(sel);
}

/// An element with text, for lists built from server data.
export function element(tag, { text, ...props } = {}) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  if (text !== undefined) e.textContent = text;
  return e;
}
