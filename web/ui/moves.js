// The move list of a game: one entry an action, numbered; a click on one asks to see the
// position after it.

export class MoveList {
  /// list: the <ol> to fill; onPick(ply): called with the ply of a clicked entry.
  constructor(list, onPick) {
    this.list = list;
    this.onPick = onPick;
  }

  /// actions: the game's actions in order; viewing: the replayed ply, or null.
  draw(actions, viewing) {
    this.list.textContent = "";
    actions.forEach((a, i) => {
      const li = document.createElement("li");
      li.textContent = `${i + 1}. ${a}`;
      if (viewing === i + 1) li.className = "viewing";
      li.onclick = () => this.onPick(i + 1);
      this.list.appendChild(li);
    });
  }
}
