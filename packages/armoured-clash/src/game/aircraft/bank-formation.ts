import { overlaps } from '@warroom/engine';
import type { ArmyUnit } from '../army.js';
import { footprintOf } from '../army-unit.js';
import { IllegalChoice } from '../rule-error.js';
import type { ModelState } from '../state.js';

/** The rules a Bank that leaves the unit's own models overlapping breaks. */
export const BANK_FOOTPRINTS = 'glossary: Bank (X"), rulebook p.10 Footprints, p.16 Moving a Unit';

/** The rules an Approach whose Brake Turn leaves the unit's own models overlapping breaks. */
export const BRAKE_TURN_FOOTPRINTS =
  'glossary: Brake Turn, rulebook p.10 Footprints, p.16 Moving a Unit';

/** The last manoeuvre of the move that turned the models on their own spots: what the refusal names. */
export type FormationTurn = 'Bank' | 'Brake Turn';

/** The rule broken and the words for where the models end, by the manoeuvre that turned them. */
const ENDING: Readonly<Record<FormationTurn, { rule: string; ends: string }>> = {
  Bank: { rule: BANK_FOOTPRINTS, ends: 'its Bank' },
  'Brake Turn': { rule: BRAKE_TURN_FOOTPRINTS, ends: 'its Approach after its Brake Turn' },
};

/**
 * glossary: Bank (X") and Brake Turn turn each model on its own spot, which can
 * bring two models of the unit into each other; but "A model can never be
 * placed so that its Footprint overlaps that of another model" (rulebook p.10
 * Footprints) and models "must end the move so that their Footprints are not
 * overlapping" (rulebook p.16 Moving a Unit). Our reading: the unit's models
 * where its Approach Step ends (after its Brake Turn and its Bank, whichever it
 * made: approach-flight.ts), and where a Bank at the start of the Escape Step
 * ends (a move of its own: bank.ts `bankFlight`), are checked: no two of them
 * may overlap. The places on the way are not checked (Flying models pass
 * through models), nor the end of the Escape Step, which is off the
 * battlefield (a Brake Turn during the Escape needs no check). Other units'
 * models are checked where the Approach ends (approach-clearance.ts).
 * `turn` is the last manoeuvre made, which the refusal names.
 */
export function checkFormation(
  unit: ArmyUnit,
  end: readonly ModelState[],
  turn: FormationTurn,
): void {
  const footprints = end.map((model) => ({ model, footprint: footprintOf(unit, model) }));
  for (const [i, a] of footprints.entries()) {
    const b = footprints.slice(i + 1).find((other) => overlaps(a.footprint, other.footprint));
    if (b !== undefined) {
      const { rule, ends } = ENDING[turn];
      throw new IllegalChoice(
        rule,
        `${unit.name}: ${a.model.id} would end ${ends} overlapping ${b.model.id}, a model of its own unit`,
      );
    }
  }
}
