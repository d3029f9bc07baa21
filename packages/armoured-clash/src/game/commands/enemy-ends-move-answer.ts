import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { type GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { endedMovers, enemyEndsMoveSide } from './enemy-ends-move.js';
import { issueCommand } from './issue-command.js';
import { movementGoesOn } from './enemy-move-goes-on.js';
import { generalCalled } from '../generals/generals-draw.js';

const RULE = 'rulebook p.37 Issuing Commands';

/**
 * The other General's answer as an enemy unit ends its move
 * (`state.enemyEndedMove`): no Command (neither `unit` nor `command`), the
 * game goes on; or a Command issued with the card `command` to their
 * unit `unit`, which the moving unit's General may Interfere with (p.38).
 */
export function answerEnemyEndsMove(
  setup: GameSetup,
  state: GameState,
  choice: { readonly unit?: string; readonly command?: number },
): GameEvent[] {
  const mover = endedMovers(state)[0];
  if (state.enemyEndedMove === undefined || mover === undefined) {
    throw new IllegalChoice(RULE, 'no enemy unit ended a move waiting for a Command');
  }
  const { unit, command } = choice;
  if (unit === undefined && command === undefined) return movementGoesOn(setup, state, []);
  if (unit === undefined || command === undefined) {
    throw new IllegalChoice(RULE, 'a Command names both the card and the unit it is issued to');
  }
  const side = enemyEndsMoveSide(state);
  if (state.units[unit]?.side !== side) {
    throw new IllegalChoice(RULE, `${unit} is not one of ${generalCalled(state, side)}'s units`);
  }
  return issueCommand(
    setup,
    state,
    { side, card: command, unit, with: { kind: 'enemyEndsMove' } },
    `as ${armyUnit(setup, mover).name} ends its move`,
  );
}
