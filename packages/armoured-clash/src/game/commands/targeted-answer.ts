import type { GameSetup } from '../army.js';
import { type GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { issueCommand } from './issue-command.js';
import { MOMENT, RULE, attackGoesAhead, targetSide } from './targeted-command.js';

/**
 * The target's General's answer: no Command (`command` undefined), the attack
 * is resolved; or a Command issued to the target with the card `command`,
 * which the active General may Interfere with (p.38) before the attack.
 */
export function answerTargeted(
  setup: GameSetup,
  state: GameState,
  command: number | undefined,
): GameEvent[] {
  const declared = state.targetedByRangedAttack;
  if (declared === undefined) {
    throw new IllegalChoice(RULE, 'no unit is targeted by a Ranged Attack waiting for a Command');
  }
  if (command === undefined) return attackGoesAhead(setup, state, []);
  return issueCommand(
    setup,
    state,
    {
      side: targetSide(state, declared.target),
      card: command,
      unit: declared.target,
      with: { kind: MOMENT },
    },
    'as it is targeted by a Ranged Attack',
  );
}
