import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { destroyModel, destroyModels } from './losses.js';
import { EVERY_LOSS_CHOICE, generalChoosesLosses, lossSequence } from './loss-sequence.js';
import { type AttackingUnit, attackingUnit } from './open-formation-losses.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState, UnitState } from './state.js';
import { tableOf } from './table-of.js';

const setup = skirmish();

/**
 * The skirmish opened: B-rifles (Close Formation) one rank at y 30, x 7 to 12,
 * the Officer #1 at x 10; B-tanks (Open Formation) #1 (Officer) at (24, 31), #2 at (21.75, 31).
 */
function opened(): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 5, choices: OPENING_CHOICES }).state;
}

function fromUnit(state: GameState, id: string): AttackingUnit {
  return attackingUnit(tableOf(setup, state), id);
}

/**
 * B-tanks with #2 moved to (26.25, 31), straight across from A's #2 as B's
 * Officer is from A's #1: the two are equally closest. With `third`, a third
 * tank at (28.5, 31), farther from A's tanks.
 */
function tiedTanks(state: GameState, third = false): UnitState {
  const tanks = state.units['b-tanks']!;
  const moved = tanks.models.map((m) => (m.id === 'b-tanks#2' ? { ...m, x: 26.25 } : m));
  const extra = third ? [{ ...moved[0]!, id: 'b-tanks#3', x: 28.5 }] : [];
  tanks.models = [...moved, ...extra];
  return tanks;
}

const ids = (unit: UnitState): string[] => unit.models.map((m) => m.id);

/**
 * B-rifles without #6: a single rank of five, #4 #2 #1 #3 #5 from x 8 to 12,
 * the Officer #1 its centre, so either end may go (rulebook p.34 Destroying
 * Models, p.35: the Officer keeps the centre of the front rank; of six, only
 * #6 would).
 */
function fiveInARank(state: GameState): UnitState {
  const rifles = state.units['b-rifles']!;
  rifles.models = rifles.models.filter((m) => m.id !== 'b-rifles#6');
  return rifles;
}

describe("rulebook pp.34-35: the defending General's choices among equal losses, as a declared order of preference", () => {
  it('rulebook p.34 Destroying Models, Open Formation: of two tanks equally closest, the engine spares the Officer; the General preferring the Officer loses it', () => {
    const state = opened();
    const tanks = tiedTanks(state);
    const from = fromUnit(state, 'a-tanks');
    destroyModels(setup, state, tanks, 1, from);
    assert.deepEqual(ids(tanks), ['b-tanks#1']);
    const again = opened();
    const preferring = tiedTanks(again);
    destroyModels(setup, again, preferring, 1, from, { preference: ['b-tanks#1'] });
    assert.deepEqual(ids(preferring), ['b-tanks#2']);
    assert.equal(preferring.officer, 'b-tanks#2');
    assert.deepEqual(preferring.statuses, ['disordered']);
  });

  it('rulebook p.35 Field Promotion: the survivor the General names last becomes the Officer (the engine: the farthest, #3)', () => {
    const preference = ['b-tanks#1', 'b-tanks#3', 'b-tanks#2'];
    const state = opened();
    const tanks = tiedTanks(state, true);
    const from = fromUnit(state, 'a-tanks');
    destroyModels(setup, state, tanks, 1, from, { preference });
    assert.deepEqual(ids(tanks), ['b-tanks#2', 'b-tanks#3']);
    assert.equal(tanks.officer, 'b-tanks#2');
    const plain = opened();
    const unpreferred = tiedTanks(plain, true);
    destroyModels(setup, plain, unpreferred, 1, from, { preference: ['b-tanks#1'] });
    assert.equal(unpreferred.officer, 'b-tanks#3');
  });

  it('rulebook p.34 Destroying Models, Close Formation, a single rank of five: a model at one end, the General choosing which: #5 (x 12) rather than the engine’s #4 (x 8, the first of two ends alike), then #4, the only end keeping the Officer the centre (p.35); a model not at an end named is passed over', () => {
    const state = opened();
    const rifles = fiveInARank(state);
    const from = fromUnit(state, 'a-rifles');
    const order = (preference?: readonly string[]): string[] =>
      lossSequence(setup, rifles, from, preference === undefined ? {} : { preference })
        .slice(0, 2)
        .map((l) => l.destroyed.id);
    assert.deepEqual(order(), ['b-rifles#4', 'b-rifles#5']);
    assert.deepEqual(order(['b-rifles#5']), ['b-rifles#5', 'b-rifles#4']);
    assert.deepEqual(order(['b-rifles#2']), ['b-rifles#4', 'b-rifles#5']);
    destroyModels(setup, state, rifles, 1, from, { preference: ['b-rifles#5'] });
    assert.deepEqual(ids(rifles), ['b-rifles#1', 'b-rifles#2', 'b-rifles#3', 'b-rifles#4']);
  });

  it('rulebook p.35 Loss of an Officer, Close Formation: the model removed in its stead (a single rank of five: an end) is the General’s choice too (#5, not the engine’s #4)', () => {
    const state = opened();
    const rifles = fiveInARank(state);
    const officer = rifles.models.find((m) => m.id === rifles.officer)!;
    destroyModel(setup, rifles, officer, true, undefined, ['b-rifles#5']);
    assert.ok(!ids(rifles).includes('b-rifles#5'));
    assert.ok(ids(rifles).includes('b-rifles#4'));
    assert.ok(rifles.statuses.includes('disordered'));
  });

  it('rulebook p.34: the General is asked only where there is a choice: two ends of a rank, two tanks equally close; not two tanks one closer (the last then has no choice), nor where Precision picks', () => {
    const state = opened();
    const rifles = state.units['b-rifles']!;
    const tanks = state.units['b-tanks']!;
    const fromRifles = fromUnit(state, 'a-rifles');
    const fromTanks = fromUnit(state, 'a-tanks');
    assert.equal(generalChoosesLosses(setup, rifles, fromRifles), true);
    assert.equal(generalChoosesLosses(setup, tanks, fromTanks), false);
    const picks = { first: ['b-tanks#2'] };
    const tied = tiedTanks(opened());
    assert.equal(generalChoosesLosses(setup, tied, fromTanks), true);
    assert.equal(generalChoosesLosses(setup, tied, fromTanks, picks, EVERY_LOSS_CHOICE, 1), false);
  });
});
