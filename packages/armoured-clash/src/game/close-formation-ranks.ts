import { EPSILON, type Point, point, rotate } from '@warroom/engine';
import type { ModelState, UnitState } from './state.js';

/** How far behind the rearmost model a model may stand and still be in the rear rank, in inches. */
const SAME_RANK = 0.01;

/** Where a model stands in its Officer's frame: x forwards, y to the Officer's left. */
function inOfficersFrame(unit: UnitState): (m: ModelState) => Point {
  const officer = unit.models.find((m) => m.id === unit.officer) ?? unit.models[0];
  const origin = point(officer?.x ?? 0, officer?.y ?? 0);
  return (m) => rotate(point(m.x - origin.x, m.y - origin.y), -(officer?.facing ?? 0));
}

/** The models of `models` in the rearmost rank, measured in the Officer's frame. */
function rearmost(unit: UnitState, models: readonly ModelState[]): ModelState[] {
  const local = inOfficersFrame(unit);
  const behind = Math.min(...models.map((m) => local(m).x));
  return models.filter((m) => local(m).x <= behind + SAME_RANK);
}

/**
 * rulebook p.34 Close Formation: the models of the rear rank, measured in the
 * Officer's frame (the Officer keeps the centre of the front rank).
 */
export function rearRank(unit: UnitState): readonly string[] {
  return rearmost(unit, unit.models).map((m) => m.id);
}

/**
 * rulebook p.34 Destroying Models, Close Formation: one model in the back rank,
 * chosen by the unit's General; with a single rank, a model at one end of it.
 * The engine's choice until it becomes the General's decision: the model of the
 * back rank farthest from the Officer's centre line (an end of the rank), ties
 * to the first in model order. Never the Officer while another model remains
 * (p.35 Loss of an Officer). `among`: the models that may be Destroyed
 * (rulebook p.26: the Exposed ones, when the attack prioritises them); the
 * Officer too when it is the last of them.
 */
export function backRankModel(
  unitState: UnitState,
  among?: readonly string[],
): ModelState | undefined {
  const allowed = unitState.models.filter((m) => among === undefined || among.includes(m.id));
  const candidates = allowed.filter((m) => m.id !== unitState.officer || allowed.length === 1);
  if (candidates.length === 0) return undefined;
  const local = inOfficersFrame(unitState);
  let chosen: ModelState | undefined;
  let widest = Number.NEGATIVE_INFINITY;
  for (const model of rearmost(unitState, candidates)) {
    const aside = Math.abs(local(model).y);
    if (aside > widest + EPSILON) {
      chosen = model;
      widest = aside;
    }
  }
  return chosen;
}

/**
 * rulebook p.34 Destroying Models, Close Formation: the models the unit's
 * General may choose among for the next loss, every model of the back rank; with
 * a single rank (the Officer's own), a model at either end of it. Never the
 * Officer while another of `among` remains (p.35 Loss of an Officer).
 */
export function backRankChoices(
  unitState: UnitState,
  among?: readonly string[],
): readonly ModelState[] {
  const allowed = unitState.models.filter((m) => among === undefined || among.includes(m.id));
  const candidates = allowed.filter((m) => m.id !== unitState.officer || allowed.length === 1);
  if (candidates.length === 0) return [];
  const back = rearmost(unitState, candidates);
  if (!rearRank(unitState).includes(unitState.officer)) return back;
  const local = inOfficersFrame(unitState);
  const aside = back.map((m) => local(m).y);
  const left = Math.max(...aside);
  const right = Math.min(...aside);
  return back.filter((m) => {
    const y = local(m).y;
    return Math.abs(y - left) <= EPSILON || Math.abs(y - right) <= EPSILON;
  });
}

/**
 * rulebook p.34 Destroying Models: the models at either end of the rank, when
 * the unit stands in a single rank (its Officer's); the Officer counts, so an
 * Officer at an end leaves that end to itself. Empty with several ranks.
 */
export function singleRankEnds(unitState: UnitState): readonly string[] {
  if (!rearRank(unitState).includes(unitState.officer)) return [];
  const local = inOfficersFrame(unitState);
  const aside = unitState.models.map((m) => local(m).y);
  const left = Math.max(...aside);
  const right = Math.min(...aside);
  return unitState.models
    .filter((m) => {
      const y = local(m).y;
      return Math.abs(y - left) <= EPSILON || Math.abs(y - right) <= EPSILON;
    })
    .map((m) => m.id);
}
