import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import { revealOverchargeCard } from '../overcharge.js';
import type { GameState } from '../state.js';
import { type InterceptionNow, setInterception } from './interception-state.js';
import type { Interception } from './sortie-state.js';

/**
 * glossary: Overcharge — the Interception Sortie's attack declared Overcharged:
 * as it is made, before its first die is rolled, its General reveals and discards
 * the top card of their deck (the reveal's event), its Value kept with the
 * attack (`declared.overcharge`) while it waits before its re-rolls (rulebook
 * p.33), so that it is revealed once. The Interception Sortie as it is then.
 */
export function withOverchargeRevealed(
  setup: GameSetup,
  state: GameState,
  now: InterceptionNow,
): { readonly interception: Interception; readonly revealed: readonly GameEvent[] } {
  const { activation, interception, interceptor } = now;
  const declared = interception.declared;
  if (declared?.overcharge !== 'declared') return { interception, revealed: [] };
  const { value, revealed } = revealOverchargeCard(setup, state, interceptor);
  const kept = { ...interception, declared: { ...declared, overcharge: value } };
  setInterception(activation, kept);
  return { interception: kept, revealed: [revealed] };
}
