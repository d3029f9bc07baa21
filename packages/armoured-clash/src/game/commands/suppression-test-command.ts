import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { Choice, Decision } from '../choice.js';
import type { GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { issueCommand } from './issue-command.js';
import { testCommandCards } from './test-command-cards.js';
import { commandedTest } from './commanded-test.js';

const RULE = 'rulebook p.36 Suppression Tests';

/**
 * rulebook pp.36-37: a unit is due a Suppression Test (`state.suppressionTest`)
 * and its General may issue a Command as it takes it: the test alone, or with
 * each card whose Command may be issued to the unit now.
 */
export function suppressionTestDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const due = state.suppressionTest;
  if (due === undefined) return undefined;
  const player = state.units[due.unit]?.side ?? state.turn;
  return {
    player,
    prompt: `${armyUnit(setup, due.unit).name} takes a Suppression Test: issue a Command to it, or take the test (rulebook pp.36-37)`,
    options: [
      { kind: 'suppressionTest' },
      ...testCommandCards(setup, state, due.unit).map((command): Choice => ({
        kind: 'suppressionTest',
        command,
      })),
    ],
  };
}

/**
 * The answer to a Suppression Test due: taken at once (no `command`), or a
 * Command issued with the card `command` (rulebook p.37), which the other
 * General may Interfere with (p.38) before the test is taken (commandedTest).
 */
export function answerSuppressionTest(
  setup: GameSetup,
  state: GameState,
  command: number | undefined,
): GameEvent[] {
  const due = state.suppressionTest;
  if (due === undefined) throw new IllegalChoice(RULE, 'no unit is due a Suppression Test');
  if (command === undefined) return commandedTest(setup, state, []);
  const side = state.units[due.unit]?.side ?? state.turn;
  return issueCommand(
    setup,
    state,
    { side, card: command, unit: due.unit, with: { kind: 'suppressionTest' } },
    'as it takes its Suppression Test',
  );
}
