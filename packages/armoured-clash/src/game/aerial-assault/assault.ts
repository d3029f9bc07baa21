import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { issueCommand } from '../commands/issue-command.js';
import { type GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { AERIAL_ASSAULT, placeAerialAssault } from './placement.js';

import { aerialAssaultNow, forcedRound } from './assault-turns.js';
import { aerialAssaultArrives } from './assault-arrives.js';

/**
 * glossary: Aerial Assault — instead of Activating a unit on the battlefield,
 * the Special Command to Activate `unit` from Reserve, placed as declared
 * (checked first: placeAerialAssault), issued with any card of the hand; the
 * other General may Interfere. In the final Round it is made without a card
 * and without Interference.
 */
export function issueAerialAssault(
  setup: GameSetup,
  state: GameState,
  choice: {
    readonly unit: string;
    readonly at: At;
    readonly facing: number;
    readonly card?: number;
  },
): GameEvent[] {
  const side = state.turn;
  if (
    state.activation !== undefined ||
    state.coordinated !== undefined ||
    state.support !== undefined ||
    !aerialAssaultNow(setup, state, side).includes(choice.unit)
  ) {
    throw new IllegalChoice(
      AERIAL_ASSAULT,
      `${choice.unit} cannot be Activated by Aerial Assault now (from Round 2, instead of Activating a unit; not again after a failed one this turn)`,
    );
  }
  placeAerialAssault(setup, state, choice.unit, choice.at, choice.facing);
  if (forcedRound(setup, state)) {
    if (choice.card !== undefined) {
      throw new IllegalChoice(
        AERIAL_ASSAULT,
        'in the final Round no Special Command is issued: no card',
      );
    }
    return aerialAssaultArrives(setup, state, choice.unit, choice.at, choice.facing);
  }
  if (choice.card === undefined) {
    throw new IllegalChoice(
      AERIAL_ASSAULT,
      'it is a Special Command: it is issued with a card from the hand',
    );
  }
  return issueCommand(
    setup,
    state,
    {
      side,
      card: choice.card,
      unit: choice.unit,
      with: { kind: 'aerialAssault', at: choice.at, facing: choice.facing },
      special: 'aerialAssault',
    },
    'to Activate it from Reserve by Aerial Assault',
  );
}
