import type { Point } from '@warroom/engine';

/**
 * rulebook p.29 Withdrawing: "the unit's General moves any other models in the
 * unit": which model goes to which place is the General's. A place for each
 * of `count` models (mover i, in the order they are placed) among `places`,
 * every mover to a place it `reaches` (rulebook p.41: not across Impassable
 * Terrain), undefined when no such assignment exists. Mover i keeps place i
 * when it can (the places are laid in that order), others are found by
 * augmenting paths (a bipartite matching: Kuhn's algorithm).
 */
export function assignPlaces(
  count: number,
  places: readonly Point[],
  reaches: (mover: number, at: Point) => boolean,
): Point[] | undefined {
  const holder: number[] = places.map(() => -1);
  const placeOf: number[] = Array.from({ length: count }, () => -1);
  const seat = (mover: number, seen: Set<number>): boolean => {
    const tried = [mover, ...places.keys()].filter((p) => p < places.length);
    for (const p of tried) {
      const at = places[p];
      if (at === undefined || seen.has(p) || !reaches(mover, at)) continue;
      seen.add(p);
      const other = holder[p] ?? -1;
      if (other < 0 || seat(other, seen)) {
        holder[p] = mover;
        placeOf[mover] = p;
        return true;
      }
    }
    return false;
  };
  for (let mover = 0; mover < count; mover++) {
    if (!seat(mover, new Set())) return undefined;
  }
  return placeOf.map((p) => places[p] as Point);
}
