import { EPSILON } from '@warroom/engine';
import { backRankChoices, backRankModel } from './close-formation-ranks.js';
import type { ModelState, UnitState } from './state.js';
import type { LossAsker } from './loss-choice-due.js';

/**
 * rulebook p.34 Destroying Models: the models the unit's General may choose
 * among for the next loss: in Open Formation those equally closest to the
 * attacking unit (`reach`, within EPSILON); in Close Formation, or with no
 * attacking unit, the back rank's (backRankChoices). `among`: the only models
 * that may be Destroyed (rulebook p.26 Exposed).
 */
export function lossCandidates(
  unitState: UnitState,
  reach: ReadonlyMap<string, number> | undefined,
  among?: readonly string[],
): readonly ModelState[] {
  if (reach === undefined) return backRankChoices(unitState, among);
  const allowed = unitState.models.filter((m) => among === undefined || among.includes(m.id));
  const distance = (m: ModelState): number => reach.get(m.id) ?? Number.POSITIVE_INFINITY;
  const closest = Math.min(...allowed.map(distance));
  return allowed.filter((m) => distance(m) <= closest + EPSILON);
}

/**
 * The model of `candidates` the owning General's declared order of preference
 * puts first (the models it would rather lose first); undefined when it names
 * none of them (the engine's default then stands).
 */
export function preferredLoss(
  candidates: readonly ModelState[],
  preference: readonly string[] | undefined,
): ModelState | undefined {
  if (preference === undefined || candidates.length < 2) return undefined;
  for (const id of preference) {
    const model = candidates.find((m) => m.id === id);
    if (model !== undefined) return model;
  }
  return undefined;
}

/**
 * rulebook p.35 Loss of an Officer, Close Formation: the back-rank model
 * removed in the Officer's stead, the General's choice: the first of the back
 * rank its `preference` names, else the General's answer where the game asks
 * (`ask`: game/loss-choice-due.ts), else the engine's default (backRankModel).
 */
export function steadOf(
  unitState: UnitState,
  preference: readonly string[] | undefined,
  ask?: LossAsker,
): ModelState | undefined {
  const among = backRankChoices(unitState);
  const preferred = preference && preferredLoss(among, preference);
  const asked =
    preferred === undefined && among.length > 1 && ask !== undefined
      ? ask({ kind: 'chooseLoss', unit: unitState, among })
      : undefined;
  return preferred ?? asked ?? backRankModel(unitState);
}
