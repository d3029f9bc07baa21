/** rulebook p.60 Supply Drop: the id of the Strategic Objective Marker placed `index`-th (0 first), as supplyDropMap names them. */
export function supplyMarkerId(index: number): string {
  return `supplies-${index + 1}`;
}
