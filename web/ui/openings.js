// Who places which stone under each opening rule, in words, as the rules crate's
// opening scripts (crates/rules/src/opening.rs) run them: shown by the new-game form and
// by the game page. "Tentative" black and white are the players who hold those colours
// before a swap may change them.

// Every string a visitor sees here, in one place.
const TEXT = {
  free: "No opening rule: black plays the first stone anywhere, and the players alternate from there.",
  centre: "Black's first stone goes on the centre point; then the players alternate freely.",
  "rif-1995":
    "Black places the 1st stone on the centre, white the 2nd next to it, black the 3rd inside the central 5×5; " +
    "white may then swap colours; white plays the 4th anywhere; black offers two 5th moves (not the same by symmetry) " +
    "and white chooses the one black plays.",
  "classic-26":
    "Black places the 1st stone on the centre, white the 2nd next to it, black the 3rd so that the three form one of " +
    "the 26 openings; white may then swap colours; white plays the 4th anywhere; black offers two 5th moves and white " +
    "chooses the one black plays.",
  rif:
    "The tentative black places the first three stones (one of the 26 openings: centre, next to it, then inside the " +
    "central 5×5); the tentative white may swap colours; white plays the 4th anywhere; black offers two 5th moves and " +
    "white chooses the one black plays.",
  sapronov:
    "Black places the 1st stone on the centre, white the 2nd anywhere, black the 3rd outside the central 5×5; " +
    "then the players alternate, with no swap.",
  "sapronov-g":
    "As Sapronov (black on the centre, white anywhere, black outside the central 5×5); white plays the 4th; black " +
    "offers two 5th moves and white chooses one; white plays the 6th; black offers two 7th moves and white chooses one.",
  pente:
    "The first player's 1st stone goes on the centre, the second player's 1st stone anywhere, and the first " +
    "player's 2nd stone outside the central 5×5; then the players alternate.",
  swap1:
    "The first player places three stones, two black and one white, anywhere; the second player then chooses " +
    "which colour to play (the one who takes white plays next).",
  swap2:
    "The first player places three stones, two black and one white; the second player then takes black, stays " +
    "white and plays the 4th stone, or places two more stones (a white and a black) and lets the first player " +
    "choose the colour.",
  yamaguchi:
    "The tentative black places one of the 26 openings and declares how many 5th moves (1 to 10) they will offer; " +
    "the tentative white may swap colours; white plays the 4th anywhere; black offers that many 5th moves and " +
    "white chooses the one black plays.",
  soosorv: (n) =>
    `The tentative black places one of the 26 openings; the tentative white may swap colours; white plays the 4th ` +
    `anywhere and declares how many 5th moves (1 to ${n}) black must offer; black may then swap colours; black offers ` +
    `that many 5th moves and white chooses the one black plays.`,
  taraguchi: (n) =>
    `Black places the 1st stone on the centre; white may swap colours, then plays the 2nd inside the central 3×3; ` +
    `black may swap, then plays the 3rd inside the 5×5; white may swap, then plays the 4th inside the 7×7; black may ` +
    `swap, then either plays the 5th inside the 9×9 (after which white may swap once more) or offers ${n} 5th moves, ` +
    `of which white chooses the one black plays.`,
  unknown: "",
};

/// Who places which stone under opening rule `name` (`rif`, `soosorv-8`...), in words;
/// empty for a name it does not know.
export function openingWho(name) {
  const rule = (name || "").toLowerCase();
  const numbered = /^(soosorv|taraguchi)-(\d+)$/.exec(rule);
  if (numbered) return TEXT[numbered[1]](parseInt(numbered[2], 10));
  if (rule === "soosorv") return TEXT.soosorv(8);
  if (rule === "taraguchi") return TEXT.taraguchi(10);
  if (rule === "swap") return TEXT.swap1;
  if (rule === "center") return TEXT.centre;
  const text = TEXT[rule];
  return typeof text === "string" ? text : TEXT.unknown;
}
