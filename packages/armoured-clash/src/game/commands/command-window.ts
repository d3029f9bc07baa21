import type { Choice } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';

/**
 * While a Command waits for Interference only the other General's answer is
 * accepted (rulebook p.37: the opponent then has the opportunity to Interfere);
 * without one, there is nothing to Interfere with.
 */
export function checkCommandWindow(state: GameState, choice: Choice): void {
  const answering = choice.kind === 'interfere' || choice.kind === 'noInterference';
  if (state.command !== undefined && !answering) {
    throw new IllegalChoice(
      'rulebook p.38 Interference',
      'the other General may first Interfere with the Command issued',
    );
  }
  if (state.command === undefined && answering) {
    throw new IllegalChoice('rulebook p.38 Interference', 'no Command has been issued');
  }
}
