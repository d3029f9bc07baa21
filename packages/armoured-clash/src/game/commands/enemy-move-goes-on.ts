import type { CommandEffect } from '../../cards/deck-definition.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { type GameEvent, event } from '../events.js';
import { reactOrAttack } from '../movement-step.js';
import { endActivation } from '../activation-end.js';
import { type GameState } from '../state.js';

/**
 * The Command issued as the enemy ended its move, received (`effects`) or
 * failed (none; `unit` the unit it was issued to): the Status it gives first
 * (Covering Fire: On Lookout, rulebook p.30), then the Movement Step goes on to
 * its Reaction Step (rulebook p.24); after a free Advance, the Activation ends.
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
  delete state.enemyEndedMove;
  const events: GameEvent[] = [];
  const covering = unit === undefined ? undefined : state.units[unit];
  for (const effect of effects) {
    if (covering === undefined || effect.kind !== 'gainStatus') continue;
    if (effect.status !== 'onLookout' || covering.statuses.includes('onLookout')) continue;
    covering.statuses.push('onLookout');
    const text = `${armyUnit(setup, covering.id).name} Goes On Lookout (${name})`;
    events.push(event('onLookout', text, { unit: covering.id }));
  }
  if (waiting.freeAdvance === true) return [...events, ...endActivation(setup, state)];
  return [...events, ...reactOrAttack(setup, state, waiting.endsActivation)];
}
