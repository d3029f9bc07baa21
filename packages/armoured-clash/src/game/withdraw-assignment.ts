import type { Point } from '@warroom/engine';

/**
 * rulebook p.29 Withdrawing: "the unit's General moves any other models in the
 * unit": which model goes to which place is the General's. Seats `movers`
 * (numbers the caller knows them by) in turn among `places`, each at a place
 * it `reaches` (rulebook p.41: not across Impassable Terrain): the i-th mover
 * tries place i first (the places are laid in that order), then the others;
 * one that finds every place it reaches taken moves those seated before to
 * other places when they can go (augmenting paths of a bipartite matching:
 * Kuhn's algorithm). A mover that cannot be seated so is left out, those
 * seated before keeping a place; seating stops once every place is taken.
 * The index in `places` of each mover seated.
 */
export function seatInTurn(
  movers: readonly number[],
  places: readonly Point[],
  reaches: (mover: number, at: Point) => boolean,
): Map<number, number> {
  const holder: number[] = places.map(() => -1);
  const seats = new Map<number, number>();
  const turn = new Map(movers.map((mover, i) => [mover, i]));
  const seat = (mover: number, seen: Set<number>): boolean => {
    const tried = [turn.get(mover) ?? 0, ...places.keys()].filter((p) => p < places.length);
    for (const p of tried) {
      const at = places[p];
      if (at === undefined || seen.has(p) || !reaches(mover, at)) continue;
      seen.add(p);
      const other = holder[p] ?? -1;
      if (other < 0 || seat(other, seen)) {
        holder[p] = mover;
        seats.set(mover, p);
        return true;
      }
    }
    return false;
  };
  for (const mover of movers) {
    if (seats.size < places.length) seat(mover, new Set());
  }
  return seats;
}

/**
 * A place for each of `count` movers (mover i, in the order they are placed)
 * among `places`, every mover at a place it `reaches` (seatInTurn), undefined
 * when no such assignment exists.
 */
export function assignPlaces(
  count: number,
  places: readonly Point[],
  reaches: (mover: number, at: Point) => boolean,
): Point[] | undefined {
  const movers = Array.from({ length: count }, (_, i) => i);
  const seats = seatInTurn(movers, places, reaches);
  if (seats.size < count) return undefined;
  return movers.map((mover) => places[seats.get(mover) ?? -1] as Point);
}
