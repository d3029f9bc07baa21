import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { unitOfTheGeneral } from '../deployment.js';
import type { GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import {
  FLANK_ATTACK,
  flankAttackArrives,
  flanksWithoutCommand,
  placeFlankAttack,
} from './flank-attack.js';
import { issueCommand } from './issue-command.js';

/**
 * rulebook p.21 Flank Attack, a Special Command (p.38: whichever card of the hand,
 * following every rule for issuing a Command) given to a unit as it is
 * deployed from Reserve in the Deploy Reserves step: its place is checked,
 * then the card is played face down and the other General may Interfere. A
 * Vanguard unit may make it without a card in Lord of the Manor (rulebook p.61 Scouting Parties).
 */
export function issueFlankAttack(
  setup: GameSetup,
  state: GameState,
  choice: {
    readonly unit: string;
    readonly at: At;
    readonly facing: number;
    readonly card?: number;
  },
): GameEvent[] {
  if (state.stage !== 'deployReserves') {
    throw new IllegalChoice(
      FLANK_ATTACK,
      'a Flank Attack is made as a unit is deployed from Reserve',
    );
  }
  const unit = unitOfTheGeneral(state, choice.unit, 'rulebook p.21 Deploy Reserves', 'in Reserve');
  placeFlankAttack(setup, state, unit.id, choice.at, choice.facing);
  if (choice.card === undefined) {
    if (!flanksWithoutCommand(setup, unit.id)) {
      throw new IllegalChoice(
        FLANK_ATTACK,
        'a Flank Attack is a Special Command: it is issued with a card from the hand',
      );
    }
    return flankAttackArrives(setup, state, unit.id, choice.at, choice.facing);
  }
  return issueCommand(
    setup,
    state,
    {
      side: unit.side,
      card: choice.card,
      unit: unit.id,
      with: { kind: 'flankAttack', at: choice.at, facing: choice.facing },
      special: 'flankAttack',
    },
    'as it arrives from Reserve',
  );
}
