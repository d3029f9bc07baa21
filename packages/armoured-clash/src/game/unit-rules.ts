import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import {
  type GameHandlerList,
  type GameStep,
  type GameStepValues,
  gameHandlerList,
  runHandlerList,
} from '../rules/game-hooks.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';

// A setup never changes during a game, nor its units' profiles: each unit's handler list
// (rules/game-hooks.ts) is found once per setup, and is the very list its profile's rules give.
const unitLists = new WeakMap<GameSetup, Map<string, GameHandlerList>>();

/** The handler list of a unit's special rules in the game's registry, remembered per setup and unit. */
export function unitHandlerList(setup: GameSetup, unitId: string): GameHandlerList {
  let bySetup = unitLists.get(setup);
  if (bySetup === undefined) {
    bySetup = new Map();
    unitLists.set(setup, bySetup);
  }
  const known = bySetup.get(unitId);
  if (known !== undefined) return known;
  const list = gameHandlerList(ARMOURED_CLASH_RULES, armyUnit(setup, unitId).specialRules);
  bySetup.set(unitId, list);
  return list;
}

/** Passes `value` through the handlers a unit's special rules hook at a named point of the game (rules/game-hooks.ts). */
export function unitStep<S extends GameStep>(
  setup: GameSetup,
  unitId: string,
  step: S,
  value: GameStepValues[S],
): GameStepValues[S] {
  return runHandlerList(unitHandlerList(setup, unitId), step, value);
}
