import { type Point, distance, normaliseAngle } from '@warroom/engine';
import {
  TURNING_TEMPLATE,
  type TurningTemplate,
  ponderousProblem,
} from '../battlefield/movement/turning-template.js';
import { type Pose, ROUNDING, along, templatePaths } from './withdraw-template-paths.js';

/**
 * How many of a model's paths along the Turning Template, shortest first, are
 * tried against what it may not cross before it is taken to have none: a path
 * blocked leaves the next few (the same turns a little longer or shorter)
 * likely blocked too.
 */
const PATHS_TRIED = 64;

/** Which way a model's Front faces when it moves along `heading`: the same way forwards, the other way backwards. */
const travelOffset = (backwards: boolean): number => (backwards ? Math.PI : 0);

/**
 * rulebook p.16 Ponderous Movement: a Ponderous model moved `length` inches
 * along the Turning Template from `from`, backwards or forwards, steered at
 * each Navigation Point towards `bearing` by as much as the template allows
 * (it "can rotate to a lesser degree"), so that it ends heading along it once
 * it can. The waypoints (where it stands first, then where it turns, then its
 * end), straight stretches kept as one leg.
 */
export function steeredPath(
  from: Pose,
  bearing: number,
  length: number,
  backwards: boolean,
  template: TurningTemplate = TURNING_TEMPLATE,
): Point[] {
  const waypoints = [from.at];
  let heading = normaliseAngle(from.facing + travelOffset(backwards));
  let at = from.at;
  let travelled = 0;
  while (travelled < length - ROUNDING) {
    const leg = Math.min(template.spacing, length - travelled);
    at = along(at, heading, leg);
    travelled += leg;
    if (travelled >= length - ROUNDING) break;
    const wanted = normaliseAngle(bearing - heading);
    const turn = Math.max(-template.largestTurn, Math.min(template.largestTurn, wanted));
    if (Math.abs(turn) <= ROUNDING) continue;
    waypoints.push(at);
    heading = normaliseAngle(heading + turn);
  }
  waypoints.push(at);
  return waypoints;
}

/**
 * rulebook p.16 Ponderous Movement: a path along the Turning Template by which
 * a Ponderous model standing at `from` can end at `to.at` facing `to.facing`
 * (it ends facing along its last leg, forwards or backwards: it cannot rotate
 * on the spot) that is `clear`, as its waypoints from where it stands;
 * undefined when none of those tried is. Each leg goes forwards or backwards
 * ("move the model forwards (or backwards) along the Turning Template"), as
 * the move check reads it. Tried in turn as withdraw-template-paths.ts
 * templatePaths makes them, each family shortest first: the straight path;
 * two turns; three turns. Each is checked by the move check's own
 * test (turning-template.ts ponderousProblem); at most PATHS_TRIED are
 * checked for being clear. A model already standing so needs no move: its
 * path is where it stands.
 */
export function templateRoute(
  from: Pose,
  to: Pose,
  clear: (waypoints: readonly Point[]) => boolean,
  template: TurningTemplate = TURNING_TEMPLATE,
): Point[] | undefined {
  const stays = distance(from.at, to.at) <= ROUNDING;
  if (stays && Math.abs(normaliseAngle(to.facing - from.facing)) <= ROUNDING) return [from.at];
  let tried = 0;
  for (const waypoints of templatePaths(from, to, template)) {
    if (ponderousProblem(waypoints, from.facing, template) !== undefined) continue;
    if (tried++ >= PATHS_TRIED) return undefined;
    if (clear(waypoints)) return waypoints;
  }
  return undefined;
}
