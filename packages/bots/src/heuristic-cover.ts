import {
  type At,
  type GameSetup,
  type PlayerView,
  type Table,
  type UnitMove,
  armyUnit,
  guidedEndWithin,
  plannedManoeuvre,
  tableOf,
} from '@warroom/armoured-clash';
import { advanceAllowed } from './advance-allowed.js';
import { contestsObjectives } from './heuristic-contest.js';
import type { FoundMove } from './heuristic-detour.js';
import { type CoverSpot, coverNear, coverSpots } from './heuristic-cover-spots.js';
import { routeSpots } from './heuristic-route-cover.js';
import { exposure, shotAfterAdvance, threatsTo, unitsAfter } from './heuristic-exposure.js';
import { type Goal, controlsObjectives, goal, stopShortOf } from './heuristic-moves.js';
import {
  bestAttack,
  inchesBetween,
  officerAt,
  tryIt,
  verdictAt,
  verdictOn,
} from './heuristic-odds.js';

/** A move to cover must be worth at least this many expected Victory Points more than the other aim. */
const COVER_GAIN_VP = 0.1;
/** A unit with nothing to shoot from its cover must end at least this much nearer its goal (inches): it does not hide for good. */
const COVER_PROGRESS = 0.5;

/** What the unit would do without cover: Aim where it stands (its aimed shot), or the Advance towards its goal (none: Hold). */
export type CoverRival =
  | { readonly kind: 'aim'; readonly shot: number }
  | { readonly kind: 'advance'; readonly move: FoundMove | undefined };

/** A place the unit may Advance to, and where that puts its models. */
interface Placed {
  readonly move: FoundMove;
  readonly made: UnitMove;
}

/** What a unit keeps to: the place that scores it makes for, and how near its Officer stops (heuristic-moves.ts). */
interface Kept {
  readonly target: Goal;
  readonly stop: number;
}

/**
 * rulebook p.39: the place that scores a unit makes for (`target`, its goal:
 * an Infantry or Cavalry unit making for a Strategic Objective, or its
 * Transport carrying it there; an Unoccupied Transport making for a marker to
 * deny; the escort of the Vital Objective, pp.62-63), or undefined when it
 * keeps to none.
 */
function keptTo(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  target: Goal | undefined,
): Kept | undefined {
  if (target?.scores !== true) return undefined;
  const escorting = view.units[unit]?.statuses.includes('escortingTheVitalObjective') === true;
  // rulebook p.39: an Unoccupied Transport denying a marker keeps to that errand too (heuristic-contest.ts).
  const errand = escorting || controlsObjectives(setup, view, unit);
  if (!errand && !contestsObjectives(setup, view, unit)) return undefined;
  return { target, stop: stopShortOf(setup, unit, target) };
}

/** The Advances of `reach` inches still needed from `at` to where the unit stops at its place (0: there). */
function advancesLeft(kept: Kept, at: At, reach: number): number {
  return Math.ceil(Math.max(0, inchesBetween(at, kept.target.at) - kept.stop) / reach);
}

/**
 * rulebook p.39 Controlling Objectives, p.26 Concealed: a unit making for a
 * place that scores goes straight for it when this Advance reaches it (a
 * marker it then holds this Round; the escort's zone it then stands in);
 * further off, it may take cover on the way,
 * but only where it arrives in as few Advances as the rival move would
 * (`rivalAt`: where that leaves it) and ends nearer than it stands.
 */
function onTheWay(
  kept: Kept,
  from: At,
  rivalAt: At,
  reach: number,
): ((at: At) => boolean) | undefined {
  const now = advancesLeft(kept, from, reach);
  if (now <= 1) return undefined;
  const rival = advancesLeft(kept, rivalAt, reach);
  const left = inchesBetween(from, kept.target.at);
  return (at) =>
    advancesLeft(kept, at, reach) <= rival &&
    inchesBetween(at, kept.target.at) <= left - COVER_PROGRESS;
}

/**
 * The first route to `spot` the engine allows as an Advance (glossary:
 * Pathfinders: within reach of its guide). The routes are asked the verdict
 * first (advance-allowed.ts: the same rules, no refusal made); only the route
 * taken is planned.
 */
function placeAt(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  spot: CoverSpot,
  table: Table,
): Placed | undefined {
  if (!guidedEndWithin(setup, view, unit, spot.at)) return undefined;
  for (const via of spot.routes) {
    const legs = via.length === 0 ? undefined : via;
    if (!advanceAllowed(setup, view, unit, spot.at, spot.facing, legs, table)) continue;
    const made = tryIt(() =>
      plannedManoeuvre(setup, view, unit, 'advance', spot.at, spot.facing, 0, table, legs),
    );
    const move: FoundMove = { at: spot.at, facing: spot.facing, ...(legs ? { via: legs } : {}) };
    if (made !== undefined) return { move, made };
  }
  return undefined;
}

/** What the unit is worth after `made`: its best shot from there less what the enemy expects to take from it. */
function worthAfter(setup: GameSetup, view: PlayerView, unit: string, made: UnitMove): number {
  const after = unitsAfter(view, made);
  // Both weighed on the same planned table: it is drawn once.
  const asked = verdictOn(setup, after);
  return (
    shotAfterAdvance(setup, view, after, unit, asked) - exposure(setup, view, after, unit, asked)
  );
}

/** What the rival is worth, as worthAfter counts it; `here`: what the enemy expects to take where the unit stands. */
function rivalWorth(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  rival: CoverRival,
  here: number,
  table: Table,
): number {
  if (rival.kind === 'aim') return rival.shot - here;
  const spot = rival.move && { ...rival.move, routes: [rival.move.via ?? []] };
  const placed = spot && placeAt(setup, view, unit, spot, table);
  if (placed !== undefined) return worthAfter(setup, view, unit, placed.made);
  // rulebook p.24 Hold: it stays, and shoots without Aiming.
  return Math.max(0, bestAttack(setup, view, unit, false, verdictAt(table))?.value ?? 0) - here;
}

/**
 * rulebook p.26 Concealed, pp.41-42 Dense Terrain, Blocking Terrain, Hills,
 * Obstacles: for a unit that enemy units can shoot, the Advance ending in or
 * behind terrain (heuristic-cover-spots.ts) that leaves it worth most: its own
 * shot from there less what the enemy's shots are expected to take from it,
 * both by the exact odds of the attacks the engine plans there. Taken only
 * when it beats the rival by COVER_GAIN_VP; a place from which it has nothing
 * to shoot must bring it nearer its goal. A unit making for a place that
 * scores takes cover only on its way there (onTheWay), and looks for it along
 * that way too (heuristic-route-cover.ts).
 */
export function coverAdvance(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  rival: CoverRival,
): FoundMove | undefined {
  const from = officerAt(view.units, unit);
  if (from === undefined || view.units[unit]?.garrisoning !== undefined) return undefined;
  const reach = armyUnit(setup, unit).speed;
  // The cheap checks first: terrain near enough, then the enemy's shots.
  const pieces = coverNear(setup, from, reach);
  if (pieces.length === 0) return undefined;
  const target = goal(setup, view, unit, from);
  const kept = keptTo(setup, view, unit, target);
  const rivalAt = rival.kind === 'advance' ? (rival.move?.at ?? from) : from;
  const way = kept && onTheWay(kept, from, rivalAt, reach);
  if (kept !== undefined && way === undefined) return undefined;
  const threats = threatsTo(setup, view, view, unit);
  if (threats.length === 0) return undefined;
  // A unit making for its place also looks to the terrain on its way there (the places behind terrain come first: a tie keeps them).
  const spots = [
    ...coverSpots(setup, view, unit, pieces, threats, reach),
    ...(kept === undefined
      ? []
      : routeSpots(setup, view, unit, kept.target.at, pieces, threats, reach)),
  ];
  if (spots.length === 0) return undefined;
  const table = tableOf(setup, view);
  const left = target === undefined ? 0 : inchesBetween(from, target.at);
  let best: { move: FoundMove; worth: number } | undefined;
  for (const spot of spots) {
    if (way !== undefined && !way(spot.at)) continue;
    const placed = placeAt(setup, view, unit, spot, table);
    if (placed === undefined) continue;
    const after = unitsAfter(view, placed.made);
    const asked = verdictOn(setup, after);
    const shot = shotAfterAdvance(setup, view, after, unit, asked);
    const nearer =
      target !== undefined && inchesBetween(spot.at, target.at) <= left - COVER_PROGRESS;
    if (shot <= 0 && !nearer) continue;
    const worth = shot - exposure(setup, view, after, unit, asked);
    if (best === undefined || worth > best.worth) best = { move: placed.move, worth };
  }
  if (best === undefined) return undefined;
  const here = threats.reduce((sum, t) => sum + t.value, 0);
  const beaten = rivalWorth(setup, view, unit, rival, here, table) + COVER_GAIN_VP;
  return best.worth > beaten ? best.move : undefined;
}
