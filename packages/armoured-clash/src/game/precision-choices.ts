import type { GameSetup } from './army.js';
import { backRankChoices, backRankModel } from './close-formation-ranks.js';
import { formationOf } from './formation.js';
import type { UnitState } from './state.js';

/**
 * glossary: Precision, a target in Close Formation: "models must still be
 * removed from the rear rank; however, this rule allows the Officer to be
 * targeted". The unit as it stands once the models chosen before (`picks`, in
 * order) are removed: each one chosen goes (rulebook p.34); the Officer
 * chosen stays and a back-rank model goes in its stead (p.35 Loss of an
 * Officer; the engine's default, backRankModel: the target's General's own
 * order is hidden from the attacking General). A model chosen again, or no
 * longer standing, changes nothing (the losses take a chosen model once).
 */
export function standingAfterPicks(target: UnitState, picks: readonly string[]): UnitState {
  let left = target;
  for (const [at, id] of picks.entries()) {
    if (picks.indexOf(id) < at || !left.models.some((m) => m.id === id)) continue;
    const removed = id === left.officer ? backRankModel(left) : undefined;
    const gone = removed?.id ?? id;
    left = { ...left, models: left.models.filter((m) => m.id !== gone) };
  }
  return left;
}

/**
 * glossary: Precision; rulebook p.34 Destroying Models, Close Formation: the
 * models the attacking General may choose next, once `picks` were chosen: the
 * models any loss may take next (backRankChoices: the back rank, or with a
 * single rank a model at either end of it, an Officer at an end leaving that
 * side no other model), as the unit stands after the picks before
 * (standingAfterPicks), and its Officer (p.35: its place is filled from the
 * back rank); none chosen before. A model in the middle of a single rank is
 * never among them: its loss would open a gap in the rank (p.14 Unit
 * Coherency).
 */
export function closeFormationPrecisionChoices(
  target: UnitState,
  picks: readonly string[],
): readonly string[] {
  const left = standingAfterPicks(target, picks);
  const back = backRankChoices(left).map((m) => m.id);
  const officer = left.models.some((m) => m.id === left.officer) ? [left.officer] : [];
  return [...officer, ...back.filter((id) => id !== left.officer)].filter(
    (id) => !picks.includes(id),
  );
}

/**
 * glossary: Precision: the models of `target` the attacking General may choose
 * next, once `picks` were chosen (in order): in Open Formation any model not
 * yet chosen; in Close Formation closeFormationPrecisionChoices.
 */
export function precisionChoices(
  setup: GameSetup,
  target: UnitState,
  picks: readonly string[],
): readonly string[] {
  if (formationOf(setup, target) === 'close') return closeFormationPrecisionChoices(target, picks);
  return target.models.map((m) => m.id).filter((id) => !picks.includes(id));
}
