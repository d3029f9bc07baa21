import type { GameSetup } from '../army.js';
import { issueCommand } from '../commands/issue-command.js';
import type { GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, other } from '../state.js';
import { interceptors } from './interceptors.js';

/**
 * glossary: Interceptor — instead of Opportunity Fire, the Intercept Special
 * Command (rulebook p.38: every card will do, every rule of issuing a Command) to an
 * Incoming Interceptor; the active unit's General may Interfere.
 */
export function issueIntercept(
  setup: GameSetup,
  state: GameState,
  unit: string,
  card: number,
): GameEvent[] {
  if (!interceptors(setup, state).includes(unit)) {
    throw new IllegalChoice(
      'glossary: Interceptor',
      `${unit} is not an Incoming Interceptor that may Intercept in this Reaction Step`,
    );
  }
  return issueCommand(
    setup,
    state,
    { side: other(state.turn), card, unit, with: { kind: 'intercept' }, special: 'intercept' },
    'instead of Opportunity Fire',
  );
}
