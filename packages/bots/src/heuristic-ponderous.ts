import {
  type At,
  type GameSetup,
  type PlayerView,
  TURNING_TEMPLATE,
  armyUnit,
} from '@warroom/armoured-clash';
import { normaliseAngle, radians } from '@warroom/engine';
import type { FoundMove, MoveCheck } from './heuristic-detour.js';
import { inchesBetween } from './heuristic-odds.js';
import { astern, endFacing, step, steered } from './heuristic-ponderous-paths.js';
import { ROOM_AHEAD, type RoomCheck, roomAhead } from './heuristic-ponderous-room.js';
import { ponderousCornerTowards } from './heuristic-waypoint.js';

/** Whole inches tried for the straight first leg, before the first turn. */
const FIRST_LEGS = [1, 2];
/** Shares of the move limit tried, longest first. */
const MOVE_SHARES = [1, 0.75, 0.5, 0.25];
/** Facings (radians) closer than this are the same but for rounding. */
const SAME_FACING = 1e-9;
/**
 * Turns (degrees) of the line to the goal the hull steers along instead,
 * nearest first: when friendly models or terrain stand where turning straight
 * for the goal would end it, it swings wide of them (rulebook p.16: models move
 * through friendly models freely but may not end overlapping them).
 */
const STEER_ASIDE = [0, 30, -30, 60, -60];
/**
 * The most a hull swung wide may end facing away from the goal (radians): the
 * Turning Template's largest turn, so its next move can head for the goal
 * again after its first straight leg.
 */
const MOST_OFF_GOAL = TURNING_TEMPLATE.largestTurn;

/** rulebook p.16 Ponderous Movement: whether the unit's models cannot rotate on the spot. */
export function ponderous(setup: GameSetup, unit: string): boolean {
  return armyUnit(setup, unit).specialRules.some((r) => r.name === 'Ponderous');
}

/** The facing (radians) of the unit's Officer, or undefined when it is not on the table. */
function officerFacing(view: PlayerView, unit: string): number | undefined {
  const state = view.units[unit];
  return (state?.models.find((m) => m.id === state.officer) ?? state?.models[0])?.facing;
}

/** How far (radians) the move ends facing away from the line to `to`. */
function offGoal(move: FoundMove, to: At): number {
  const bearing = Math.atan2(to[1] - move.at[1], to[0] - move.at[0]);
  return Math.abs(normaliseAngle(endFacing(move) - bearing));
}

/** A move found and how far (inches) it ends from the goal. */
interface Weighed {
  readonly move: FoundMove;
  readonly left: number;
}

/**
 * The moves forwards ponderousTowards weighs: straight ahead first, then by
 * the Turning Template towards `to` or swung wide of it (STEER_ASIDE), a swing
 * ending facing no more than MOST_OFF_GOAL away from it; each ends nearer `to`
 * than `from`, nearest first (equals in the order tried).
 */
function forwardMoves(
  from: At,
  facing: number,
  to: At,
  stopShort: number,
  limit: number,
): Weighed[] {
  const far = inchesBetween(from, to);
  const found: Weighed[] = [];
  for (const aside of STEER_ASIDE) {
    const aim = aimOf(from, to, aside);
    for (const share of MOVE_SHARES) {
      for (const first of FIRST_LEGS.filter((d) => d <= limit * share)) {
        const move = steered(from, facing, aim, stopShort, limit * share, first);
        if (move === undefined) continue;
        const left = inchesBetween(move.at, to);
        // Swung wide, it must end facing near the goal; steered straight for it, it turns as far as it can.
        if (left >= far || (aside !== 0 && offGoal(move, to) > MOST_OFF_GOAL)) continue;
        found.push({ move, left });
      }
    }
  }
  return found.sort((p, q) => p.left - q.left);
}

/** The point as far from `from` as `to`, `aside` degrees off the line to it: what the hull steers for. */
function aimOf(from: At, to: At, aside: number): At {
  const bearing = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const swung = bearing + radians(aside);
  return aside === 0 ? to : step(from, swung, inchesBetween(from, to));
}

/**
 * rulebook p.16 Ponderous Movement, "forwards (or backwards)": a hull with no
 * room to go on ahead backs away astern, its front turned round at each
 * Navigation Point towards `to` or swung wide of it (STEER_ASIDE); of the
 * legal such moves of up to `limit` inches that end with room to go on
 * (roomAhead), the one ending facing nearest the goal, then the longest (the
 * more room it makes, the wider it can swing round what boxed it in).
 */
function backingOff(
  from: At,
  facing: number,
  to: At,
  limit: number,
  legal: MoveCheck,
  roomy: RoomCheck,
): FoundMove | undefined {
  const found: { readonly move: FoundMove; readonly length: number }[] = [];
  for (const aside of STEER_ASIDE)
    for (const share of MOVE_SHARES)
      for (const first of FIRST_LEGS.filter((d) => d <= limit * share)) {
        const move = astern(from, facing, aimOf(from, to, aside), limit * share, first);
        if (move !== undefined) found.push({ move, length: limit * share });
      }
  // Facings alike but for rounding are alike: the longer move then goes first.
  const nearerGoal = (p: FoundMove, q: FoundMove): number => {
    const off = offGoal(p, to) - offGoal(q, to);
    return Math.abs(off) > SAME_FACING ? off : 0;
  };
  return found
    .sort((p, q) => nearerGoal(p.move, q.move) || q.length - p.length)
    .find((w) => legal(w.move.at, w.move.facing, w.move.via) && roomy(w.move))?.move;
}

/**
 * rulebook p.16 Ponderous Movement: a Ponderous unit (a Landship) cannot
 * turn on the spot: it moves straight forwards first, then turns by the
 * Turning Template (TURNING_TEMPLATE: at most its largest turn at each
 * Navigation Point) towards `to` or swung wide of it (STEER_ASIDE), or
 * towards the corner of the terrain across its way (heuristic-waypoint.ts)
 * (forwardMoves). The legal such move
 * of up to `limit` inches that ends nearest where it heads, and nearer than
 * where the unit stands, of those that leave it room to go on next Round
 * (roomAhead: a Navigation Point straight ahead; none needed in
 * the last Round, nor within a Navigation Point of where it stops); else,
 * when it `backs`, it backs off astern (backingOff); else the nearest legal
 * move, cramped as it leaves it; undefined when none is legal.
 */
export function ponderousTowards(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  from: At,
  to: At,
  stopShort: number,
  limit: number,
  legal: MoveCheck,
  backs: boolean,
): FoundMove | undefined {
  const facing = officerFacing(view, unit);
  if (facing === undefined) return undefined;
  // rulebook pp.41-42 Impassable Terrain: terrain across the way is gone round by its corner
  // (heuristic-waypoint.ts ponderousCornerTowards); within a Navigation Point of the corner, it goes on past it.
  const corner = ponderousCornerTowards(setup, view, unit, from, to);
  const rounding = corner !== to && inchesBetween(from, corner) > ROOM_AHEAD;
  const [aim, short] = rounding ? [corner, 0] : [to, stopShort];
  const roomy = roomAhead(setup, view, unit, from);
  const lastRound = view.round >= setup.rounds;
  let cramped: FoundMove | undefined;
  for (const { move, left } of forwardMoves(from, facing, aim, short, limit)) {
    if (!legal(move.at, move.facing, move.via)) continue;
    // Within a Navigation Point of where it stops, it need not go on; past a corner it must.
    const arrived = !rounding && left <= short + ROOM_AHEAD;
    if (lastRound || arrived || roomy(move)) return move;
    cramped ??= move;
  }
  // In the last Round there is no next one to back off for.
  if (lastRound || !backs) return cramped;
  return backingOff(from, facing, aim, limit, legal, roomy) ?? cramped;
}
