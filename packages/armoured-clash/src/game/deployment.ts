import { type Point, convexPolygon, insideRegion, point } from '@warroom/engine';
import type { Table } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { type GameEvent, event } from './events.js';
import { formedUpModelsOrRefusal, modelStandsRefusal } from './model-placement.js';
import { IllegalChoice } from './rule-error.js';
import { type GameState, type ModelState, other } from './state.js';
import { armyUnit, footprintOf, tableUnitOf } from './army-unit.js';
import { type TableState, tableOf } from './table-of.js';
import { afterDeployment } from './vanguard.js';
import { heldInReserve, unitsGoingWith } from './transport/aboard.js';
import type { ForwardDie } from '../rules/entries/forward.js';
import { forwardPlacementRefusal } from './forward/forward-placement.js';
import {
  checkReserveAfterForward,
  forwardDieFor,
  spendForwardDie,
} from './forward/forward-deploy.js';

/** Units a General has not deployed yet. */
export function undeployed(state: GameState, side: 'a' | 'b'): string[] {
  return (
    Object.values(state.units)
      // An Embarked unit comes with its Transport unit (rulebook p.46 Embarking During Deployment).
      .filter(
        (u) =>
          u.side === side &&
          !u.deployed &&
          !u.inReserve &&
          !u.annihilated &&
          u.embarked === undefined,
      )
      .map((u) => u.id)
  );
}

/**
 * The models of a unit formed up for deployment, or why it cannot be placed
 * there. `table` is the table of `units`, when the caller has it already (a bot
 * trying many places). `forwardDie`: deployed with a die of the Forward Pool,
 * where its row of the table allows rather than within the zone (glossary: Forward).
 */
export function placeForDeployment(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
  table: Table = tableOf(setup, state),
  forwardDie?: ForwardDie,
): ModelState[] {
  const placed = placeForDeploymentOrRefusal(setup, state, unitId, at, facing, table, forwardDie);
  if (placed instanceof IllegalChoice) throw placed;
  return placed;
}

/** placeForDeployment (same arguments) with its refusal returned rather than thrown: for a bot trying many places. */
export function placeForDeploymentOrRefusal(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
  table: Table = tableOf(setup, state),
  forwardDie?: ForwardDie,
): ModelState[] | IllegalChoice {
  const { units } = state;
  const unitState = Object.hasOwn(units, unitId) ? units[unitId] : undefined;
  if (unitState === undefined || unitState.deployed || unitState.annihilated) {
    return new IllegalChoice(
      'rulebook p.57 Deployment',
      `${unitId} is not a unit waiting to deploy`,
    );
  }
  if (unitState.inReserve) {
    return new IllegalChoice(
      'rulebook p.57 Reserve Units',
      `${unitId} is in Reserve: it arrives in a Deploy Reserves step (rulebook p.21)`,
    );
  }
  const unit = armyUnit(setup, unitId);
  // An Aircraft unit back from its sortie deploys with the models it still has (rulebook p.51).
  const models = formedUpModelsOrRefusal(unit, unitState.returnedModels ?? unit.models, at, facing);
  if (models instanceof IllegalChoice) return models;
  const zone = convexPolygon(
    setup.generals[unitState.side].zone.map(([x, y]): Point => point(x, y)),
  );
  const tableUnit = tableUnitOf(unit, unitState.side, models[0]?.id ?? '');
  for (const model of models) {
    const footprint = footprintOf(unit, model);
    if (forwardDie !== undefined) {
      const refusal = forwardPlacementRefusal(
        setup,
        table,
        unitState.side,
        forwardDie,
        model.id,
        footprint,
      );
      if (refusal !== undefined) return refusal;
    } else if (!insideRegion(footprint, zone)) {
      return new IllegalChoice(
        'rulebook p.57 Deployment',
        `${model.id} would not be entirely within the Deployment Zone`,
      );
    }
    const refusal = modelStandsRefusal(setup, table, tableUnit, model.id, footprint);
    if (refusal !== undefined) return refusal;
  }
  return models;
}

/**
 * rulebook p.57 Deployment: a unit not held in Reserve is placed entirely within its General's
 * Deployment Zone, formed up in Unit Coherency, on the battlefield, overlapping
 * no model and no Impassable or Blocking Terrain. The Generals alternate; once
 * one has deployed everything, the other deploys the rest. A General's chosen
 * Forward units come first, each with a die of the Forward Pool (`forwardDie`;
 * glossary: Forward, game/forward/).
 */
export function deploy(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  at: At,
  facing: number,
  forwardDie?: ForwardDie,
): GameEvent[] {
  const unitState = unitOfTheGeneral(
    state,
    unitId,
    'rulebook p.57 Deployment',
    'waiting to deploy',
  );
  const unit = armyUnit(setup, unitId);
  const die = forwardDieFor(state, unitState.side, unitId, forwardDie);
  const table = tableOf(setup, state);
  putOnTheBattlefield(unitState, placeForDeployment(setup, state, unitId, at, facing, table, die));
  const events = [event('deploy', `${unit.name} deploys`, { side: unitState.side, unit: unitId })];
  if (die !== undefined) events.push(...spendForwardDie(setup, state, unitState, die));
  nextToDeploy(setup, state, unitState.side);
  return events;
}

/** The unit, if it belongs to the General whose turn it is; otherwise the choice is illegal. */
export function unitOfTheGeneral(
  state: GameState,
  unitId: string,
  rule: string,
  waiting: string,
): GameState['units'][string] {
  const unitState = state.units[unitId];
  if (unitState === undefined || unitState.side !== state.turn) {
    throw new IllegalChoice(rule, `${unitId} is not a unit of yours ${waiting}`);
  }
  return unitState;
}

/** A unit placed on the battlefield, its first model the Officer (after deploying, or arriving from Reserve). */
export function putOnTheBattlefield(
  unitState: GameState['units'][string],
  models: ModelState[],
): void {
  unitState.models = models;
  unitState.officer = models[0]?.id ?? unitState.officer;
  unitState.inReserve = false;
  unitState.deployed = true;
}

/** The turn passes on after a unit is placed, on the battlefield or in Reserve (rulebook p.57). */
function nextToDeploy(setup: GameSetup, state: GameState, side: 'a' | 'b'): void {
  if (undeployed(state, side).length === 0 && state.firstDeployed === undefined) {
    state.firstDeployed = side;
  }
  if (undeployed(state, other(side)).length > 0) state.turn = other(side);
  if (undeployed(state, 'a').length === 0 && undeployed(state, 'b').length === 0) {
    state.firstDeployed ??= side;
    // glossary: Vanguard (X"): free Advances before the Initiative is chosen (rulebook p.57).
    afterDeployment(setup, state);
  }
}

/** How many of a General's units may start in Reserve: all but half, rounding the half up (rulebook p.57). */
export function reserveAllowance(state: GameState, side: 'a' | 'b'): number {
  const units = Object.values(state.units).filter((u) => u.side === side).length;
  return units - Math.ceil(units / 2);
}

/** A General's units held in Reserve, with those Embarked on Transport units held there (rulebook pp.46, 57). */
export function reservedUnits(state: GameState, side: 'a' | 'b'): number {
  return Object.values(state.units).filter((u) => u.side === side && heldInReserve(state, u))
    .length;
}

/** Whether a unit may still be held in Reserve, with the unit Embarked on it (rulebook p.57). */
export function mayReserve(state: GameState, side: 'a' | 'b', unitId: string): boolean {
  return (
    reservedUnits(state, side) + unitsGoingWith(state, unitId) <= reserveAllowance(state, side)
  );
}

/** rulebook p.57 Reserve Units: instead of deploying a unit, its General sets it aside in Reserve. */
export function reserve(setup: GameSetup, state: GameState, unitId: string): GameEvent[] {
  const unitState = state.units[unitId];
  if (
    unitState === undefined ||
    unitState.side !== state.turn ||
    unitState.deployed ||
    unitState.inReserve
  ) {
    throw new IllegalChoice(
      'rulebook p.57 Deployment',
      `${unitId} is not a unit of yours waiting to deploy`,
    );
  }
  checkReserveAfterForward(state, unitState.side, unitId);
  if (!mayReserve(state, unitState.side, unitId)) {
    throw new IllegalChoice(
      'rulebook p.57 Reserve Units',
      'at least half of your units, rounding up, must be deployed at the start',
    );
  }
  unitState.inReserve = true;
  nextToDeploy(setup, state, unitState.side);
  return [
    event('reserve', `${armyUnit(setup, unitId).name} is held in Reserve`, {
      side: unitState.side,
      unit: unitId,
    }),
  ];
}
