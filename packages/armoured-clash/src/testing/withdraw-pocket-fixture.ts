import { type Shape, convexPolygon } from '@warroom/engine';
import type { GameSetup } from '../game/army.js';
import type { GameState, UnitState } from '../game/state.js';
import { opened } from './clash-fixture.js';
import { skirmish } from './game-fixture.js';

const NORTH = Math.PI / 2;

/** A rectangle x0..x1, y0..y1. */
export type Box = readonly [number, number, number, number];

/** The corners of `box`, anticlockwise from (x0, y0). */
const cornersOf = ([x0, y0, x1, y1]: Box): [number, number][] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

/** `box` as a shape. */
const boxShape = (box: Box): Shape => convexPolygon(cornersOf(box).map(([x, y]) => ({ x, y })));

/** The skirmish's 36"×36" battlefield. */
export const FIELD = boxShape([0, 0, 36, 36]);

/** A Size 3 piece of terrain with `features` over `box`, as scenario files describe it. */
export function terrainBlock(
  id: string,
  features: string[],
  box: Box,
): GameSetup['terrain'][number] {
  return { id, name: id, size: 3, features, area: { polygon: cornersOf(box) } };
}

/** Impassable Terrain (rulebook p.41) over `box`. */
export const wall = (id: string, box: Box): GameSetup['terrain'][number] =>
  terrainBlock(id, ['impassable'], box);

/**
 * A pocket of walls round (4, 32), 2" wide inside: west x 2.6-3, north
 * y 32.6-33, east x 5-5.4, the west and east walls running south to `south`.
 */
export function pocket(south: number): readonly [string, Box][] {
  return [
    ['west wall', [2.6, south, 3, 33]],
    ['north wall', [2.6, 32.6, 5.4, 33]],
    ['east wall', [5, south, 5.4, 33]],
  ];
}

/** The pocket's walls as shapes. */
export const pocketShapes = (south: number): Shape[] =>
  pocket(south).map(([, box]) => boxShape(box));

/** The skirmish with the pocket's walls. */
export function walled(south: number): GameSetup {
  const base = skirmish();
  return {
    ...base,
    terrain: [...base.terrain, ...pocket(south).map(([id, box]) => wall(id, box))],
  };
}

/** A Close Quarters Combat B's rifles lost: the state, the loser and the winner. */
export interface LostCombat {
  readonly state: GameState;
  readonly loser: UnitState;
  readonly winner: UnitState;
}

/** The rank B's rifles and A's rifles stand in: y 32 and y 31. */
const LOSER_RANK = 32;
const WINNER_RANK = 31;

/**
 * B's rifles in one rank at y 32 facing south, their models at `loserXs`; A's
 * rifles in contact south of them at y 31, at `winnerXs`.
 */
function lostAt(
  setup: GameSetup,
  loserXs: readonly number[],
  winnerXs: readonly number[],
): LostCombat {
  const state = opened(setup);
  const loser = state.units['b-rifles']!;
  loser.models = loser.models.map((m, i) => ({
    ...m,
    x: loserXs[i]!,
    y: LOSER_RANK,
    facing: -NORTH,
  }));
  const winner = state.units['a-rifles']!;
  winner.models = winner.models.map((m, i) => ({ ...m, x: winnerXs[i]!, y: WINNER_RANK }));
  return { state, loser, winner };
}

/**
 * B's rifles (Close Formation, 1" bases) in one rank at y 32 facing south, #2
 * #1 #3 #4 #5 from x 9 to 12 (the Officer #1 at x 10), and #6 in the pocket
 * at (4, 32); A's rifles in contact south of the rank at y 31, their Officer
 * at x 10: B's rifles lost the Close Quarters Combat and Withdraw north, the
 * Officer to (10, 35).
 */
export function lostBesidePocket(setup: GameSetup): LostCombat {
  return lostAt(setup, [10, 9, 11, 12, 13, 4], [10, 9, 11, 12, 13, 8]);
}

/**
 * B's six rifles (Close Formation, 1" bases) in one rank at y 32 facing south,
 * #6 #4 #2 #1 #3 #5 from x 7 to 12, the Officer #1 at x 10; A's rifles in
 * contact south of them at y 31 facing north, their Officer at x 10: B's
 * rifles lost the Close Quarters Combat and Withdraw north, the Officer to
 * (10, 35).
 */
export function lostInRank(setup: GameSetup): LostCombat {
  const xs = [10, 9, 11, 8, 12, 7];
  const lost = lostAt(setup, xs, xs);
  lost.winner.models = lost.winner.models.map((m) => ({ ...m, facing: NORTH }));
  return lost;
}
