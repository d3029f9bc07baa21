import { MAX_CARD_VALUE } from '../../cards/card-values.js';
import type { GameSetup } from '../army.js';
import type { PendingCommand } from '../commands/pending-command.js';
import type { GameState } from '../state.js';
import { unitStep } from '../unit-rules.js';

/**
 * The Value a card counts as once a Special Command's own rules are read
 * (`value`: as played, game/commands/card-value.ts): for an Intercept, the
 * Incoming unit's rules add to the card issuing it (game step
 * interceptCardValue), the active enemy unit's rules to the cards Interfering
 * with it (game step interceptInterferenceValue; glossary: Tail Gunner (X)),
 * to at most 12.
 */
export function specialValue(
  setup: GameSetup,
  state: GameState,
  pending: PendingCommand,
  card: 'issued' | 'interfering',
  value: number,
): number {
  const active = state.activation?.unit;
  if (pending.special !== 'intercept' || active === undefined) return value;
  const bonus =
    card === 'issued'
      ? unitStep(setup, pending.unit, 'interceptCardValue', 0)
      : unitStep(setup, active, 'interceptInterferenceValue', 0);
  return Math.min(value + bonus, MAX_CARD_VALUE);
}
