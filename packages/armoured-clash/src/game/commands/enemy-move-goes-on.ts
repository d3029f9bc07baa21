import type { CommandEffect } from '../../cards/deck-definition.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { type GameEvent, event } from '../events.js';
import { reactOrAttack } from '../movement-step.js';
import { endActivation } from '../activation-end.js';
import { reactionStepEnds } from '../opportunity-fire.js';
import { type GameState } from '../state.js';
import { goOnAttacking } from './attacks-in-turn.js';
import type { EnemyEndedMove } from './enemy-ended-move.js';
import { awaitsEnemyEndsMove } from './moves-ended.js';
import { sortieReactionFollows } from '../aircraft/approach.js';

/**
 * The Command issued as the enemy ended its move, received (`effects`) or
 * failed (none; `unit` the unit it was issued to): the Status it gives first
 * (Covering Fire: On Lookout, rulebook p.30), then the game goes on where it
 * stopped (goOn).
 */
export function movementGoesOn(
  setup: GameSetup,
  state: GameState,
  effects: readonly CommandEffect[],
  unit?: string,
  name = '',
): GameEvent[] {
  const waiting = state.enemyEndedMove;
  if (waiting === undefined) return [];
  state.enemyEndedMove = undefined;
  const events: GameEvent[] = [];
  const covering = unit === undefined ? undefined : state.units[unit];
  for (const effect of effects) {
    if (covering === undefined || effect.kind !== 'gainStatus') continue;
    if (effect.status !== 'onLookout' || covering.statuses.includes('onLookout')) continue;
    covering.statuses.push('onLookout');
    const text = `${armyUnit(setup, covering.id).name} Goes On Lookout (${name})`;
    events.push(event('onLookout', text, { unit: covering.id }));
  }
  return [...events, ...goOn(setup, state, waiting)];
}

/**
 * Where the game goes on after the wait: the active unit's own move in its
 * Movement Step, to its Reaction Step (rulebook p.24); after a free Advance
 * (Hit & Run), the end of the Activation; after moves that ended before the
 * active unit's own (the Movement Step), that move's offer; otherwise where the
 * moves were offered (enemy-ended-move.ts CoveringGoesOn); after a sortie's
 * Approach, its Reaction Step.
 */
function goOn(setup: GameSetup, state: GameState, waiting: EnemyEndedMove): GameEvent[] {
  if (waiting.freeAdvance === true) return endActivation(setup, state);
  const goesOn = waiting.goesOn;
  if (goesOn === undefined) return reactOrAttack(setup, state, waiting.endsActivation);
  switch (goesOn) {
    case 'movementStep':
      return (
        awaitsEnemyEndsMove(setup, state, waiting.endsActivation) ??
        reactOrAttack(setup, state, waiting.endsActivation)
      );
    case 'attacks':
      return goOnAttacking(setup, state);
    case 'reactionStep':
      return reactionStepEnds(setup, state);
    case 'activationEnd':
      return endActivation(setup, state);
    // The stage, the sortie's step, the tests or blasts still to make are data, taken up by the next decision or applyChoice's drains.
    case 'vanguard':
    case 'sortieStep':
    case 'testsInTurn':
    case 'demiseBlasts':
      return [];
    case 'sortieApproach':
      return sortieReactionFollows(setup, state);
  }
}
