import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coherencyProblems } from '../battlefield/coherency.js';
import { skirmish } from '../testing/game-fixture.js';
import { hundredths, places } from '../testing/model-places.js';
import { lostInRank, wall } from '../testing/withdraw-pocket-fixture.js';
import { tableOf } from './table-of.js';
import { withdraw } from './withdraw.js';
import { assignPlaces } from './withdraw-assignment.js';

describe('rulebook p.29 Withdrawing: the models that cannot be placed', () => {
  it('rulebook p.29 Withdrawing, pp.34-35: with room for three (B’s tanks either side, the north edge behind), the models Destroyed follow the loss order: by default the ends #6, #4, #5; by the General’s standing order naming #5, #6 (of six the only end keeping the Officer the centre, p.35), #5, #4 (the only end then): the same three go, the Officer kept the centre of those left', () => {
    const setup = skirmish();
    const withTanks = (order?: readonly string[]) => {
      const { state, loser, winner } = lostInRank(setup);
      const tanks = state.units['b-tanks']!;
      tanks.models = tanks.models.map((m, i) => ({ ...m, x: i === 0 ? 7 : 13, y: 34.5 }));
      if (order !== undefined) state.players.b.lossOrders = { 'b-rifles': order };
      const events = withdraw(setup, state, loser, winner);
      const destroyed = events.filter((e) => e.kind === 'removed').map((e) => e.text);
      return { kept: places(loser), destroyed };
    };
    const destroyed = (id: string): string =>
      `b-rifles#${id} cannot be placed and is Destroyed (rulebook p.29)`;
    assert.deepEqual(withTanks(), {
      kept: ['b-rifles#1 10,35', 'b-rifles#2 9,35', 'b-rifles#3 11,35'],
      destroyed: [destroyed('6'), destroyed('4'), destroyed('5')],
    });
    assert.deepEqual(withTanks(['b-rifles#5']), {
      kept: ['b-rifles#1 10,35', 'b-rifles#2 9,35', 'b-rifles#3 11,35'],
      destroyed: [destroyed('6'), destroyed('5'), destroyed('4')],
    });
  });

  it('rulebook p.29 Withdrawing, p.41 Impassable Terrain, p.35 Field Promotion: the Officer’s 3" straight line north crosses a wall (x 9.6-10.4, y 33-33.4), though its place beyond is clear: it is Destroyed, #2 promoted, and the Withdraw goes on with #2, 3" directly away from A’s Officer (10, 31) from (9, 32), the others round it, #2 in the centre of the front rank; without the wall the Officer stands at (10, 35)', () => {
    const plain = lostInRank(skirmish());
    withdraw(skirmish(), plain.state, plain.loser, plain.winner);
    assert.deepEqual(places(plain.loser), [
      'b-rifles#1 10,35',
      'b-rifles#2 9,35',
      'b-rifles#3 11,35',
      'b-rifles#4 8,35',
      'b-rifles#5 12,35',
      'b-rifles#6 7,35',
    ]);
    const base = skirmish();
    const setup = { ...base, terrain: [...base.terrain, wall('wall', [9.6, 33, 10.4, 33.4])] };
    const { state, loser, winner } = lostInRank(setup);
    const events = withdraw(setup, state, loser, winner);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Rifles b-rifles Withdraws',
        'b-rifles#1 cannot be placed and is Destroyed (rulebook p.29)',
        'Rifles b-rifles loses its Officer and is Disordered; b-rifles#2 is promoted',
      ],
    );
    assert.equal(loser.officer, 'b-rifles#2');
    // #2 moves 3" along (-1, 1)/√2 and faces back along it: south-east. Its
    // front rank runs south-west to north-east; four wide (the north edge
    // stops a fifth), on the side away from the edge, #6 behind #2.
    const diagonal = 3 / Math.SQRT2;
    assert.deepEqual(
      loser.models.map((m) => [m.id, ...hundredths(m)]),
      [
        ['b-rifles#2', ...hundredths({ x: 9 - diagonal, y: 32 + diagonal })],
        ['b-rifles#3', 6.17, 33.41],
        ['b-rifles#4', 7.59, 34.83],
        ['b-rifles#5', 5.46, 32.71],
        ['b-rifles#6', 6.17, 34.83],
      ],
    );
    assert.ok(loser.models.every((m) => Math.abs(m.facing + Math.PI / 4) < 1e-9));
    assert.deepEqual(coherencyProblems(tableOf(setup, state), 'b-rifles'), []);
  });
});

describe('rulebook p.29 Withdrawing: the General places the other models', () => {
  it('rulebook p.29, p.41 Impassable Terrain: a model that cannot reach its own place takes another’s, which goes elsewhere: #0 reaches only (1, 0), so #1 takes (0, 0); and no place at all for #1 when it reaches none', () => {
    const places = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ];
    const reaches = (mover: number, at: { readonly x: number }): boolean =>
      mover === 0 ? at.x === 1 : mover === 1;
    assert.deepEqual(assignPlaces(2, places, reaches), [
      { x: 1, y: 0 },
      { x: 0, y: 0 },
    ]);
    assert.equal(
      assignPlaces(2, places, (mover) => mover === 0),
      undefined,
    );
  });
});
