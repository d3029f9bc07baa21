import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import { rangedAttack } from '../ranged-attack.js';
import type { GameState } from '../state.js';
import { toEscape } from './escape.js';
import { sortieAt } from './sortie-flow.js';

/**
 * rulebook p.51 C. Engage Step: the active unit makes a Ranged Attack (p.26;
 * or, holding, none; with `precision`, glossary: Precision, the models its
 * General chose), then its Escape Step.
 */
export function engage(
  setup: GameSetup,
  state: GameState,
  choice:
    | {
        readonly kind: 'rangedAttack';
        readonly target: string;
        readonly precision?: readonly string[] | undefined;
      }
    | { readonly kind: 'hold' },
): GameEvent[] {
  const { activation } = sortieAt(state, 'engage');
  const unit = state.units[activation.unit];
  if (unit === undefined) return [];
  // glossary: Precision — the models the attacking General chose, as in the Attack Step.
  const precision = choice.kind === 'rangedAttack' ? choice.precision : undefined;
  const declared = precision === undefined ? {} : { precision };
  const events =
    choice.kind === 'rangedAttack'
      ? rangedAttack(setup, state, unit, choice.target, false, false, undefined, false, declared)
      : [];
  return [...events, ...toEscape(setup, state)];
}
