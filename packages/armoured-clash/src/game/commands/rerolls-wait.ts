import type { GameSetup } from '../army.js';
import type { Choice, Decision } from '../choice.js';
import type { GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { issueCommand } from './issue-command.js';
import { firstRollOffered } from './first-roll-offered.js';
import { MOMENT } from './rerolls-due.js';
import { rerollsGoOn } from './rerolls-go-on.js';
import { handCommandCards } from './test-command-cards.js';

const RULE = 'rulebook p.33 Bonus Re-Rolls';

/**
 * The attacking General's decision (the General of the unit making the attack:
 * the other General's, for Opportunity Fire): the re-rolls go ahead, or a
 * Command is issued first. The decision shows the dice rolled and those each
 * Command's Bonus Re-Rolls would take (`firstRoll`: commands/first-roll-offered.ts).
 */
export function rerollsDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const due = state.rerollsDue;
  const side = due === undefined ? undefined : state.units[due.unit]?.side;
  if (due === undefined || side === undefined) return undefined;
  const commands = handCommandCards(setup, state, due.unit, MOMENT);
  return {
    player: side,
    prompt:
      'The Attack Pool is rolled: issue a Command before any die is re-rolled, or go on (rulebook p.33 Bonus Re-Rolls)',
    options: [{ kind: MOMENT }, ...commands.map((command): Choice => ({ kind: MOMENT, command }))],
    firstRoll: firstRollOffered(setup, side, due, commands),
  };
}

/**
 * The attacking General's answer: no Command (`command` undefined), the dice
 * are re-rolled and the attack resolved, the attacks declared or the Reaction
 * Step going on (commands/rerolls-go-on.ts); or a
 * Command issued to the unit with the card `command`, which the other General
 * may Interfere with (p.38), then the attack goes on from its dice (with the
 * Command's Bonus Re-Rolls if received: carry-on.ts).
 */
export function answerRerolls(
  setup: GameSetup,
  state: GameState,
  command: number | undefined,
): GameEvent[] {
  const due = state.rerollsDue;
  const side = due === undefined ? undefined : state.units[due.unit]?.side;
  if (due === undefined || side === undefined) {
    throw new IllegalChoice(RULE, 'no attack waits before its dice are re-rolled');
  }
  state.rerollsDue = undefined;
  if (command === undefined) return rerollsGoOn(setup, state, due.target, undefined);
  return issueCommand(
    setup,
    state,
    { side, card: command, unit: due.unit, with: { kind: MOMENT, target: due.target } },
    'before its attack’s dice are re-rolled',
  );
}
