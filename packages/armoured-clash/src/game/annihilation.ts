import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { escortLost, officerModel } from './clashes/vital-objective.js';
import { type GameEvent, event } from './events.js';
import { type GameState, type ModelState, type UnitState, other } from './state.js';
import { capacityLosses } from './transport/capacity-losses.js';
import { generalCalled } from './generals/generals-draw.js';

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
  // rulebook p.35: it plays no further part, so it no longer Garrisons its building (p.43).
  unitState.garrisoning = undefined;
  unitState.damage = 0;
  const scorer = other(unitState.side);
  state.players[scorer].vp += unit.victoryPoints;
  return [
    ...dropped,
    event(
      'annihilated',
      `${unit.name} is Annihilated: ${generalCalled(state, scorer)} scores ${unit.victoryPoints} VP`,
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
export function passengersLost(
  setup: GameSetup,
  state: GameState,
  transport: UnitState,
): GameEvent[] {
  const { events, annihilated } = capacityLosses(setup, state, transport);
  return [...events, ...annihilated.flatMap((unit) => annihilate(setup, state, unit))];
}
