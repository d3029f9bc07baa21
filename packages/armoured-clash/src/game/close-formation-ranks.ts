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

/** The models of `unitState` that `among` allows (all of them when undefined). */
function allowedOf(unitState: UnitState, among: readonly string[] | undefined): ModelState[] {
  return unitState.models.filter((m) => among === undefined || among.includes(m.id));
}

/**
 * rulebook p.34 Destroying Models, Close Formation: the models at either end of
 * the rank, when the unit stands in a single rank (its Officer's); the Officer
 * counts, so an Officer at an end leaves that end to itself. Of the two ends,
 * those whose loss keeps the Officer the centre (officerKeepsCentre). Empty
 * with several ranks. `among`: the only models that may be taken (rulebook
 * p.26: an attack prioritising Exposed models ignores the others): the rank's
 * ends among them, else the ends of those models as they stand.
 */
function singleRankEnds(unitState: UnitState, among?: readonly string[]): readonly string[] {
  const rank = rearRank(unitState);
  if (!rank.includes(unitState.officer)) return [];
  const local = inOfficersFrame(unitState);
  const keepsCentre = officerKeepsCentre(unitState, rank, local);
  const inRank = (models: readonly ModelState[]) => models.filter((m) => rank.includes(m.id));
  const allowed = inRank(allowedOf(unitState, among));
  // The rank's own ends the attack may take (the Officer only as the last), those keeping the Officer the centre first.
  const takenLast = (m: ModelState) => m.id !== unitState.officer || allowed.length === 1;
  const ends = endsOf(inRank(unitState.models), local).filter(
    (m) => allowed.includes(m) && takenLast(m),
  );
  const centred = ends.filter((m) => keepsCentre(local(m).y));
  if (centred.length > 0) return centred.map((m) => m.id);
  if (ends.length > 0) return ends.map((m) => m.id);
  // Neither end may be taken (p.26: not Exposed): the ends of the models it may take.
  return endsOf(allowed, local).map((m) => m.id);
}

/** The models at either end of `models` standing in one rank, across the Officer's frame. */
function endsOf(models: readonly ModelState[], local: (m: ModelState) => Point): ModelState[] {
  const aside = models.map((m) => local(m).y);
  const left = Math.max(...aside);
  const right = Math.min(...aside);
  return models.filter((m) => {
    const y = local(m).y;
    return Math.abs(y - left) <= EPSILON || Math.abs(y - right) <= EPSILON;
  });
}

/**
 * rulebook p.35 Loss of an Officer: "the Officer always occupies the centre of
 * the front rank". Our reading of p.34's "a model at one end of the rank,
 * chosen by the unit's General": an end whose loss keeps the Officer the
 * centre of the rank (as near it as the rank's models allow), so an end may
 * go only from a side with at least as many models beside the Officer as the
 * other (of four, #4 #2 Officer #3, only #4; of five, either end). Counted
 * over the whole rank, whichever models an attack may take.
 */
function officerKeepsCentre(
  unitState: UnitState,
  rank: readonly string[],
  local: (m: ModelState) => Point,
): (y: number) => boolean {
  let onLeft = 0;
  let onRight = 0;
  for (const model of unitState.models) {
    if (!rank.includes(model.id) || model.id === unitState.officer) continue;
    const y = local(model).y;
    if (y > EPSILON) onLeft++;
    else if (y < -EPSILON) onRight++;
  }
  return (y) => (y > EPSILON ? onLeft >= onRight : y < -EPSILON ? onRight >= onLeft : true);
}

/**
 * rulebook p.34 Destroying Models, Close Formation: the models that may be
 * removed next, the General's choice (the one rule for every loss, the model
 * in a lost Officer's stead and Precision's picks): every model of the back
 * rank; with a single rank (the Officer's own), a model at either end of it
 * (singleRankEnds: an Officer at an end leaves that end to itself, so the
 * model beside it is never offered and the rank never opens a gap, p.14 Unit
 * Coherency). Never the Officer while another of `among` remains (p.35 Loss
 * of an Officer).
 */
export function backRankChoices(
  unitState: UnitState,
  among?: readonly string[],
): readonly ModelState[] {
  const allowed = allowedOf(unitState, among);
  const candidates = allowed.filter((m) => m.id !== unitState.officer || allowed.length === 1);
  const ends = singleRankEnds(unitState, among);
  if (ends.length === 0) return rearmost(unitState, candidates);
  return candidates.filter((m) => ends.includes(m.id));
}

/**
 * rulebook p.34 Destroying Models, Close Formation: the engine's choice among
 * backRankChoices when the General gave none: the model farthest from the
 * Officer's centre line (an end of the rank), ties to the first in model
 * order. `among`: the models that may be Destroyed (rulebook p.26: the
 * Exposed ones, when the attack prioritises them); the Officer too when it is
 * the last of them.
 */
export function backRankModel(
  unitState: UnitState,
  among?: readonly string[],
): ModelState | undefined {
  const local = inOfficersFrame(unitState);
  let chosen: ModelState | undefined;
  let widest = Number.NEGATIVE_INFINITY;
  for (const model of backRankChoices(unitState, among)) {
    const aside = Math.abs(local(model).y);
    if (aside > widest + EPSILON) {
      chosen = model;
      widest = aside;
    }
  }
  return chosen;
}
