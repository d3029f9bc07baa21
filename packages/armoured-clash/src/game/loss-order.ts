import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { backRankModel } from './close-formation-ranks.js';
import { type AttackingUnit, closestModel, reachOf } from './open-formation-losses.js';
import type { ModelState, UnitState } from './state.js';

/**
 * Who may be Destroyed, and who first. `among`: the only models that can be
 * Destroyed (rulebook p.26: an attack prioritising Exposed models). `first`:
 * the models the attacking General chose (glossary: Precision), Destroyed
 * first in that order while they stand.
 */
export interface LossChoice {
  readonly among?: readonly string[] | undefined;
  readonly first?: readonly string[] | undefined;
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
  return armyUnit(setup, unitState.id).formation === 'close' || from === undefined
    ? undefined
    : reachOf(setup, unitState, from);
}

/**
 * rulebook p.34 Destroying Models: the next model the losses take: one the
 * attacking General chose (Precision), else the closest to the attacking unit
 * (Open Formation, `reach`), else one of the back rank; undefined once no
 * model of `among` is left.
 */
export function nextLoss(
  unitState: UnitState,
  reach: ReadonlyMap<string, number> | undefined,
  choice: LossChoice,
): ModelState | undefined {
  const picked = choice.first?.find((id) => unitState.models.some((m) => m.id === id));
  const chosen = unitState.models.find((m) => m.id === picked);
  if (chosen !== undefined) return chosen;
  return reach === undefined
    ? backRankModel(unitState, choice.among)
    : closestModel(unitState, reach, choice.among);
}

/**
 * rulebook p.35 Loss of an Officer: how many losses of an attack from `from`
 * take the unit's Officer while a model is left (the unit is then Disordered
 * before its Suppression Test), in the order the game Destroys them; undefined
 * when only the last model would. For the exact odds (odds/attack-odds.ts).
 */
export function officerLostAfter(
  setup: GameSetup,
  unitState: UnitState,
  from: AttackingUnit | undefined,
  choice: LossChoice = {},
): number | undefined {
  const reach = lossReach(setup, unitState, from);
  let standing: UnitState = unitState;
  for (let losses = 1; losses < unitState.models.length; losses++) {
    const victim = nextLoss(standing, reach, choice);
    if (victim === undefined) return undefined;
    if (victim.id === unitState.officer) return losses;
    standing = { ...standing, models: standing.models.filter((m) => m !== victim) };
  }
  return undefined;
}
