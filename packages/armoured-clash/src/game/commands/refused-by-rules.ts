import type { GameSetup } from '../army.js';
import { auraSources } from '../auras.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { unitStep } from '../unit-rules.js';
import type { CommandRefusal } from './command-refusal.js';

/**
 * Special rules that forbid issuing a Command to `unit`:
 * - its own rules, at the game step commandsForbidden (glossary: Automata,
 *   Irrepressable — it cannot be issued Commands);
 * - glossary: Jamming (X") — the opposing General cannot issue Commands to
 *   units within X" of an enemy unit with it (game step aurasHeld).
 */
export function refusedByRules(
  setup: GameSetup,
  state: GameState,
  unit: string,
): CommandRefusal | undefined {
  const profile = armyUnit(setup, unit);
  const forbidding = unitStep(setup, unit, 'commandsForbidden', undefined);
  if (forbidding !== undefined) {
    return { rule: forbidding, message: `Commands cannot be issued to ${profile.name}` };
  }
  const jammer = auraSources(setup, state, unit, 'Jamming')[0];
  if (jammer !== undefined) {
    return {
      rule: 'glossary: Jamming (X")',
      message: `${profile.name} is within ${jammer.x}" of ${jammer.name}, which is Jamming: no Command can be issued to it`,
    };
  }
  return undefined;
}
