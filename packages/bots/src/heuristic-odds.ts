import {
  ARMOURED_CLASH_RULES,
  type At,
  type GameSetup,
  IllegalChoice,
  type PlayerView,
  type TableState,
  armyUnit,
  attackOdds,
  planRangedAttack,
} from '@warroom/armoured-clash';

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

/**
 * The expected Victory Points of a Ranged Attack, by the exact odds: the share of
 * the target's models expected to die times its Victory Points Rating, plus a
 * little for damage that will count later; -1 when the engine refuses the attack
 * (it refuses by armaments and range before drawing a single Line of Sight).
 */
export function attackValue(
  setup: GameSetup,
  state: TableState,
  attacker: string,
  target: string,
  aimed: boolean,
): number {
  const plan = tryIt(() => planRangedAttack(setup, state, attacker, target, aimed));
  if (plan === undefined) return -1;
  const odds = attackOdds(plan.attack, ARMOURED_CLASH_RULES);
  return (
    lossWorth(setup, state.units, target, odds.expected.modelsDestroyed) +
    odds.expected.damage * DAMAGE_WORTH_VP
  );
}

/** The enemy unit a Ranged Attack of `unit` is worth most against, by the exact odds. */
export function bestAttack(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  aimed: boolean,
): { target: string; value: number } | undefined {
  let best: { target: string; value: number } | undefined;
  for (const target of enemies(view)) {
    const value = attackValue(setup, view, unit, target, aimed);
    if (value >= 0 && (best === undefined || value > best.value)) best = { target, value };
  }
  return best;
}
