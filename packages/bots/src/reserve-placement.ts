import {
  type At,
  type Choice,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  type Table,
  armyUnit,
  placeFromReserveOrRefusal,
} from '@warroom/armoured-clash';

/**
 * A legal place to bring a unit on from Reserve (rulebook p.21: within the zone,
 * a model touching a battlefield edge): the unit faces away from the edge, its
 * rear rank against it, tried along each edge the zone touches. `pick` orders
 * the candidates (random or best first). `table` is the table of the view's
 * units, when the caller has it already.
 */
export function reservePlacement(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  zone: readonly At[],
  order: (candidates: At[]) => At[],
  table?: Table,
): Choice | undefined {
  const profile = armyUnit(setup, unit);
  const { width, depth } = setup.battlefield;
  const xs = zone.map((p) => p[0]);
  const ys = zone.map((p) => p[1]);
  const along: { at: (t: number, d: number) => At; facing: number; from: number; to: number }[] =
    [];
  if (Math.min(...ys) <= 0)
    along.push({ at: (t, d) => [t, d], facing: 90, from: Math.min(...xs), to: Math.max(...xs) });
  if (Math.max(...ys) >= depth)
    along.push({
      at: (t, d) => [t, depth - d],
      facing: 270,
      from: Math.min(...xs),
      to: Math.max(...xs),
    });
  if (Math.min(...xs) <= 0)
    along.push({ at: (t, d) => [d, t], facing: 0, from: Math.min(...ys), to: Math.max(...ys) });
  if (Math.max(...xs) >= width)
    along.push({
      at: (t, d) => [width - d, t],
      facing: 180,
      from: Math.min(...ys),
      to: Math.max(...ys),
    });
  const outs = distancesOut(profile.footprint.depth);
  for (const edge of along) {
    const spots: At[] = [];
    for (let t = edge.from + 2; t <= edge.to - 2; t += 2) spots.push(edge.at(t, 0));
    for (const spot of order(spots)) {
      for (const d of outs) {
        const at = edge.at(edge.facing === 90 || edge.facing === 270 ? spot[0] : spot[1], d);
        const placed = placeFromReserveOrRefusal(setup, view, unit, at, edge.facing, table);
        if (!(placed instanceof IllegalChoice))
          return { kind: 'deployReserve', unit, at, facing: edge.facing };
      }
    }
  }
  return undefined;
}

/** Ranks of room tried between the edge and the Officer's rank. */
const RANKS_TRIED = 6;

/** The gap between ranks tried besides ranks in contact (an Open Formation's). */
const RANK_GAP = 0.25;

/**
 * How far from the edge the Officer's centre is tried, nearest first: its rank
 * against the edge, then one to RANKS_TRIED - 1 ranks out, in contact or with a gap
 * between them. Each distance is tried once (against the edge, both are the same).
 */
function distancesOut(depth: number): number[] {
  const outs = new Set<number>();
  for (let ranks = 0; ranks < RANKS_TRIED; ranks++) {
    for (const step of [depth, depth + RANK_GAP]) outs.add(depth / 2 + ranks * step);
  }
  return [...outs];
}
