import type { UnitMove } from '../battlefield/movement/check-move.js';
import { unitsMovedThrough } from '../battlefield/movement/moved-through.js';
import type { GameSetup } from './army.js';
import { type AfterTests, testInTurn } from './commands/tests-in-turn.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import { shockUnaffected } from './shock-unaffected.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

/**
 * The units a unit's move passes through, read before it moves; only worked
 * out for a unit with Shockwave (game step movedThroughTested; the table is
 * not built otherwise).
 */
export function movedThroughForShockwave(
  setup: GameSetup,
  state: GameState,
  move: UnitMove,
): string[] {
  if (!unitStep(setup, move.unit, 'movedThroughTested', false)) return [];
  return unitsMovedThrough(tableOf(setup, state), move);
}

/**
 * glossary: Shockwave — at the end of the unit's Double Time or Charge, each
 * unit its models moved through, friend or foe, takes a Suppression Test
 * (rulebook p.36, as the game takes one outside an attack); Aircraft,
 * Rotorcraft and Large units are unaffected. In the order they were met, each
 * waiting while its General may issue a Command at it (rulebook p.37: Stand
 * Firm); then the move goes on (`then`: game/commands/tests-in-turn.ts).
 */
export function shockwave(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  through: readonly string[],
  then: AfterTests,
): GameEvent[] {
  const units = through.filter((id) => !shockUnaffected(setup, id));
  return testInTurn(state, { rule: 'shockwave', by: unitId, units, then });
}
