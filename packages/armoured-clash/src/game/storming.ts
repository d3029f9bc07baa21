import { garrisonProblem } from '../battlefield/garrison.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import type { Decision } from './choice.js';
import { type GameEvent, event } from './events.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, UnitState } from './state.js';
import { tableOf } from './table-of.js';
import { buildingOfGame } from './wrecked-behemoths.js';
import { unitStep } from './unit-rules.js';

const RULE = 'rulebook p.45 Storming a Building';

function buildingName(setup: GameSetup, state: GameState, building: string): string {
  return buildingOfGame(setup, state.units, building)?.name ?? building;
}

/**
 * rulebook p.45 Storming a Building: once the Garrison has Exited, "if the
 * attacker was an Infantry unit, it can immediately Garrison the building if
 * its General wishes": offered (`activation.stormedBuilding`) when the
 * attacker still stands and may Garrison it (garrisonProblem: Infantry, the
 * building's model limit, a Wrecked one only with Occupy). Returns the events of the offer.
 */
export function offerStormedBuilding(
  setup: GameSetup,
  state: GameState,
  attacker: UnitState,
  building: string,
): GameEvent[] {
  const activation = state.activation;
  if (activation === undefined || attacker.annihilated) return [];
  const wrecked = unitStep(setup, attacker.id, 'garrisonsWrecked', false);
  if (garrisonProblem(tableOf(setup, state), attacker.id, building, wrecked) !== undefined)
    return [];
  activation.stormedBuilding = building;
  const text = `${armyUnit(setup, attacker.id).name} may Garrison ${buildingName(setup, state, building)} (${RULE})`;
  return [event('stormedBuilding', text, { unit: attacker.id, side: attacker.side })];
}

/** The offer of offerStormedBuilding, waiting for the attacking General: Garrison the building, or hold. */
export function stormedBuildingDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const activation = state.activation;
  const building = activation?.stormedBuilding;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (building === undefined || unit === undefined) return undefined;
  return {
    player: unit.side,
    prompt: `${armyUnit(setup, unit.id).name} won: Garrison ${buildingName(setup, state, building)}, or hold (${RULE})`,
    options: [{ kind: 'garrison', building }, { kind: 'hold' }],
  };
}

/** Whether the Activation waits for the General to take up or decline the offer (game/activation-end.ts). */
export function waitsToGarrisonStormed(_setup: GameSetup, state: GameState): boolean {
  return state.activation?.stormedBuilding !== undefined;
}

/**
 * The attacking General takes up the offer: the unit Garrisons the building
 * (set aside, the building standing in for it: battlefield/garrison.ts). A
 * Garrisoned unit makes no Manoeuvre but Exit (p.44), so no free Advance is
 * offered after; the Activation then ends (apply-choice.ts).
 */
export function garrisonStormedBuilding(
  setup: GameSetup,
  state: GameState,
  building: string,
): GameEvent[] {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation?.stormedBuilding === undefined || unit === undefined) {
    throw new IllegalChoice(RULE, 'no stormed building may be Garrisoned now');
  }
  if (building !== activation.stormedBuilding) {
    throw new IllegalChoice(RULE, `the building stormed is ${activation.stormedBuilding}`);
  }
  activation.stormedBuilding = undefined;
  unit.garrisoning = building;
  activation.freeAdvanceOffered = true;
  const text = `${armyUnit(setup, unit.id).name} Garrisons ${buildingName(setup, state, building)} (${RULE})`;
  return [event('garrison', text, { unit: unit.id })];
}
