import {
  type At,
  type GameSetup,
  type ModelState,
  type PlayerView,
  armyUnit,
  plannedTable,
} from '@warroom/armoured-clash';
import { expectedOutcome } from './expected-odds.js';
import { exposure } from './heuristic-exposure.js';
import { enemies, plannedOrUndefined, verdictOn } from './heuristic-odds.js';

/**
 * The share of its hulls a Transport is expected to lose before it counts as
 * likely to be destroyed around its Embarked unit: half of them (each enemy
 * unit shooting at it once, an upper bound: the enemy has other targets).
 */
const LIKELY_LOST = 0.5;

/**
 * rulebook p.47 Attacking Transport Units: the hulls of `transport` the enemy
 * units are expected to destroy where it stands, each making a Ranged Attack
 * at it once (not Aimed), by the exact odds of the attacks the engine plans.
 */
function hullsExpectedLost(setup: GameSetup, view: PlayerView, transport: string): number {
  let lost = 0;
  const asked = verdictOn(setup, view);
  for (const enemy of enemies(view)) {
    const plan = plannedOrUndefined(setup, view, enemy, transport, false, {}, asked);
    if (plan !== undefined) lost += expectedOutcome(plan.attack).modelsDestroyed;
  }
  return lost;
}

/**
 * rulebook p.47 Attacking Transport Units: the Victory Points of the Embarked
 * unit `rider` expected to be Destroyed aboard: every hull lost cuts the
 * Transport Capacity, and a full Transport loses its share of the Embarked
 * models with each (all of them with its last hull); 0 while the Transport is
 * not likely to be destroyed (LIKELY_LOST): the ride is worth keeping.
 */
function aboardRisk(setup: GameSetup, view: PlayerView, transport: string, rider: string): number {
  const hulls = view.units[transport]?.models.length ?? 0;
  if (hulls === 0) return 0;
  const share = Math.min(1, hullsExpectedLost(setup, view, transport) / hulls);
  return share < LIKELY_LOST ? 0 : share * armyUnit(setup, rider).victoryPoints;
}

/** A spot an Embarked unit may Disembark on (rulebook p.46), facing (degrees), and the models it sets up there. */
export interface SetUpSpot {
  readonly at: At;
  readonly facing: number;
  readonly models: readonly ModelState[];
}

/** What the enemy units are expected to take from `rider` set up as `spot` says (heuristic-exposure.ts). */
function outRisk(setup: GameSetup, view: PlayerView, rider: string, spot: SetUpSpot): number {
  const unit = view.units[rider];
  if (unit === undefined) return 0;
  const out = { ...unit, models: spot.models, deployed: true, embarked: undefined };
  return exposure(setup, view, plannedTable(view, { ...view.units, [rider]: out }), rider);
}

/**
 * rulebook p.46 Embarked Units, p.47 Attacking Transport Units: of the spots
 * the Embarked unit `rider` may Disembark on (`nearest` its goal, then
 * `further` ones), the first where the enemy's Ranged Attacks are expected to
 * take fewer Victory Points from it (heuristic-exposure.ts) than it would
 * lose aboard with the hulls its Transport is expected to lose: it gets out
 * before the Transport is destroyed around it (`aboard`: ridingRisk). Undefined
 * when no spot is safer.
 */
export function saferSetUp(
  setup: GameSetup,
  view: PlayerView,
  rider: string,
  nearest: SetUpSpot,
  further: Iterable<SetUpSpot>,
  aboard: number,
): SetUpSpot | undefined {
  if (aboard <= 0) return undefined;
  if (outRisk(setup, view, rider, nearest) < aboard) return nearest;
  for (const spot of further) if (outRisk(setup, view, rider, spot) < aboard) return spot;
  return undefined;
}

/**
 * rulebook p.46 Embarked Units: an Embarked unit cannot be targeted: whether
 * `rider` set up on `spot` is expected to lose more Victory Points to the
 * enemy's Ranged Attacks there than aboard its Transport (nothing while the
 * Transport is not likely to be destroyed; `aboard`: ridingRisk): it rides on
 * rather than walk into the open in front of the enemy's guns.
 */
export function saferAboard(
  setup: GameSetup,
  view: PlayerView,
  rider: string,
  spot: SetUpSpot,
  aboard: number,
): boolean {
  return outRisk(setup, view, rider, spot) > aboard;
}

/** The Victory Points the Embarked unit `rider` is expected to lose aboard its Transport (aboardRisk). */
export function ridingRisk(setup: GameSetup, view: PlayerView, rider: string): number {
  const transport = view.units[rider]?.embarked?.transport;
  return transport === undefined ? 0 : aboardRisk(setup, view, transport, rider);
}
