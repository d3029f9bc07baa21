import { finishMovement } from '../movement-step.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, ModelState } from '../state.js';
import type { TableState } from '../table-of.js';
import { armyUnit } from '../army-unit.js';
import { buildingOfGame } from '../wrecked-behemoths.js';
import { EXIT_REACH } from './exit-reach.js';
import { setUpNear } from './set-up-near.js';
import { refuseWhileSoaring } from '../soar.js';

/**
 * Where a Garrisoned unit's models stand once it Exits, its Officer at `at`
 * and the unit formed up facing `facing` degrees, or an IllegalChoice naming the
 * rule broken: each model within 3" of the building, none within 1" of an
 * enemy unit (rulebook p.43), on the battlefield, overlapping no model and no
 * Impassable Terrain (game/transport/set-up-near.ts). Reads only the table.
 */
export function plannedExit(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
): ModelState[] {
  const { units } = state;
  const unit = units[unitId];
  const building = buildingOfGame(setup, units, unit?.garrisoning);
  if (unit === undefined || building === undefined) {
    throw new IllegalChoice('rulebook p.25 Exit', `${unitId} is not a Garrisoned unit`);
  }
  return setUpNear(setup, state, unitId, unit.models.length, at, facing, {
    near: [building.area],
    reach: EXIT_REACH,
    what: building.name,
    rule: 'rulebook p.43 Making an Exit Manoeuvre',
  });
}

/**
 * rulebook pp.25, 43 Exit: in its Movement Step a Garrisoned unit is set up on
 * the battlefield (plannedExit) and Garrisons the building no more; that is its
 * Manoeuvre, and it may then use its Attack Step.
 */
export function exit(setup: GameSetup, state: GameState, at: At, facing: number): GameEvent[] {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (unit?.garrisoning === undefined || activation === undefined) {
    throw new IllegalChoice('rulebook p.25 Exit', 'the active unit is not Garrisoned');
  }
  if (activation.step !== 'movement' || activation.reaction !== undefined) {
    throw new IllegalChoice('rulebook p.24 The Movement Step', 'it is not the Movement Step');
  }
  refuseWhileSoaring(setup, unit, 'Exit');
  const building = unit.garrisoning;
  const models = plannedExit(setup, state, unit.id, at, facing);
  unit.models = models;
  unit.officer = models[0]?.id ?? unit.officer;
  unit.garrisoning = undefined;
  activation.moved = true;
  activation.reforming = true;
  const name = buildingOfGame(setup, state.units, building)?.name ?? building;
  return [
    event('exit', `${armyUnit(setup, unit.id).name} Exits ${name}`, { unit: unit.id }),
    ...finishMovement(setup, state, activation.rallyFailed),
  ];
}
