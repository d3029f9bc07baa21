import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  retaliationsToDeclare,
} from '@warroom/armoured-clash';
import { stateSeenBy } from './heuristic-view-state.js';
import { closeQuartersOverchargeGain } from './heuristic-close-quarters-overcharge.js';
import { OVERCHARGE_GAIN_VP } from './heuristic-overcharge.js';

/**
 * glossary: Precision, Overcharge on a Retaliation (rulebook p.28 step 3): the
 * defending General names the charging unit's Officer with Precision when the
 * Retaliation may (its loss Disorders the unit, rulebook p.35: a worse
 * Suppression Test should it lose the combat); it Overcharges when the exact
 * odds of the combat, the card weighed against its deck and the models its
 * Blanks cost, gain OVERCHARGE_GAIN_VP (heuristic-close-quarters-overcharge.ts).
 */
export function retaliationChoice(
  setup: GameSetup,
  view: PlayerView,
  decision: Decision,
  first: Extract<Choice, { kind: 'retaliate' }>,
): Choice {
  const due = retaliationsToDeclare(setup, stateSeenBy(view)).find(
    (r) => r.made.striker.id === first.unit,
  );
  const officer = due?.made.struck.officer;
  const gain =
    due?.overcharge === true ? closeQuartersOverchargeGain(setup, view, first.unit) : undefined;
  const declared: Extract<Choice, { kind: 'retaliate' }> =
    gain !== undefined && gain >= OVERCHARGE_GAIN_VP ? { ...first, overcharge: true } : first;
  if (due?.precision === true && officer !== undefined)
    return { ...declared, precision: [officer] };
  return declared === first ? (decision.options[0] ?? first) : declared;
}
