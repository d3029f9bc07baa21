import {
  type AttackContext,
  type At,
  type GameSetup,
  IllegalChoice,
  type PlanAsked,
  type PlayerView,
  type RangedAttackPlan,
  type Table,
  type TableState,
  armyUnit,
  planRangedAttackOrRefusal,
  tableOf,
} from '@warroom/armoured-clash';
import { expectedOutcome } from './expected-odds.js';

export type Units = PlayerView['units'];

/** Damage that does not yet destroy a model still counts a little: it brings the next loss closer. */
export const DAMAGE_WORTH_VP = 0.01;

/** What `make` returns, or undefined when the engine refuses it as an illegal choice. */
export function tryIt<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch (error) {
    if (error instanceof IllegalChoice) return undefined;
    throw error;
  }
}

/** Where a unit's Officer stands (its first model when the Officer is gone). */
export function officerAt(units: Units, id: string): At | undefined {
  const unit = units[id];
  const officer = unit?.models.find((m) => m.id === unit.officer) ?? unit?.models[0];
  return officer === undefined ? undefined : [officer.x, officer.y];
}

export function degreesTowards(from: At, to: At): number {
  return (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
}

export function inchesBetween(from: At, to: At): number {
  return Math.hypot(to[0] - from[0], to[1] - from[1]);
}

/** The enemy units on the battlefield, as the view's General sees them. */
export function enemies(view: PlayerView): string[] {
  return Object.values(view.units)
    .filter((u) => u.side !== view.as && u.deployed && !u.annihilated)
    .map((u) => u.id);
}

/** Victory Points of `models` expected losses of `target`: their share of its models times its Victory Points Rating. */
export function lossWorth(setup: GameSetup, units: Units, target: string, models: number): number {
  const standing = Math.max(1, units[target]?.models.length ?? 1);
  return (models / standing) * armyUnit(setup, target).victoryPoints;
}

/** A refusal's wording is not read here: the engine may refuse by its cheap checks. */
const VERDICT: PlanAsked = { verdictOnly: true };

/** VERDICT with the table of `state` drawn once, for many plans on that state. */
export function verdictOn(setup: GameSetup, state: TableState): PlanAsked {
  return verdictAt(tableOf(setup, state));
}

/** VERDICT on `table`, the table of the state planned on, when the caller has drawn it already. */
export function verdictAt(table: Table): PlanAsked {
  return { verdictOnly: true, table };
}

/**
 * The expected Victory Points of a Ranged Attack, by the exact odds: the share of
 * the target's models expected to die times its Victory Points Rating, plus a
 * little for damage that will count later; -1 when the engine refuses the attack
 * (it refuses by armaments and range before drawing a single Line of Sight).
 * `asked`: VERDICT, or verdictOn(setup, state) when many attacks are weighed on `state`.
 */
export function attackValue(
  setup: GameSetup,
  state: TableState,
  attacker: string,
  target: string,
  aimed: boolean,
  asked: PlanAsked = VERDICT,
): number {
  const plan = plannedOrUndefined(setup, state, attacker, target, aimed, {}, asked);
  return plan === undefined ? -1 : planValue(setup, state, target, plan);
}

/**
 * The Ranged Attack planned (planRangedAttack, not Opportunity Fire), or
 * undefined when the engine refuses it: the same verdict, without throwing
 * the refusals the bots meet most.
 */
export function plannedOrUndefined(
  setup: GameSetup,
  state: TableState,
  attacker: string,
  target: string,
  aimed: boolean,
  movement: AttackContext = {},
  asked: PlanAsked = VERDICT,
): RangedAttackPlan | undefined {
  const plan = tryIt(() =>
    planRangedAttackOrRefusal(setup, state, attacker, target, aimed, false, movement, asked),
  );
  return plan instanceof IllegalChoice ? undefined : plan;
}

/** The expected Victory Points of a planned Ranged Attack against `target`, by the exact odds. */
export function planValue(
  setup: GameSetup,
  state: TableState,
  target: string,
  plan: RangedAttackPlan,
): number {
  const expected = expectedOutcome(plan.attack);
  return (
    lossWorth(setup, state.units, target, expected.modelsDestroyed) +
    expected.damage * DAMAGE_WORTH_VP
  );
}

/**
 * The enemy unit a Ranged Attack of `unit` is worth most against, by the exact
 * odds. `asked`: verdictOn(setup, view), when the caller weighs many units on `view`.
 */
export function bestAttack(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  aimed: boolean,
  asked: PlanAsked = verdictOn(setup, view),
): { target: string; value: number } | undefined {
  let best: { target: string; value: number } | undefined;
  for (const target of enemies(view)) {
    const value = attackValue(setup, view, unit, target, aimed, asked);
    if (value >= 0 && (best === undefined || value > best.value)) best = { target, value };
  }
  return best;
}
