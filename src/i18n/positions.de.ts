// The one wording of a list's count (issue 24): '1 Position', '9 Positionen', '1.000 Positionen'.
// What counts is shopRules.positionCount (article rows; note rows do not). Imports nothing, so
// the bottom-layer text modules (suppliers.de) can use it too.
export const positions = (count: number) =>
  count === 1 ? '1 Position' : `${count.toLocaleString('de-DE')} Positionen`;
