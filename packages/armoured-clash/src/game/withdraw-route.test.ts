import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { circle, convexPolygon } from '@warroom/engine';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import type { GameState, UnitState } from './state.js';
import { withdraw } from './withdraw.js';
import { withdrawRoutes } from './withdraw-route.js';

const NORTH = Math.PI / 2;

type Box = readonly [number, number, number, number];

/** Impassable Terrain (rulebook p.41) over the rectangle x0..x1, y0..y1. */
function wall(id: string, [x0, y0, x1, y1]: Box): GameSetup['terrain'][number] {
  const polygon: [number, number][] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  return { id, name: id, size: 3, features: ['impassable'], area: { polygon } };
}

/**
 * A pocket of walls round (4, 32), 2" wide inside: west x 2.6-3, north
 * y 32.6-33, east x 5-5.4, the west and east walls running south to `south`.
 */
function pocket(south: number): readonly [string, Box][] {
  return [
    ['west wall', [2.6, south, 3, 33]],
    ['north wall', [2.6, 32.6, 5.4, 33]],
    ['east wall', [5, south, 5.4, 33]],
  ];
}

/** The skirmish with the pocket's walls. */
function walled(south: number): GameSetup {
  const base = skirmish();
  return {
    ...base,
    terrain: [...base.terrain, ...pocket(south).map(([id, box]) => wall(id, box))],
  };
}

/**
 * B's rifles (Close Formation, 1" bases) in one rank at y 32 facing south, #2
 * #1 #3 #4 #5 from x 9 to 12 (the Officer #1 at x 10), and #6 in the pocket
 * at (4, 32); A's rifles in contact south of the rank at y 31, their Officer
 * at x 10: B's rifles lost the Close Quarters Combat and Withdraw north, the
 * Officer to (10, 35).
 */
function lost(setup: GameSetup): { state: GameState; loser: UnitState; winner: UnitState } {
  const state = opened(setup);
  const loser = state.units['b-rifles']!;
  const xs = [10, 9, 11, 12, 13, 4];
  loser.models = loser.models.map((m, i) => ({ ...m, x: xs[i]!, y: 32, facing: -NORTH }));
  const winner = state.units['a-rifles']!;
  winner.models = winner.models.map((m, i) => ({ ...m, x: [10, 9, 11, 12, 13, 8][i]!, y: 31 }));
  return { state, loser, winner };
}

const places = (unit: UnitState): string[] => unit.models.map((m) => `${m.id} ${m.x},${m.y}`);

/** A point rounded to the hundredth. */
const hundredths = (at: { readonly x: number; readonly y: number }): [number, number] => [
  Math.round(at.x * 100) / 100,
  Math.round(at.y * 100) / 100,
];

describe('rulebook p.29 Withdrawing: the other models move round Impassable Terrain', () => {
  it('rulebook p.29 Withdrawing, p.16 Moving a Unit, p.41 Impassable Terrain: #6, in a pocket of walls open to the south (its west and east walls end at y 28), reaches no place in a straight line, but by a way round the east wall’s south end: it is placed at (7, 35), nothing is Destroyed', () => {
    const setup = walled(28);
    const { state, loser, winner } = lost(setup);
    const events = withdraw(setup, state, loser, winner);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['withdraw'],
    );
    assert.deepEqual(places(loser), [
      'b-rifles#1 10,35',
      'b-rifles#2 9,35',
      'b-rifles#3 11,35',
      'b-rifles#4 8,35',
      'b-rifles#5 12,35',
      'b-rifles#6 7,35',
    ]);
  });

  it('rulebook p.29 Withdrawing, p.41 Impassable Terrain: the same pocket with its walls down to the south edge leaves #6 no way round: it cannot be placed and is Destroyed, the others placed as before', () => {
    const setup = walled(0);
    const { state, loser, winner } = lost(setup);
    const events = withdraw(setup, state, loser, winner);
    assert.deepEqual(
      events.map((e) => e.text),
      ['Rifles b-rifles Withdraws', 'b-rifles#6 cannot be placed and is Destroyed (rulebook p.29)'],
    );
    assert.deepEqual(places(loser), [
      'b-rifles#1 10,35',
      'b-rifles#2 9,35',
      'b-rifles#3 11,35',
      'b-rifles#4 8,35',
      'b-rifles#5 12,35',
    ]);
  });

  it('rulebook p.29 Withdrawing: "Any model that cannot be placed ... is immediately Destroyed": only #6, walled in, though the General’s standing order would lose #5 first; #5 is placed', () => {
    const setup = walled(0);
    const { state, loser, winner } = lost(setup);
    state.players.b.lossOrders = { 'b-rifles': ['b-rifles#5'] };
    const events = withdraw(setup, state, loser, winner);
    assert.deepEqual(
      events.filter((e) => e.kind === 'removed').map((e) => e.text),
      ['b-rifles#6 cannot be placed and is Destroyed (rulebook p.29)'],
    );
    assert.deepEqual(
      loser.models.map((m) => m.id),
      ['b-rifles#1', 'b-rifles#2', 'b-rifles#3', 'b-rifles#4', 'b-rifles#5'],
    );
  });

  it('rulebook p.16 Moving a Unit ("broken down into multiple smaller moves"), p.41: the route of #6 from (4, 32) to (7, 35): south out of the pocket to just beyond the west wall’s corner grown by its base (3.5, 27.5), east past the east wall’s grown south-east corner (5.9, 27.5), then straight to its place', () => {
    const setup = walled(28);
    const barriers = pocket(28).map(([, [x0, y0, x1, y1]]) =>
      convexPolygon([
        { x: x0, y: y0 },
        { x: x1, y: y0 },
        { x: x1, y: y1 },
        { x: x0, y: y1 },
      ]),
    );
    const field = convexPolygon([
      { x: 0, y: 0 },
      { x: 36, y: 0 },
      { x: 36, y: 36 },
      { x: 0, y: 36 },
    ]);
    const route = withdrawRoutes(barriers, armyUnit(setup, 'b-rifles'), field);
    const six = { id: 'b-rifles#6', x: 4, y: 32, facing: -NORTH };
    assert.deepEqual(route(six, { x: 7, y: 35 })?.map(hundredths), [
      [4, 32],
      [3.5, 27.49],
      [5.9, 27.49],
      [7, 35],
    ]);
    // In the pocket, a straight line: no corner to round.
    assert.deepEqual(route(six, { x: 4, y: 30 }), [
      { x: 4, y: 32 },
      { x: 4, y: 30 },
    ]);
    // Walled in to the south edge: no route.
    const closed = pocket(0).map(([, [x0, y0, x1, y1]]) =>
      convexPolygon([
        { x: x0, y: y0 },
        { x: x1, y: y0 },
        { x: x1, y: y1 },
        { x: x0, y: y1 },
      ]),
    );
    assert.equal(
      withdrawRoutes(closed, armyUnit(setup, 'b-rifles'), field)(six, { x: 7, y: 35 }),
      undefined,
    );
  });

  it('rulebook p.41 Impassable Terrain, p.16 Moving a Unit: round an Impassable rock (a circle of 2" at (10, 15)), a 1" base from (10, 10) to (10, 20) turns at the corners of the octagon drawn round it, grown by its base: four turns down its west side', () => {
    const setup = skirmish();
    const rock = circle({ x: 10, y: 15 }, 2);
    const field = convexPolygon([
      { x: 0, y: 0 },
      { x: 36, y: 0 },
      { x: 36, y: 36 },
      { x: 0, y: 36 },
    ]);
    const route = withdrawRoutes([rock], armyUnit(setup, 'b-rifles'), field);
    const one = { id: 'b-rifles#1', x: 10, y: 10, facing: NORTH };
    assert.deepEqual(route(one, { x: 10, y: 20 })?.map(hundredths), [
      [10, 10],
      [7.96, 12.96],
      [7.33, 14.5],
      [7.33, 15.5],
      [7.96, 17.04],
      [10, 20],
    ]);
  });
});
