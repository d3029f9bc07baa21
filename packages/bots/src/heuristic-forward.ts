import {
  type GameSetup,
  type PlayerView,
  plannedManoeuvre,
  tableOf,
} from '@warroom/armoured-clash';
import type { FoundMove } from './heuristic-detour.js';
import { exposure, shotAfterAdvance, unitsAfter } from './heuristic-exposure.js';
import { goal } from './heuristic-moves.js';
import { inchesBetween, officerAt, tryIt, verdictAt, verdictOn } from './heuristic-odds.js';

/**
 * What closing on a place that scores is worth (expected Victory Points) per
 * inch: rulebook pp.58-59 Secure the Field, a Strategic Objective scores 9 VP
 * a Round at Battle scale and an enemy unit in contact denies it (p.39).
 */
export const FORWARD_WORTH_VP_PER_INCH = 0.02;

/**
 * rulebook p.24 Aim (the unit does not move; its Ranged Attack gains a Combat
 * Rating bonus) against an Advance towards its goal (rulebook p.24 Advance, it
 * may still shoot after it): for a unit that does not control objectives (a
 * tank, or a Transport with nobody aboard), the Advance `move` when the shot
 * it keeps after it, plus what closing on a Strategic Objective is worth
 * (rulebook p.39: an enemy unit in contact with the marker denies its control;
 * pp.58-64 the Clashes score them each Round), less what the enemy's shots
 * are expected to take from it more there than here, is worth at least the
 * aimed shot `aimed` (expected Victory Points, exact odds).
 */
export function forwardBeatsAim(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  aimed: number,
  move: FoundMove | undefined,
): boolean {
  const from = officerAt(view.units, unit);
  const target = from === undefined ? undefined : goal(setup, view, unit, from);
  if (move === undefined || from === undefined || target?.scores !== true) return false;
  const closed = inchesBetween(from, target.at) - inchesBetween(move.at, target.at);
  if (closed <= 0) return false;
  // The table here is drawn once: drawing the table there in between would make it draw it again.
  const here = tableOf(setup, view);
  const made = tryIt(() =>
    plannedManoeuvre(setup, view, unit, 'advance', move.at, move.facing, 0, here, move.via),
  );
  if (made === undefined) return false;
  const after = unitsAfter(view, made);
  const there = verdictOn(setup, after);
  const kept = shotAfterAdvance(setup, view, after, unit, there);
  // What the enemy's shots are expected to take from it, there against here (heuristic-exposure.ts).
  const risk =
    exposure(setup, view, after, unit, there) - exposure(setup, view, view, unit, verdictAt(here));
  return kept - risk + closed * FORWARD_WORTH_VP_PER_INCH >= aimed;
}
