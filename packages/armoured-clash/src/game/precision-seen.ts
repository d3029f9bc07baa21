import type { Side } from '../battlefield/table.js';
import type { ActivationState } from './activation-state.js';
import type { GameState } from './state.js';
import { lossesSeenBy } from './losses-seen.js';

/**
 * The Activation as General `as` sees it: the models the active General chose
 * with Precision for its Close Quarters Attack (glossary: Precision) are its
 * own until the attack is made (the other General may be asked to Interfere
 * before, rulebook p.38); what the defending General declared for its
 * Retaliations (Precision, Overcharge: game/retaliation.ts) is its own too:
 * the active General sees only that each was declared; and the order of
 * losses the other General gave for an attack waiting (losses-seen.ts).
 */
export function activationSeenBy(state: GameState, as: Side): ActivationState | undefined {
  if (state.activation === undefined) return undefined;
  const activation = lossesSeenBy(state, state.activation, as);
  // Nothing hidden to leave out: the Activation as it is (a view is read only, as its units are).
  if (activation.closeQuartersPrecision === undefined && activation.retaliations === undefined) {
    return activation;
  }
  const { closeQuartersPrecision, retaliations, ...seen } = activation;
  const own = state.units[activation.unit]?.side === as;
  const retaliated =
    retaliations === undefined
      ? {}
      : {
          retaliations: own
            ? Object.fromEntries(Object.keys(retaliations).map((unit) => [unit, {}]))
            : retaliations,
        };
  return own && closeQuartersPrecision !== undefined
    ? { ...seen, ...retaliated, closeQuartersPrecision }
    : { ...seen, ...retaliated };
}
