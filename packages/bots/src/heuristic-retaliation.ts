import {
  type Choice,
  type Decision,
  type GameSetup,
  type PlayerView,
  retaliationsToDeclare,
} from '@warroom/armoured-clash';
import { stateSeenBy } from './heuristic-view-state.js';

/**
 * glossary: Precision, Overcharge on a Retaliation (rulebook p.28 step 3): the
 * defending General names the charging unit's Officer with Precision when the
 * Retaliation may (its loss Disorders the unit, rulebook p.35: a worse
 * Suppression Test should it lose the combat); it does not Overcharge (the
 * Blanks' Damage to its own unit is not weighed, as with its other attacks).
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
  return due?.precision === true && officer !== undefined
    ? { ...first, precision: [officer] }
    : (decision.options[0] ?? first);
}
