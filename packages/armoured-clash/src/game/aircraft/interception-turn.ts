import {
  EPSILON,
  type Point,
  type Shape,
  circle,
  distance,
  insideRegion,
  outline,
  overlaps,
  point,
  rotate,
  subtract,
  translate,
  withinDistance,
} from '@warroom/engine';
import { type BattlefieldSize, battlefieldArea } from '../../battlefield/battlefield.js';
import { COHERENCY_DISTANCE } from '../../battlefield/coherency.js';
import type { ArmyUnit } from '../army.js';
import { footprintOf } from '../army-unit.js';
import type { ModelState } from '../state.js';
import {
  type Room,
  keepingClearOf,
  keepingOnTheBattlefield,
  keepingWithin,
  nearestPlace,
} from './interception-turn-places.js';

/** What the interceptor turns among: the battlefield, and the Footprints of every model of other units on it. */
interface TurnSurroundings {
  readonly battlefield: BattlefieldSize;
  readonly others: readonly Shape[];
}

/** One unit's turn to face the Active enemy unit's Officer: what either way of turning needs. */
interface TurnOfUnit {
  readonly profile: ArmyUnit;
  readonly models: readonly ModelState[];
  readonly officer: ModelState;
  readonly facing: number;
  readonly around: TurnSurroundings;
}

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
 * others in the unit's order). A non-round Footprint turned on its spot can
 * come to overlap another model or reach past the table edge, and rulebook
 * p.10 Footprints says "A model can never be placed so that its Footprint
 * overlaps that of another model" (p.16 Moving a Unit: models "must end the
 * move so that their Footprints are not overlapping"; p.8 The Battlefield is
 * "the area ... in which the game takes place", left only where a rule says
 * so, as p.51's Escape Step does). Such a model is slid the least distance that puts it wholly on the
 * battlefield, clear of every model of other units and of its own already
 * turned: an Officer no farther than its Footprint is long (farther would be
 * a move, not a turn), every other model within 3" of the Officer (p.14 Unit
 * Coherency), In Contact at most. Should one of them find no such place, the
 * whole unit turns as a block about the Officer's centre point (its models
 * keep their places relative to the Officer, so they stay apart and in
 * coherency, as they stood), if that block is wholly on the battlefield and
 * clear of other units' models. Should neither turn be possible, the unit
 * keeps its facing and makes its sortie as it stands: the rules give no other
 * way to put it, and where it stands it is placed as p.10 asks.
 */
export function turnedToIntercept(
  profile: ArmyUnit,
  models: readonly ModelState[],
  officerId: string,
  facing: number,
  around: TurnSurroundings,
): ModelState[] {
  const officer = models.find((m) => m.id === officerId);
  if (officer === undefined) return models.slice();
  const turn: TurnOfUnit = { profile, models, officer, facing, around };
  return eachTurned(turn) ?? turnedAsBlock(turn) ?? models.slice();
}

/** Each model turned on its spot, slid where it must be (turnedToIntercept); undefined when one finds no place. */
function eachTurned(turn: TurnOfUnit): ModelState[] | undefined {
  const { profile, models, officer, facing, around } = turn;
  const turnedOfficer = slidClear(profile, { ...officer, facing }, around, undefined);
  if (turnedOfficer === undefined) return undefined;
  const officerShape = footprintOf(profile, turnedOfficer);
  const placed: Placed[] = [{ model: turnedOfficer, footprint: officerShape }];
  for (const model of models) {
    if (model.id === officer.id) continue;
    const standing = { ...around, others: [...placed.map((p) => p.footprint), ...around.others] };
    const turned = slidClear(profile, { ...model, facing }, standing, officerShape);
    if (turned === undefined) return undefined;
    placed.push({ model: turned, footprint: footprintOf(profile, turned) });
  }
  const at = new Map(placed.map((p) => [p.model.id, p.model]));
  return models.map((m) => at.get(m.id) ?? m);
}

/** Whether a Footprint is wholly on the battlefield and overlaps none of `others`. */
function standsClear(shape: Shape, around: TurnSurroundings): boolean {
  return (
    insideRegion(shape, battlefieldArea(around.battlefield)) &&
    !around.others.some((s) => overlaps(s, shape))
  );
}

/** The greatest distance across a Footprint. */
function lengthOf(shape: Shape): number {
  const corners = outline(shape);
  return Math.max(...corners.flatMap((c) => corners.map((d) => distance(c, d))));
}

/**
 * The model where it stands, or slid the least distance to a place wholly on
 * the battlefield and clear of `around.others`: within 3" of the Officer's
 * Footprint `officer` (rulebook p.14: a unit that moves keeps its Unit
 * Coherency, so a model its turn took farther is slid back too), or (the
 * Officer itself, `officer` undefined) no farther than its Footprint is long.
 * Undefined when there is no such place.
 */
function slidClear(
  profile: ArmyUnit,
  model: ModelState,
  around: TurnSurroundings,
  officer: Shape | undefined,
): ModelState | undefined {
  const footprint = footprintOf(profile, model);
  const coherent = (shape: Shape): boolean =>
    officer === undefined || withinDistance(shape, officer, COHERENCY_DISTANCE + EPSILON);
  if (coherent(footprint) && standsClear(footprint, around)) return model;
  const centre = point(model.x, model.y);
  const aroundCentre = translate(footprint, point(-model.x, -model.y));
  const reach =
    officer === undefined
      ? circle(centre, lengthOf(footprint))
      : keepingWithin(officer, aroundCentre, COHERENCY_DISTANCE);
  const farthest = Math.max(...outline(reach).map((p) => distance(p, centre)));
  const near = around.others.filter((s) => withinDistance(s, footprint, farthest));
  const room: Room = {
    within: [keepingOnTheBattlefield(around.battlefield, aroundCentre), reach],
    clearOf: near.map((s) => keepingClearOf(s, aroundCentre)),
  };
  const nearby = { ...around, others: near };
  const at = nearestPlace(room, centre, (p) => {
    const shape = footprintOf(profile, { ...model, x: p.x, y: p.y });
    return coherent(shape) && standsClear(shape, nearby);
  });
  return at === undefined ? undefined : { ...model, x: at.x, y: at.y };
}

/**
 * The unit turned about its Officer's centre point until the Officer faces
 * `facing`, every model with it; undefined when a model would then stand past
 * the table edge or over another unit's model.
 */
function turnedAsBlock(turn: TurnOfUnit): ModelState[] | undefined {
  const { profile, models, officer, facing, around } = turn;
  const by = facing - officer.facing;
  const pivot: Point = point(officer.x, officer.y);
  const turned = models.map((m) => {
    const at = rotate(subtract(point(m.x, m.y), pivot), by);
    return { ...m, x: pivot.x + at.x, y: pivot.y + at.y, facing };
  });
  return turned.every((m) => standsClear(footprintOf(profile, m), around)) ? turned : undefined;
}
