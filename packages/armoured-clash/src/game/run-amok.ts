import { EPSILON } from '@warroom/engine';
import { distanceBetweenStanding } from '../battlefield/garrison.js';
import { sufferDamage, untouched } from '../attack/damage.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { ableToChargeAlongAPath } from './charge-able.js';
import { chargeTargets } from './charge-targets.js';
import { type GameEvent, event } from './events.js';
import { destroyModels } from './losses.js';
import type { ActivationState, GameState, UnitState } from './state.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

/** glossary: Run Amok: how close the unit that suffers the Damage must be, in inches. */
export const RUN_AMOK_REACH = 6;
/** glossary: Run Amok: the Damage the closest Light or Heavy unit suffers. */
const RUN_AMOK_DAMAGE = 1;

/**
 * glossary: Run Amok — as the unit is Activated: the rule that compels it to
 * Charge (game step chargeCompelled), and whether it is able to (as Berserk
 * reads it: a legal Charge along a real path, game/charge-able.ts). Our reading: a unit that failed its Rally
 * Test may not Charge (rulebook p.24 Reduced Capability; Run Amok, unlike
 * Berserk, makes no exception), so it is unable to.
 */
export function compelledCharge(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  rallyFailed: boolean,
): ActivationState['compelled'] {
  const rule = unitStep(setup, unitId, 'chargeCompelled', undefined);
  if (rule === undefined) return undefined;
  const able =
    !rallyFailed &&
    ableToChargeAlongAPath(setup, state, unitId, chargeTargets(setup, state, unitId));
  return { rule, able };
}

/** The closest other Light or Heavy unit on the battlefield within 6" of the unit, friend or foe. */
function closestLightOrHeavy(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
): UnitState | undefined {
  const table = tableOf(setup, state);
  if (!table.units.has(unit.id)) return undefined;
  return Object.values(state.units)
    .filter(
      (u) =>
        u.id !== unit.id && table.units.has(u.id) && armyUnit(setup, u.id).category !== 'aerial',
    )
    .map((u) => ({ u, gap: distanceBetweenStanding(table, unit.id, u.id) }))
    .filter(({ gap }) => gap <= RUN_AMOK_REACH + EPSILON)
    .sort((p, q) => p.gap - q.gap)[0]?.u;
}

/**
 * glossary: Run Amok — at the end of an Activation in which the unit was unable
 * to Charge, unless it is Embarked on a Transport, one of its models is
 * Destroyed, and the closest other Light or Heavy unit within 6" of it (as the
 * Activation ends, before the model is removed) suffers 1 Damage. Our reading:
 * only when it was unable to Charge (the paragraph these are printed in).
 */
export function runAmokLosses(setup: GameSetup, state: GameState, unit: UnitState): GameEvent[] {
  const compelled = state.activation?.compelled;
  if (compelled === undefined || compelled.able || unit.embarked !== undefined) return [];
  // Taken once: the end of the Activation may wait for the blasts of these losses and resume.
  if (state.activation !== undefined) state.activation.compelled = undefined;
  const closest = closestLightOrHeavy(setup, state, unit);
  const name = armyUnit(setup, unit.id).name;
  const events = [
    event(
      'runAmok',
      `${name} was unable to Charge: one of its models is Destroyed (${compelled.rule})`,
      {
        unit: unit.id,
      },
    ),
    ...destroyModels(setup, state, unit, 1, undefined),
  ];
  if (closest === undefined || closest.annihilated) return events;
  const struck = armyUnit(setup, closest.id);
  const outcome = sufferDamage(
    untouched(closest.models.length, closest.damage),
    RUN_AMOK_DAMAGE,
    struck.damageLimit,
  );
  closest.damage = outcome.damage;
  const text = `${struck.name}, the closest unit within ${RUN_AMOK_REACH}", suffers ${RUN_AMOK_DAMAGE} Damage (${compelled.rule})`;
  return [
    ...events,
    event('runAmok', text, { unit: closest.id }),
    ...destroyModels(setup, state, closest, outcome.modelsDestroyed, undefined),
  ];
}
