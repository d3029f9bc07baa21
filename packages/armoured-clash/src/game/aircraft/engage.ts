import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import { rangedAttack } from '../ranged-attack.js';
import type { GameState } from '../state.js';
import { toEscape } from './escape.js';
import { sortieAt } from './sortie-flow.js';

/**
 * rulebook p.51 C. Engage Step: the active unit makes a Ranged Attack (p.26;
 * or, holding, none), then its Escape Step.
 */
export function engage(
  setup: GameSetup,
  state: GameState,
  choice: { readonly kind: 'rangedAttack'; readonly target: string } | { readonly kind: 'hold' },
): GameEvent[] {
  const { activation } = sortieAt(state, 'engage');
  const unit = state.units[activation.unit];
  if (unit === undefined) return [];
  const events =
    choice.kind === 'rangedAttack' ? rangedAttack(setup, state, unit, choice.target, false) : [];
  return [...events, ...toEscape(setup, state)];
}
