import { EPSILON } from '@warroom/engine';
import { distanceToEdge } from '../battlefield/battlefield.js';
import type { Edge } from '../battlefield/battlefield.js';
import type { Table } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { placeForDeploymentOrRefusal, unitOfTheGeneral } from './deployment.js';
import type { GameEvent } from './events.js';
import { IllegalChoice } from './rule-error.js';
import { type GameState, type ModelState, other } from './state.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { arriveFromReserve } from './reserve-arrival.js';
import { reservesNow } from './rapid-response.js';
import { plannedTable, type TableState } from './table-of.js';

const EDGES: readonly Edge[] = ['north', 'south', 'east', 'west'];

/**
 * rulebook p.21 Deploying a Unit from Reserve: entirely within its Deployment
 * Zone (placeForDeployment) and with at least one model in contact with a
 * battlefield edge. Reads only the table: `table`, the table of `units`, when
 * the caller has it already (a bot trying many places).
 */
export function placeFromReserve(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
  table?: Table,
): ModelState[] {
  const placed = placeFromReserveOrRefusal(setup, state, unitId, at, facing, table);
  if (placed instanceof IllegalChoice) throw placed;
  return placed;
}

/** placeFromReserve (same arguments) with its refusal returned rather than thrown: for a bot trying many places. */
export function placeFromReserveOrRefusal(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
  table?: Table,
): ModelState[] | IllegalChoice {
  const { units } = state;
  const unitState = units[unitId];
  if (unitState?.inReserve !== true) {
    return new IllegalChoice('rulebook p.21 Deploy Reserves', `${unitId} is not in Reserve`);
  }
  const unit = armyUnit(setup, unitId);
  const models = placeForDeploymentOrRefusal(
    setup,
    plannedTable(state, { ...units, [unitId]: { ...unitState, inReserve: false } }),
    unitId,
    at,
    facing,
    table,
  );
  if (models instanceof IllegalChoice) return models;
  const touching = models.some((m) =>
    EDGES.some(
      (edge) => Math.abs(distanceToEdge(setup.battlefield, footprintOf(unit, m), edge)) <= EPSILON,
    ),
  );
  if (!touching) {
    return new IllegalChoice(
      'rulebook p.21 Deploying a Unit from Reserve',
      'at least one model must be in contact with a battlefield edge',
    );
  }
  return models;
}

/**
 * rulebook p.21 C. Deploy Reserves (from Round 2, not in the final Round: Lost
 * Opportunity): starting with the General who has the Initiative, the Generals
 * alternate deploying one unit from Reserve; a General may stop, and the other
 * then deploys as many as they wish.
 */
export function deployFromReserve(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  at: At,
  facing: number,
): GameEvent[] {
  unitOfTheGeneral(state, unitId, 'rulebook p.21 Deploy Reserves', 'in Reserve');
  // Then the other General's turn to deploy (passReserveTurn), once Dynamic Entry's tests are taken.
  return arriveFromReserve(setup, state, unitId, {
    kind: 'deployReserve',
    told: (name) => `${name} arrives from Reserve`,
    place: () => placeFromReserve(setup, state, unitId, at, facing),
    then: { kind: 'deployReserve' },
  });
}

/** rulebook p.21: a General stops deploying from Reserve. */
export function stopReserves(setup: GameSetup, state: GameState): GameEvent[] {
  state.players[state.turn].reservesDone = true;
  return passReserveTurn(setup, state);
}

export function passReserveTurn(setup: GameSetup, state: GameState): GameEvent[] {
  const done = (side: 'a' | 'b'): boolean =>
    state.players[side].reservesDone === true || reservesNow(setup, state, side).length === 0;
  if (!done(other(state.turn))) state.turn = other(state.turn);
  else if (done(state.turn)) return beginActivations(state);
  return [];
}

/**
 * Whether the Deploy Reserves step happens this Round (rulebook p.21: from
 * Round 2, Lost Opportunity in the last; glossary Rapid Response: in those
 * Rounds too, for its units): a unit in Reserve may be deployed now.
 */
export function reservesStep(setup: GameSetup, state: GameState): boolean {
  return reservesNow(setup, state, 'a').length > 0 || reservesNow(setup, state, 'b').length > 0;
}

/** The Ready Phase ends: the Activation Phase begins with the General who has the Initiative. */
export function beginActivations(state: GameState): GameEvent[] {
  state.players.a.reservesDone = undefined;
  state.players.b.reservesDone = undefined;
  state.stage = 'activation';
  state.turn = state.initiative;
  return [];
}
