import { endActivation } from './activation-end.js';
import type { GameSetup } from './army.js';
import { goOnAttacking } from './commands/attacks-in-turn.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

/**
 * After the Attack Step's Close Quarters Combat (rulebook pp.28-29) or the
 * Demolition rolled instead of it (glossary: Demolition), whether it was just
 * declared or resumes once its General answered the wait before a roll's
 * re-rolls (rulebook p.33 Bonus Re-Rolls, game/commands/rerolls-go-on.ts):
 * while it waits (`activation.closeQuarters`, `activation.demolition` kept),
 * nothing follows; once it is over, an All-Out Attack's Ranged Attacks
 * declared are made (commands/attacks-in-turn.ts), or the Activation ends.
 */
export function closeQuartersThen(
  setup: GameSetup,
  state: GameState,
  fought: readonly GameEvent[],
): GameEvent[] {
  const activation = state.activation;
  if (activation?.closeQuarters !== undefined || activation?.demolition !== undefined) {
    return [...fought];
  }
  const then =
    activation?.attacksDeclared === undefined
      ? endActivation(setup, state)
      : goOnAttacking(setup, state);
  return [...fought, ...then];
}
