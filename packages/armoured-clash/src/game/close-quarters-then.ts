import { endActivation } from './activation-end.js';
import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

/**
 * After a Close Quarters Combat declared alone (closeQuartersAttack): the
 * Activation ends once the combat is over; while it waits before a strike's
 * re-rolls (rulebook p.33 Bonus Re-Rolls: `activation.closeQuarters`), it goes
 * on from the answer instead (game/commands/rerolls-go-on.ts).
 */
export function combatThenEnd(
  setup: GameSetup,
  state: GameState,
  fought: readonly GameEvent[],
): GameEvent[] {
  if (state.activation?.closeQuarters !== undefined) return [...fought];
  return [...fought, ...endActivation(setup, state)];
}
