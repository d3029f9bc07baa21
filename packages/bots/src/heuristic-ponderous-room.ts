import {
  type GameSetup,
  type PlayerView,
  TURNING_TEMPLATE,
  type Table,
  manoeuvreAllowed,
  tableOf,
} from '@warroom/armoured-clash';
import type { FoundMove } from './heuristic-detour.js';
import { inchesBetween } from './heuristic-odds.js';
import { endFacing, step } from './heuristic-ponderous-paths.js';

/**
 * rulebook p.16 Ponderous Movement: the room (inches) a Ponderous hull needs
 * clear straight ahead where it ends, to go on next Round: it moves straight
 * forwards to its first Navigation Point before it may turn at all, so a hull
 * ending with less than one Navigation Point clear ahead (nose against a
 * ruin) can only back away.
 */
export const ROOM_AHEAD = TURNING_TEMPLATE.spacing;

/** Whether a found move leaves the hull room to go on straight ahead (ROOM_AHEAD) from its end. */
export type RoomCheck = (move: FoundMove) => boolean;

/** The length (inches) of a found move's path from `from`, through its turning points. */
function pathLength(from: FoundMove['at'], move: FoundMove): number {
  const points = [from, ...(move.via ?? []), move.at];
  return points.slice(1).reduce((sum, at, i) => sum + inchesBetween(points[i] ?? at, at), 0);
}

/**
 * Whether the unit, having made `move` from `from`, could go ROOM_AHEAD
 * further straight along the facing it ends with: the move carried on that
 * far is put to the engine's own check (manoeuvreAllowed, the verdict of
 * plannedManoeuvre) with the Movement Limit stretched to its length, so only
 * terrain, models, the battlefield's edge and Unit Coherency where the unit
 * re-forms can refuse it.
 */
export function roomAhead(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  from: FoundMove['at'],
): RoomCheck {
  // The table as the unit's General sees it now, built when a move is first weighed.
  let table: Table | undefined;
  return (move) => {
    const known = (table ??= tableOf(setup, view));
    const on = step(move.at, endFacing(move), ROOM_AHEAD);
    const via = [...(move.via ?? []), move.at];
    // The stretch: the Advance's own limit plus the whole carried-on path, more than it needs.
    const stretch = pathLength(from, move) + ROOM_AHEAD;
    return manoeuvreAllowed(setup, view, unit, 'advance', on, move.facing, stretch, known, via);
  };
}
