import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { type GameState, type ModelState, type UnitState, other } from './state.js';
import { armyUnit } from './army-unit.js';
import { commandersSteady } from './commander.js';
import { capacityLosses } from './transport/capacity-losses.js';
import { escortLost, officerModel } from './clashes/vital-objective.js';
import { leaveWreck } from './wrecks.js';
import { lastModelDemise, noWreckLeft } from './spectacular-demise.js';
import { backRankModel } from './close-formation-ranks.js';
import { type AttackingUnit, fieldPromotion } from './open-formation-losses.js';
import { type LossChoice, lossReach, nextLoss } from './loss-order.js';

/**
 * rulebook p.35 Loss of an Officer: the unit gains the Disordered status, then a
 * Field Promotion makes another model its Officer (the General's choice, the
 * engine's until it becomes a decision: the model farthest from the attacking
 * unit `from`, fieldPromotion). Called once the Officer's model is gone.
 */
export function loseOfficer(
  setup: GameSetup,
  unitState: UnitState,
  from?: AttackingUnit,
): GameEvent[] {
  const promoted = fieldPromotion(setup, unitState, from);
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
 * attacking unit, for the Field Promotion. The caller Annihilates the unit
 * once no model is left.
 */
export function destroyModel(
  setup: GameSetup,
  unitState: UnitState,
  model: ModelState,
  inStead = true,
  from?: AttackingUnit,
): GameEvent[] {
  const isOfficer = model.id === unitState.officer;
  const closeFormation = armyUnit(setup, unitState.id).formation === 'close';
  if (isOfficer && closeFormation && inStead && unitState.models.length > 1) {
    const stead = backRankModel(unitState);
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
  return isOfficer ? [...wreck, ...loseOfficer(setup, unitState, from)] : wreck;
}

/**
 * rulebook p.34 Destroying Models: in Open Formation the model closest to the
 * attacking unit goes (`from`: its footprints; closestModel, measured between
 * footprints, p.11); in Close Formation, or with no attacking unit, one from
 * the back rank (backRankModel). The Officer goes last of all in Close
 * Formation (rulebook p.35 Loss of an Officer: another model is removed in its
 * stead); in Open Formation, when the Officer is closest it is Destroyed and a
 * Field Promotion follows (the model farthest from the attacking unit). The
 * order is loss-order.ts's nextLoss; `choice` (LossChoice): the Exposed models
 * only, once none of them is left the rest of the losses are discarded; the
 * models Precision picked first.
 */
export function destroyModels(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  count: number,
  from: AttackingUnit | undefined,
  choice: LossChoice = {},
): GameEvent[] {
  const events: GameEvent[] = [];
  // Where the Officer stood before any model was Destroyed (Escorting the Vital Objective: annihilate).
  const officerStood = officerModel(unitState);
  // Open Formation: how far each model stands from the attacking unit, before any loss.
  const reach = count === 0 ? undefined : lossReach(setup, unitState, from);
  for (let i = 0; i < count && unitState.models.length > 0; i++) {
    const victim = nextLoss(unitState, reach, choice);
    if (victim === undefined) break;
    // glossary: Spectacular Demise (X): the last model's demise comes before it is Destroyed.
    const demise = lastModelDemise(setup, state, unitState, victim);
    events.push(...demise.events, ...destroyModel(setup, unitState, demise.model, true, from));
    if (demise.removedFromPlay) events.push(...noWreckLeft(unitState, demise.model));
  }
  // rulebook p.49 Commander: a unit within 6" of a friendly Commander cannot become Disordered.
  events.push(...commandersSteady(setup, state, unitState));
  // rulebook p.46 Attacking Transport Units: its Transport Capacity is reduced at once.
  if (count > 0) events.push(...passengersLost(setup, state, unitState));
  if (unitState.models.length === 0)
    events.push(...annihilate(setup, state, unitState, officerStood));
  return events;
}

/**
 * rulebook p.35 Annihilating Units: the opposing General scores the unit's
 * Victory Points Rating. An Escorting unit first drops the Vital Objective
 * where its Officer stood (`officerStood`, before its losses; rulebook pp.62-63).
 */
export function annihilate(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  officerStood: ModelState | undefined = officerModel(unitState),
): GameEvent[] {
  const dropped = escortLost(setup, state, unitState, officerStood);
  const unit = armyUnit(setup, unitState.id);
  unitState.models = [];
  unitState.annihilated = true;
  unitState.damage = 0;
  const scorer = other(unitState.side);
  state.players[scorer].vp += unit.victoryPoints;
  return [
    ...dropped,
    event(
      'annihilated',
      `${unit.name} is Annihilated: General ${scorer.toUpperCase()} scores ${unit.victoryPoints} VP`,
      {
        unit: unit.id,
        side: scorer,
      },
    ),
    // rulebook p.46: no Transport Capacity is left for a unit Embarked on it.
    ...passengersLost(setup, state, unitState),
  ];
}

/** rulebook p.46 Attacking Transport Units: the Embarked models no longer carried are Destroyed. */
function passengersLost(setup: GameSetup, state: GameState, transport: UnitState): GameEvent[] {
  const { events, annihilated } = capacityLosses(setup, state, transport);
  return [...events, ...annihilated.flatMap((unit) => annihilate(setup, state, unit))];
}
