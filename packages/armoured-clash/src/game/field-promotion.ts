import { EPSILON, withinDistance } from '@warroom/engine';
import { COHERENCY_DISTANCE } from '../battlefield/coherency.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { type AttackingUnit, reachOf } from './open-formation-losses.js';
import type { ModelState, UnitState } from './state.js';
import type { LossAsker } from './loss-choice-due.js';

/**
 * rulebook p.14 Unit Coherency: how many of the unit's models would stand
 * within 3" of `officer` were it the Officer (itself counted).
 */
function coherentAround(setup: GameSetup, unitState: UnitState, officer: ModelState): number {
  const unit = armyUnit(setup, unitState.id);
  const around = footprintOf(unit, officer);
  return unitState.models.filter((m) =>
    withinDistance(footprintOf(unit, m), around, COHERENCY_DISTANCE + EPSILON),
  ).length;
}

/**
 * rulebook p.35 Field Promotion: the survivors (`unitState`'s models) a Field
 * Promotion may pick: those that keep the most models in Unit Coherency (every
 * one of them when a choice keeps the whole unit coherent), in model order.
 */
export function keepingCoherency(setup: GameSetup, unitState: UnitState): readonly ModelState[] {
  const kept = unitState.models.map((m) => coherentAround(setup, unitState, m));
  const most = Math.max(...kept);
  return unitState.models.filter((_, i) => kept[i] === most);
}

/**
 * The engine's pick among `candidates` when the General named none of them:
 * the model farthest from the attacking unit (the last the attack's losses
 * reach), ties to the first in model order; with no attacking unit (losses of
 * the unit's own making), the first of them.
 */
function farthestFrom(
  setup: GameSetup,
  unitState: UnitState,
  candidates: readonly ModelState[],
  from: AttackingUnit | undefined,
): ModelState | undefined {
  if (from === undefined) return candidates[0];
  const reach = reachOf(setup, unitState, from);
  let chosen: ModelState | undefined;
  let farthest = Number.NEGATIVE_INFINITY;
  for (const model of candidates) {
    const d = reach.get(model.id) ?? Number.NEGATIVE_INFINITY;
    if (d > farthest + EPSILON) {
      chosen = model;
      farthest = d;
    }
  }
  return chosen;
}

/**
 * rulebook p.35 Loss of an Officer, Field Promotion: "the unit's General must
 * perform a Field Promotion by choosing a surviving model in the unit to
 * become its new Officer" (`unitState`: the survivors). Our reading: the
 * General chooses in advance, by its order of preference (`preference`, the
 * order given for the attack or its standing order): the survivor it names
 * last (the one it would lose last). The choice keeps the unit in Unit
 * Coherency (p.14: every model within 3" of the Officer) whenever a survivor
 * can: a named survivor that would leave models out is passed over for the
 * next one named, and when none named keeps as many models in coherency as
 * another survivor would, the engine's default decides: among the survivors
 * keeping the most models coherent, the one farthest from the attacking unit
 * `from` (the first of them with no attacking unit). Where the game is played
 * (`ask`: game/loss-choice-due.ts) and no order names one of several
 * survivors, the General is asked as the Officer is lost (decision
 * `fieldPromotion`), the default standing only where the choice does not
 * matter (game/loss-choice-matters.ts).
 */
export function fieldPromotion(
  setup: GameSetup,
  unitState: UnitState,
  from: AttackingUnit | undefined,
  preference: readonly string[] | undefined,
  ask?: LossAsker,
): ModelState | undefined {
  if (unitState.models.length === 0) return undefined;
  const candidates = keepingCoherency(setup, unitState);
  const named = [...(preference ?? [])].reverse();
  const preferred = named
    .map((id) => candidates.find((m) => m.id === id))
    .find((m) => m !== undefined);
  const asked =
    preferred === undefined && candidates.length > 1 && ask !== undefined
      ? ask({ kind: 'fieldPromotion', unit: unitState, among: candidates })
      : undefined;
  return preferred ?? asked ?? farthestFrom(setup, unitState, candidates, from);
}
