import {
  type At,
  type Choice,
  type ForwardDie,
  type GameSetup,
  type PlayerView,
  placeForDeployment,
} from '@warroom/armoured-clash';
import { blocksPonderous } from './heuristic-deploy-lanes.js';
import { ponderous } from './heuristic-ponderous.js';
import { zoneCentre } from './heuristic-moves.js';
import { degreesTowards, inchesBetween, tryIt } from './heuristic-odds.js';

/** Deployment spots are tried this far inside the zone's edge, this far apart across and in depth. */
const ZONE_MARGIN = 2;
const SPOT_ACROSS = 3;
const SPOT_DEEP = 2;
/** Facings at deployment are rounded to a quarter turn. */
const QUARTER_TURN = 90;

/**
 * The half turn about the battlefield's centre that brings a zone lying past
 * the midway line onto the near side (or nothing, for a zone on the near
 * side); it undoes itself. Deployment spots are laid out from the zone as its
 * own General sees it, so both Generals deploy alike in their own zones: laid
 * out on the map's own axes, the far zone's spots were the mirror image of the
 * near zone's rather than its half turn, and on a battlefield that turns into
 * itself (the sample terrain) the far zone's General won most games.
 */
function fromOwnSide(setup: GameSetup, zone: readonly At[]): (p: At) => At {
  const { width, depth } = setup.battlefield;
  if (zoneCentre(zone)[1] <= depth / 2) return (p) => p;
  return ([x, y]) => [width - x, depth - y];
}

/** A deployment facing from `at` towards `centre`, rounded to a quarter turn. */
function facingAt(at: At, centre: At): number {
  return Math.round(degreesTowards(at, centre) / QUARTER_TURN) * QUARTER_TURN;
}

/**
 * rulebook p.57 Deployment: the first unit that fits at the front of the
 * zone, facing the centre, on a spot that leaves a Ponderous unit its way
 * forwards when there is one (heuristic-deploy-lanes.ts); a Ponderous unit
 * before the others (rulebook p.16: it cannot turn on the spot, and deployed
 * last it stands boxed in behind the rest).
 */
export function deployChoice(
  setup: GameSetup,
  view: PlayerView,
  units: readonly string[],
  zone: readonly At[],
  forwardDie?: ForwardDie,
): Choice | undefined {
  const turn = fromOwnSide(setup, zone);
  const own = zone.map(turn);
  const xs = own.map((p) => p[0]);
  const ys = own.map((p) => p[1]);
  const centre: At = [setup.battlefield.width / 2, setup.battlefield.depth / 2];
  const spots: At[] = [];
  for (
    let x = Math.min(...xs) + ZONE_MARGIN;
    x <= Math.max(...xs) - ZONE_MARGIN;
    x += SPOT_ACROSS
  ) {
    for (let y = Math.min(...ys) + ZONE_MARGIN; y <= Math.max(...ys) - ZONE_MARGIN; y += SPOT_DEEP)
      spots.push(turn([x, y]));
  }
  spots.sort((p, q) => inchesBetween(p, centre) - inchesBetween(q, centre));
  // A spot that blocks a Ponderous unit's way forwards is tried only after every other one.
  const clear = (unit: string, at: At): boolean =>
    !blocksPonderous(setup, view, unit, at, facingAt(at, centre));
  // rulebook p.16 Ponderous Movement: a Ponderous unit first, at the front, with nothing in its way to turn round.
  const ordered = [...units].sort(
    (u, v) => Number(ponderous(setup, v)) - Number(ponderous(setup, u)),
  );
  for (const unit of ordered) {
    const tried = [
      ...spots.filter((at) => clear(unit, at)),
      ...spots.filter((at) => !clear(unit, at)),
    ];
    for (const at of tried) {
      const facing = facingAt(at, centre);
      const placed = tryIt(() =>
        placeForDeployment(setup, view, unit, at, facing, undefined, forwardDie),
      );
      if (placed !== undefined) {
        return {
          kind: 'deploy',
          unit,
          at,
          facing,
          ...(forwardDie === undefined ? {} : { forwardDie }),
        };
      }
    }
  }
  return undefined;
}
