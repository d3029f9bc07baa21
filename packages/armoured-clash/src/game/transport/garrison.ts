import { garrisonProblem } from '../../battlefield/garrison.js';
import { attackStepNow } from '../attack-step.js';
import { endActivation } from '../activation-end.js';
import { finishMovement } from '../movement-step.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { tableOf } from '../table-of.js';
import { buildingOfGame, buildingsOfGame } from '../wrecked-behemoths.js';
import { unitStep } from '../unit-rules.js';

const RULE = 'rulebook p.43 Making a Garrison Action';

/**
 * The Garrison Special Actions the active unit may make now (rulebook pp.30,
 * 43): into each unoccupied Defensible Building within 3" it may hold.
 */
export function garrisonOptions(setup: GameSetup, state: GameState, unitId: string): Choice[] {
  const unit = state.units[unitId];
  if (unit?.deployed !== true || unit.garrisoning !== undefined) return [];
  if (armyUnit(setup, unitId).type !== 'infantry') return [];
  // glossary: Occupy: a Wrecked Behemoth too.
  const buildings = buildingsOfGame(setup, state.units);
  if (buildings.length === 0) return [];
  const table = tableOf(setup, state);
  // glossary: Occupy — a Wrecked building too (game step garrisonsWrecked).
  const wrecked = unitStep(setup, unitId, 'garrisonsWrecked', false);
  return buildings
    .filter((piece) => garrisonProblem(table, unitId, piece.id, wrecked) === undefined)
    .map((piece): Choice => ({ kind: 'garrison', building: piece.id }));
}

/** glossary: Storming Party — the Garrison Actions the active unit may make in its Movement Step, as a Manoeuvre. */
export function stormingPartyOptions(setup: GameSetup, state: GameState, unitId: string): Choice[] {
  return unitStep(setup, unitId, 'garrisonAsManoeuvre', false)
    ? garrisonOptions(setup, state, unitId)
    : [];
}

/**
 * rulebook p.43 Making a Garrison Action: in its Attack Step an Infantry unit
 * chooses an unoccupied Defensible Building within 3"; it is removed from the
 * battlefield and set aside, Garrisoning the building (which then stands in for
 * it: battlefield/garrison.ts), and its Activation ends. glossary: Storming
 * Party — such a unit may make it in its Movement Step instead, as a
 * Manoeuvre: its Attack Step follows, made from the building.
 */
export function garrisonChoice(setup: GameSetup, state: GameState, building: string): GameEvent[] {
  const activation = state.activation;
  if (activation?.step !== 'movement') {
    const inAttackStep = attackStepNow(state);
    return [...garrison(setup, state, inAttackStep.unit, building), ...endActivation(setup, state)];
  }
  if (!unitStep(setup, activation.unit, 'garrisonAsManoeuvre', false)) {
    throw new IllegalChoice(
      'rulebook p.30 Garrison',
      'a Garrison Action is made in the Attack Step',
    );
  }
  if (activation.mustCharge === true || activation.reaction !== undefined) {
    throw new IllegalChoice('glossary: Storming Party', 'the unit cannot make a Manoeuvre now');
  }
  const events = garrison(setup, state, activation.unit, building);
  activation.moved = true;
  return [...events, ...finishMovement(setup, state, activation.rallyFailed)];
}

/** rulebook p.43 Making a Garrison Action, in the Attack Step (or a Storming Party's Movement Step). */
function garrison(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  building: string,
): GameEvent[] {
  const unit = state.units[unitId];
  if (unit === undefined) throw new RangeError(`unknown unit ${unitId}`);
  if (unit.garrisoning !== undefined)
    throw new IllegalChoice(RULE, `${unit.id} already Garrisons ${unit.garrisoning}`);
  const wrecked = unitStep(setup, unit.id, 'garrisonsWrecked', false);
  const problem = garrisonProblem(tableOf(setup, state), unit.id, building, wrecked);
  if (problem !== undefined) throw new IllegalChoice(RULE, problem);
  unit.garrisoning = building;
  const name = buildingOfGame(setup, state.units, building)?.name ?? building;
  return [
    event('garrison', `${armyUnit(setup, unit.id).name} Garrisons ${name}`, { unit: unit.id }),
  ];
}
