import type { GameSetup } from './army.js';
import { backRankModel } from './close-formation-ranks.js';
import { formationOf } from './formation.js';
import { lossCandidates, preferredLoss } from './loss-preference.js';
import { type AttackingUnit, closestModel, reachOf } from './open-formation-losses.js';
import type { ModelState, UnitState } from './state.js';
import type { LossAsker } from './loss-choice-due.js';

/**
 * Who may be Destroyed, and who first. `among`: the only models that can be
 * Destroyed (rulebook p.26: an attack prioritising Exposed models). `first`:
 * the models the attacking General chose (glossary: Precision), Destroyed
 * first in that order while they stand.
 */
export interface LossChoice {
  readonly among?: readonly string[] | undefined;
  readonly first?: readonly string[] | undefined;
  /**
   * The owning General's order of preference (rulebook pp.34-35): of models
   * equally closest (Open Formation), of the back rank or the ends of a single
   * rank (Close Formation), the one it names first is Destroyed; a Field
   * Promotion goes to the survivor it names last (game/field-promotion.ts).
   * Models it does not name follow the engine's default.
   */
  readonly preference?: readonly string[] | undefined;
}

/**
 * How far each model stands from the attacking unit, measured once before the
 * losses (rulebook p.34: Open Formation); undefined when the losses are taken
 * from the back rank (Close Formation, or no attacking unit).
 */
export function lossReach(
  setup: GameSetup,
  unitState: UnitState,
  from: AttackingUnit | undefined,
): ReadonlyMap<string, number> | undefined {
  return formationOf(setup, unitState) === 'close' || from === undefined
    ? undefined
    : reachOf(setup, unitState, from);
}

/**
 * rulebook p.34 Destroying Models: the next model the losses take: one the
 * attacking General chose (Precision), else the closest to the attacking unit
 * (Open Formation, `reach`), else one of the back rank, the owning General's
 * `preference` deciding among equal ones, else its answer where the game asks
 * (`ask`: game/loss-choice-due.ts; the engine's default otherwise:
 * closestModel, backRankModel); undefined once no model of `among` is left.
 */
export function nextLoss(
  unitState: UnitState,
  reach: ReadonlyMap<string, number> | undefined,
  choice: LossChoice,
  ask?: LossAsker,
): ModelState | undefined {
  const picked = choice.first?.find((id) => unitState.models.some((m) => m.id === id));
  const chosen = unitState.models.find((m) => m.id === picked);
  if (chosen !== undefined) return chosen;
  const { preference } = choice;
  const among =
    preference === undefined && ask === undefined
      ? []
      : lossCandidates(unitState, reach, choice.among);
  const preferred = preference && preferredLoss(among, preference);
  if (preferred !== undefined) return preferred;
  const asked =
    ask !== undefined && among.length > 1
      ? ask({ kind: 'chooseLoss', unit: unitState, among })
      : undefined;
  if (asked !== undefined) return asked;
  return reach === undefined
    ? backRankModel(unitState, choice.among)
    : closestModel(unitState, reach, choice.among);
}
