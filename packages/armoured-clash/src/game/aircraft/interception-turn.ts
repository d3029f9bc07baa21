import {
  EPSILON,
  type Point,
  type Shape,
  closestPointOnSegment,
  distance,
  forEachEdge,
  footprintObstacle,
  nearestBoundaryPoint,
  overlaps,
  point,
  rotate,
  subtract,
  translate,
  withinDistance,
} from '@warroom/engine';
import { COHERENCY_DISTANCE } from '../../battlefield/coherency.js';
import type { ArmyUnit } from '../army.js';
import { footprintOf } from '../army-unit.js';
import type { ModelState } from '../state.js';

/** A model with its Footprint where it stands. */
interface Placed {
  readonly model: ModelState;
  readonly footprint: Shape;
}

/**
 * glossary: Interceptor — "this unit's General rotates its Officer so that it
 * is facing the Active enemy unit's Officer, then rotates every other model in
 * this unit to face the same direction". Our reading, as a player does it at
 * the table: each model turns where it stands (the Officer first, then the
 * others in the unit's order). A model that, turned, would overlap a model of
 * its unit already turned or a model of another unit (`others`: their
 * Footprints) — a non-round Footprint turned on the spot can, and rulebook
 * p.10 Footprints says "A model can never be placed so that its Footprint
 * overlaps that of another model" (p.16 Moving a Unit: models "must end the
 * move so that their Footprints are not overlapping") — is then slid
 * the least distance that clears every one of them while it stays within 3"
 * of the Officer (p.14 Unit Coherency), In Contact at most: the nearest of
 * the places just clear of one model (its edge) that overlaps none. Should no such
 * place be found, the whole unit turns as a block about the Officer's centre
 * point instead (its models keep their places relative to the Officer, so
 * they stay apart and in coherency, as they stood).
 */
export function turnedToIntercept(
  profile: ArmyUnit,
  models: readonly ModelState[],
  officerId: string,
  facing: number,
  others: readonly Shape[] = [],
): ModelState[] {
  const officer = models.find((m) => m.id === officerId);
  if (officer === undefined) return models.map((m) => ({ ...m, facing }));
  const turnedOfficer = { ...officer, facing };
  const placed: Placed[] = [
    { model: turnedOfficer, footprint: footprintOf(profile, turnedOfficer) },
  ];
  for (const model of models) {
    if (model.id === officerId) continue;
    const turned = clearOf(profile, { ...model, facing }, placed, others);
    if (turned === undefined) return turnedAsBlock(models, officer, facing);
    placed.push({ model: turned, footprint: footprintOf(profile, turned) });
  }
  const at = new Map(placed.map((p) => [p.model.id, p.model]));
  return models.map((m) => at.get(m.id) ?? { ...m, facing });
}

/**
 * The model where it stands, or slid the least distance to a place clear of
 * every model `placed` and `others` and within coherency of the Officer (the first placed);
 * undefined when no such place is found. The places tried, nearest first, are
 * those just clear of each model (on each edge of the area its centre cannot
 * enter: placesJustClear).
 */
function clearOf(
  profile: ArmyUnit,
  model: ModelState,
  placed: readonly Placed[],
  others: readonly Shape[],
): ModelState | undefined {
  const footprint = footprintOf(profile, model);
  const standing = [...placed.map((p) => p.footprint), ...others];
  const overlapped = standing.filter((s) => overlaps(s, footprint));
  if (overlapped.length === 0) return model;
  const centre = point(model.x, model.y);
  const aroundCentre = translate(footprint, point(-model.x, -model.y));
  const candidates = standing
    .flatMap((s) => placesJustClear(footprintObstacle(s, aroundCentre), centre))
    .sort((a, b) => distance(a, centre) - distance(b, centre));
  const officer = placed[0]?.footprint;
  for (const at of candidates) {
    const slid = { ...model, x: at.x, y: at.y };
    const shape = footprintOf(profile, slid);
    const coherent =
      officer !== undefined && withinDistance(shape, officer, COHERENCY_DISTANCE + EPSILON);
    if (coherent && !standing.some((s) => overlaps(s, shape))) return slid;
  }
  return undefined;
}

/**
 * The places nearest `centre` on each edge of the area a model's centre cannot
 * enter without overlapping a Footprint (footprintObstacle): each just clear of it.
 */
function placesJustClear(obstacle: Shape, centre: Point): Point[] {
  if (obstacle.kind === 'circle') return [nearestBoundaryPoint(obstacle, centre)];
  const places: Point[] = [];
  forEachEdge(obstacle.points, (a, b) => places.push(closestPointOnSegment(centre, a, b)));
  return places;
}

/** The unit turned about its Officer's centre point until the Officer faces `facing`, every model with it. */
function turnedAsBlock(
  models: readonly ModelState[],
  officer: ModelState,
  facing: number,
): ModelState[] {
  const by = facing - officer.facing;
  const pivot: Point = point(officer.x, officer.y);
  return models.map((m) => {
    const at = rotate(subtract(point(m.x, m.y), pivot), by);
    return { ...m, x: pivot.x + at.x, y: pivot.y + at.y, facing };
  });
}
