import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { circle } from '@warroom/engine';
import { skirmish } from '../testing/game-fixture.js';
import { hundredths, places } from '../testing/model-places.js';
import {
  FIELD,
  lostBesidePocket,
  pocketShapes,
  walled,
} from '../testing/withdraw-pocket-fixture.js';
import { armyUnit } from './army-unit.js';
import { withdraw } from './withdraw.js';
import { withdrawRoutes } from './withdraw-route.js';

const NORTH = Math.PI / 2;

/** Where B's rifles but #6 are placed beside their Officer at (10, 35), the pocket open or closed. */
const RANK_PLACED = [
  'b-rifles#1 10,35',
  'b-rifles#2 9,35',
  'b-rifles#3 11,35',
  'b-rifles#4 8,35',
  'b-rifles#5 12,35',
];

describe('rulebook p.29 Withdrawing: the other models move round Impassable Terrain', () => {
  it('rulebook p.29 Withdrawing, p.16 Moving a Unit, p.41 Impassable Terrain: #6, in a pocket of walls open to the south (its west and east walls end at y 28), reaches no place in a straight line, but by a way round the east wall’s south end: it is placed at (7, 35), nothing is Destroyed', () => {
    const setup = walled(28);
    const { state, loser, winner } = lostBesidePocket(setup);
    const events = withdraw(setup, state, loser, winner);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['withdraw'],
    );
    assert.deepEqual(places(loser), [...RANK_PLACED, 'b-rifles#6 7,35']);
  });

  it('rulebook p.29 Withdrawing, p.41 Impassable Terrain: the same pocket with its walls down to the south edge leaves #6 no way round: it cannot be placed and is Destroyed, the others placed as before', () => {
    const setup = walled(0);
    const { state, loser, winner } = lostBesidePocket(setup);
    const events = withdraw(setup, state, loser, winner);
    assert.deepEqual(
      events.map((e) => e.text),
      ['Rifles b-rifles Withdraws', 'b-rifles#6 cannot be placed and is Destroyed (rulebook p.29)'],
    );
    assert.deepEqual(places(loser), RANK_PLACED);
  });

  it('rulebook p.29 Withdrawing: "Any model that cannot be placed ... is immediately Destroyed": only #6, walled in, though the General’s standing order would lose #5 first; #5 is placed', () => {
    const setup = walled(0);
    const { state, loser, winner } = lostBesidePocket(setup);
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
    const route = withdrawRoutes(pocketShapes(28), armyUnit(setup, 'b-rifles'), FIELD);
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
    assert.equal(
      withdrawRoutes(pocketShapes(0), armyUnit(setup, 'b-rifles'), FIELD)(six, { x: 7, y: 35 }),
      undefined,
    );
  });

  it('rulebook p.41 Impassable Terrain, p.16 Moving a Unit: round an Impassable rock (a circle of 2" at (10, 15)), a 1" base from (10, 10) to (10, 20) turns at the corners of the octagon drawn round it, grown by its base: four turns down its west side', () => {
    const setup = skirmish();
    const rock = circle({ x: 10, y: 15 }, 2);
    const route = withdrawRoutes([rock], armyUnit(setup, 'b-rifles'), FIELD);
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
