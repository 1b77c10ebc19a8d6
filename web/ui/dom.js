// Small DOM helpers the pages share.

/// Fills `root` with the markup of a page (fixed markup only: what comes from the server
/// is set as text afterwards) and returns a query function over the page's own elements.
/// It keeps finding them after the visitor has moved on and `root` holds another page,
/// so that a page's late work (an answer that arrives after leaving) never writes into
/// the next page.
export function render(root, html) {
  root.innerHTML = html;
  const own = [...root.children];
  return (sel) => {
    for (const e of own) {
      if (e.matches(sel)) return e;
      const found = e.querySelector(sel);
      if (found) return found;
    }
    return null;
  };
}

/// An element with text, for lists built from server data.
export function element(tag, { text, ...props } = {}) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  if (text !== undefined) e.textContent = text;
  return e;
}

/// A table row of `cells`: text, or an element (such as a link) placed as it is.
export function tableRow(cells) {
  const tr = document.createElement("tr");
  for (const c of cells) {
    const td = document.createElement("td");
    if (typeof c === "string") td.textContent = c;
    else td.appendChild(c);
    tr.appendChild(td);
  }
  return tr;
}
