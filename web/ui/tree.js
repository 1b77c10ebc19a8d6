// A tree of moves with variations, comments, marks and board texts, as RenLib keeps
// one, and its view as a move list with variations in brackets. The tree travels as the
// server's flat JSON ({size, nodes: [{parent, move, title, comment, text, mark, label,
// start}]}, node 0 the root, each parent before its children), so a study saved, a
// library imported and the tree on the board are the same thing.

/// A tree of moves. Nodes are kept by id; a node's children are in order, the first
/// being the main line. A label node is no move: it only puts its text on its point of
/// the parent's position.
export class MoveTree {
  constructor(size = 15) {
    this.size = size;
    this.nodes = new Map();
    this.nextId = 1;
    this.nodes.set(0, blank(0, null, null, false));
  }

  get root() {
    return this.nodes.get(0);
  }

  node(id) {
    return this.nodes.get(id);
  }

  /// The child of `parentId` with this move (and label kind): the existing one, or a new
  /// last child.
  add(parentId, move, { label = false, text = "" } = {}) {
    const parent = this.node(parentId);
    for (const c of parent.children) {
      const n = this.node(c);
      if (n.move === move && n.label === label) {
        if (label) n.text = text;
        return c;
      }
    }
    const id = this.nextId++;
    const n = blank(id, parentId, move, label);
    n.text = text;
    this.nodes.set(id, n);
    parent.children.push(id);
    return id;
  }

  /// The moves from the root to `id`, board texts left out.
  line(id) {
    const out = [];
    for (let n = this.node(id); n && n.parent !== null; n = this.node(n.parent)) {
      if (!n.label) out.push(n.move);
    }
    return out.reverse();
  }

  /// Follows (and makes where missing) `moves` from the root; the last node's id.
  addLine(moves) {
    return moves.reduce((at, m) => this.add(at, m), 0);
  }

  /// The moves children of `id` (board texts left out).
  moveChildren(id) {
    return this.node(id).children.filter((c) => !this.node(c).label);
  }

  /// The board texts on `id`'s position: {point: text}.
  labels(id) {
    const out = {};
    for (const c of this.node(id).children) {
      const n = this.node(c);
      if (n.label) out[n.move] = n.text;
    }
    return out;
  }

  /// Removes `id` and everything after it; its parent's id.
  remove(id) {
    const n = this.node(id);
    if (!n || n.parent === null) return 0;
    const parent = this.node(n.parent);
    parent.children = parent.children.filter((c) => c !== id);
    const stack = [id];
    while (stack.length) {
      const k = stack.pop();
      stack.push(...this.node(k).children);
      this.nodes.delete(k);
    }
    return n.parent;
  }

  /// Makes the line through `id` the main line at its parent (and at every branch above
  /// it, as a promotion in RenLib does).
  promote(id) {
    for (let n = this.node(id); n && n.parent !== null; n = this.node(n.parent)) {
      const parent = this.node(n.parent);
      parent.children = [n.id, ...parent.children.filter((c) => c !== n.id)];
    }
  }

  /// The flat JSON the server reads, nodes in pre-order.
  toJSON() {
    const nodes = [];
    const index = new Map();
    const stack = [0];
    while (stack.length) {
      const id = stack.pop();
      const n = this.node(id);
      index.set(id, nodes.length);
      const out = {};
      if (n.parent !== null) out.parent = index.get(n.parent);
      if (n.move !== null) out.move = n.move;
      if (n.title) out.title = n.title;
      if (n.comment) out.comment = n.comment;
      if (n.text) out.text = n.text;
      if (n.mark) out.mark = true;
      if (n.label) out.label = true;
      if (n.start) out.start = true;
      nodes.push(out);
      stack.push(...[...n.children].reverse());
    }
    return { size: this.size, nodes };
  }

  static fromJSON(json) {
    const t = new MoveTree(json.size);
    const ids = [];
    json.nodes.forEach((j, i) => {
      let id = 0;
      if (i > 0) {
        id = t.add(ids[j.parent], j.move, { label: !!j.label, text: j.text || "" });
      }
      const n = t.node(id);
      n.title = j.title || "";
      n.comment = j.comment || "";
      if (!n.label) n.text = j.text || "";
      n.mark = !!j.mark;
      n.start = !!j.start;
      ids.push(id);
    });
    return t;
  }
}

function blank(id, parent, move, label) {
  return { id, parent, move, label, children: [], title: "", comment: "", text: "", mark: false, start: false };
}

/// The move list of a tree: the main line, each variation in brackets after the move it
/// replaces, each move a button that shows its position. `onPick(id)` is called on a
/// click; `current` is highlighted.
export function drawTree(container, tree, current, onPick) {
  container.textContent = "";
  const button = (id, number) => {
    const n = tree.node(id);
    const b = document.createElement("button");
    b.type = "button";
    b.className = "tree-move";
    b.dataset.node = id;
    b.dataset.move = n.move;
    if (id === current) b.classList.add("current");
    if (n.mark) b.classList.add("marked");
    b.textContent = `${number}. ${n.move}${n.comment || n.title ? " *" : ""}`;
    if (n.title) b.title = n.title;
    b.onclick = () => onPick(id);
    return b;
  };
  // Iterative, so that a long line is no deep recursion: each task writes a line from a
  // node into an element.
  const tasks = [{ from: 0, into: container, number: 1 }];
  while (tasks.length) {
    const { from, into, number, first } = tasks.shift();
    let at = from;
    let k = number;
    let lead = first;
    for (;;) {
      const kids = lead !== undefined ? [lead] : tree.moveChildren(at);
      lead = undefined;
      if (!kids.length) break;
      const main = kids[0];
      into.append(button(main, k), " ");
      for (const alt of tree.moveChildren(at).slice(1)) {
        if (at === from && first !== undefined) break;
        const span = document.createElement("span");
        span.className = "variation";
        into.appendChild(span);
        tasks.push({ from: at, into: span, number: k, first: alt });
      }
      at = main;
      k++;
    }
  }
}
