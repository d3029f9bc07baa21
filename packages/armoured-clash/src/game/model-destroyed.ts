import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { type GameEvent, event } from './events.js';
import { formationOf } from './formation.js';
import { fieldPromotion } from './field-promotion.js';
import type { AttackingUnit } from './open-formation-losses.js';
import type { ModelState, UnitState } from './state.js';
import { steadOf } from './loss-preference.js';
import { leaveWreck } from './wrecks.js';
import type { LossAsker } from './loss-choice-due.js';

/**
 * rulebook p.35 Loss of an Officer: the unit gains the Disordered status, then a
 * Field Promotion makes another model its Officer (game/field-promotion.ts:
 * the survivor the General's declared `preference` names last, else the
 * engine's, the model farthest from the attacking unit `from`; either keeping
 * the unit in Unit Coherency when a survivor can; `ask`: the General asked
 * where the game stops for it, game/loss-choice-due.ts). Called once the
 * Officer's model is gone.
 */
export function loseOfficer(
  setup: GameSetup,
  unitState: UnitState,
  from?: AttackingUnit,
  preference?: readonly string[],
  ask?: LossAsker,
): GameEvent[] {
  const promoted = fieldPromotion(setup, unitState, from, preference, ask);
  if (promoted === undefined) return [];
  unitState.officer = promoted.id;
  if (!unitState.statuses.includes('disordered')) unitState.statuses.push('disordered');
  const unit = armyUnit(setup, unitState.id);
  return [
    event(
      'officer',
      `${unit.name} loses its Officer and is Disordered; ${promoted.id} is promoted`,
      {
        unit: unit.id,
      },
    ),
  ];
}

/**
 * One model of a unit is Destroyed. When it is the Officer (rulebook p.35 Loss
 * of an Officer) the unit is Disordered and a Field Promotion follows; in Close
 * Formation the Officer keeps the centre of the front rank and a model of the
 * back rank is removed in its stead, unless `inStead` is false (the Officer's
 * own place is the problem, as when it cannot be placed). `from`: the
 * attacking unit, and `preference` the General's declared order, for the
 * Field Promotion and the model in the stead. The caller Annihilates the unit
 * once no model is left.
 */
export function destroyModel(
  setup: GameSetup,
  unitState: UnitState,
  model: ModelState,
  inStead = true,
  from?: AttackingUnit,
  preference?: readonly string[],
): GameEvent[] {
  const isOfficer = model.id === unitState.officer;
  const closeFormation = formationOf(setup, unitState) === 'close';
  if (isOfficer && closeFormation && inStead && unitState.models.length > 1) {
    const stead = steadOf(unitState, preference);
    unitState.models = unitState.models.filter((m) => m !== stead);
    const wreck = stead === undefined ? [] : leaveWreck(setup, unitState, stead);
    if (!unitState.statuses.includes('disordered')) unitState.statuses.push('disordered');
    const unit = armyUnit(setup, unitState.id);
    return [
      ...wreck,
      event(
        'officer',
        `${unit.name} loses its Officer and is Disordered; ${stead?.id ?? ''} takes its place`,
        { unit: unit.id },
      ),
    ];
  }
  unitState.models = unitState.models.filter((m) => m.id !== model.id);
  // rulebook p.35 Wrecks: glossary Large keeps the Destroyed model on the battlefield.
  const wreck = leaveWreck(setup, unitState, model);
  return isOfficer ? [...wreck, ...loseOfficer(setup, unitState, from, preference)] : wreck;
}
