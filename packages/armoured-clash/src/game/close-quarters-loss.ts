import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { annihilate } from './losses.js';
import type { GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';

/**
 * rulebook p.29: the loser of a Close Quarters Combat Withdraws and takes a
 * Suppression Test, unless its rules say otherwise (game step
 * closeQuartersLost). Returns the events of its being Annihilated instead
 * (glossary: Static), or undefined when it loses the usual way.
 */
export function annihilatedByLosing(
  setup: GameSetup,
  state: GameState,
  loser: UnitState,
): GameEvent[] | undefined {
  if (unitStep(setup, loser.id, 'closeQuartersLost', 'withdraw') !== 'annihilated')
    return undefined;
  const text = `${armyUnit(setup, loser.id).name} lost the Close Quarters Combat and is Annihilated (glossary: Static)`;
  return [
    event('annihilatedByLosing', text, { unit: loser.id }),
    ...annihilate(setup, state, loser),
  ];
}
