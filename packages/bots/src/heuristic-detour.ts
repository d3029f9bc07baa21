import type { At } from '@warroom/armoured-clash';
import { degreesTowards, inchesBetween } from './heuristic-odds.js';

/**
 * Whether a move of the unit's Officer to `at`, facing `facing`, is legal (the
 * engine's own check), passing the points `via` when given (rulebook p.16: a
 * move broken into legs, which add up against its Movement Limit).
 */
export type MoveCheck = (at: At, facing: number, via?: readonly At[]) => boolean;

/** A move the heuristic found legal: where the Officer ends, its facing, and the point it turns at, when it turns. */
export interface FoundMove {
  readonly at: At;
  readonly facing: number;
  readonly via?: readonly At[];
}

/** Turns (degrees) either side of the straight line to the goal tried when it is blocked, smallest first. */
const DETOUR_TURNS = [30, -30, 60, -60, 90, -90, 120, -120];
/** Shares of the move limit tried along each turned line, longest first. */
const DETOUR_SHARES = [1, 0.6, 0.3];
/** A detour must bring the Officer at least this much nearer its goal (inches), or it is no progress. */
const MIN_PROGRESS = 0.5;
/** Turns (degrees) of a first leg that steps aside before heading for the goal. */
const FIRST_LEG_TURNS = [60, -60, 90, -90, 120, -120, 180];
/** Lengths (inches) of that first leg tried, shortest first. */
const FIRST_LEGS = [2, 4];

/** The move a search kept (read through a call: the search updates it inside callbacks). */
function bestMove(found: { best?: { move: FoundMove } }): FoundMove | undefined {
  return found.best?.move;
}

/** The point `step` inches from `from` at `degrees`. */
function stepFrom(from: At, degrees: number, step: number): At {
  const angle = (degrees * Math.PI) / 180;
  return [from[0] + step * Math.cos(angle), from[1] + step * Math.sin(angle)];
}

/**
 * rulebook pp.41-42 Impassable Terrain, p.16 Moving a Unit: when the straight
 * line to the goal is blocked (a ruin, a wood, other units), a move of up to
 * `limit` inches along a line turned from it, ending facing the goal; failing
 * that, a move in two legs (p.16), a short step aside then on towards the goal.
 * Of the moves found, the one that ends nearest the goal, and only when it ends
 * nearer than `now` (by default where the Officer stands: the unit works its
 * way around the obstacle over its Activations rather than Holding behind
 * it; or the end of a straight move cut short). Undefined when no such move
 * gains ground.
 */
export function detourTowards(
  from: At,
  to: At,
  limit: number,
  legal: MoveCheck,
  now = inchesBetween(from, to),
): FoundMove | undefined {
  const straight = degreesTowards(from, to);
  // The best move found so far, kept in a holder the checks below update.
  const found: { best?: { move: FoundMove; left: number } } = {};
  const consider = (at: At, via?: At): boolean => {
    const left = inchesBetween(at, to);
    // Only a move that gains ground, and more than the best found, is worth the engine's check.
    if (left > now - MIN_PROGRESS || (found.best !== undefined && left >= found.best.left))
      return false;
    const facing = degreesTowards(at, to);
    const legs = via === undefined ? undefined : [via];
    if (!legal(at, facing, legs)) return false;
    found.best = { move: legs === undefined ? { at, facing } : { at, facing, via: legs }, left };
    return true;
  };
  for (const turn of DETOUR_TURNS) {
    DETOUR_SHARES.some((share) => consider(stepFrom(from, straight + turn, limit * share)));
  }
  const oneLeg = bestMove(found);
  if (oneLeg !== undefined) return oneLeg;
  for (const turn of FIRST_LEG_TURNS) {
    for (const first of FIRST_LEGS.filter((leg) => leg < limit)) {
      const via = stepFrom(from, straight + turn, first);
      const rest = Math.min(limit - first, inchesBetween(via, to));
      DETOUR_SHARES.some((share) =>
        consider(stepFrom(via, degreesTowards(via, to), rest * share), via),
      );
    }
  }
  return bestMove(found);
}
