import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { bRiflesInAFile, bRiflesInTwoRanks, destroyedBy } from '../testing/losses-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { modelIds, place, unitIn } from '../testing/unit-state-fixture.js';

const NORTH = Math.PI / 2;
const EAST = 0;
/** A facing that is no multiple of a right angle, where rounding bites. */
const SKEWED = 0.7;

describe('rulebook p.34 Destroying Models', () => {
  it('rulebook p.34 Destroying Models: Open Formation: the model closest to the attacking unit, measured between footprints (p.11), not to its Officer', () => {
    const setup = skirmish();
    const state = opened(setup);
    // A's Officer at (24, 5) and its second tank at (34, 5), both facing north (3" deep).
    place(state, 'a-tanks', [
      [24, 5, NORTH],
      [34, 5, NORTH],
    ]);
    // B's Officer 10" from A's Officer, 7" from its hull; b-tanks#2 13.45" from A's Officer, 6" from A's second tank.
    place(state, 'b-tanks', [
      [24, 15, NORTH],
      [34, 14, NORTH],
    ]);
    const events = destroyedBy(setup, state, 'b-tanks', 1, 'a-tanks');
    assert.deepEqual(modelIds(unitIn(state, 'b-tanks')), ['b-tanks#1']);
    assert.ok(!events.some((e) => e.kind === 'officer'));
    assert.deepEqual(unitIn(state, 'b-tanks').statuses, []);
  });

  it('rulebook p.34 Destroying Models: Open Formation: a model whose centre is farther but whose footprint is closer is the one Destroyed', () => {
    const setup = skirmish();
    const state = opened(setup);
    place(state, 'a-tanks', [
      [24, 5, NORTH],
      [4, 5, NORTH],
    ]);
    // b-tanks#1: centre 10" north of A's Officer, its 3" depth towards it: 7" apart.
    // b-tanks#2: centre 9.85" away, turned east (2" wide towards it): 7.2" apart.
    place(state, 'b-tanks', [
      [24, 15, NORTH],
      [25.7, 14.7, EAST],
    ]);
    destroyedBy(setup, state, 'b-tanks', 1, 'a-tanks');
    assert.deepEqual(modelIds(unitIn(state, 'b-tanks')), ['b-tanks#2']);
  });

  it('rulebook p.34 Destroying Models: Open Formation: of models equally close, the General keeps the Officer (the engine default): no Loss of an Officer', () => {
    const setup = skirmish();
    const state = opened(setup);
    place(state, 'a-tanks', [
      [24, 5, NORTH],
      [4, 5, NORTH],
    ]);
    // Both B tanks 7" from A's Officer's hull, side by side.
    place(state, 'b-tanks', [
      [23, 15, NORTH],
      [25.5, 15, NORTH],
    ]);
    const events = destroyedBy(setup, state, 'b-tanks', 1, 'a-tanks');
    assert.deepEqual(modelIds(unitIn(state, 'b-tanks')), ['b-tanks#1']);
    assert.ok(!events.some((e) => e.kind === 'officer'));
  });

  it('rulebook p.34 Destroying Models: Close Formation with a single rank: a model at one end of the rank, even turned at an angle', () => {
    const setup = skirmish();
    const state = opened(setup);
    // Six rifles shoulder to shoulder along the line at 0.7 rad, the Officer third from the left.
    const along = { x: -Math.sin(SKEWED), y: Math.cos(SKEWED) };
    const offsets = [0, -2, -1, 1, 2, 3];
    place(
      state,
      'b-rifles',
      offsets.map((k) => [10 + k * along.x, 30 + k * along.y, SKEWED] as const),
    );
    destroyedBy(setup, state, 'b-rifles', 1, 'a-rifles');
    // The end farthest from the Officer goes first: b-rifles#6, 3" to its side.
    assert.deepEqual(modelIds(unitIn(state, 'b-rifles')), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#4',
      'b-rifles#5',
    ]);
    destroyedBy(setup, state, 'b-rifles', 2, 'a-rifles');
    // Then each time an end: #2 (2" to the Officer's right) and #5 (2" to its left) tie; model order takes #2.
    assert.deepEqual(modelIds(unitIn(state, 'b-rifles')), [
      'b-rifles#1',
      'b-rifles#3',
      'b-rifles#4',
    ]);
  });

  it('rulebook p.34 Destroying Models: Close Formation: a model of the back rank, never the front rank, while the back rank stands', () => {
    const setup = skirmish();
    const state = opened(setup);
    // Facing south: the front rank at y 30 (#1 the Officer, #2, #3), the back rank at y 31 (#4, #5, #6).
    bRiflesInTwoRanks(state);
    destroyedBy(setup, state, 'b-rifles', 3, 'a-rifles');
    assert.deepEqual(modelIds(unitIn(state, 'b-rifles')), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
    ]);
    assert.deepEqual(unitIn(state, 'b-rifles').statuses, []);
  });
});

describe('rulebook p.35 Loss of an Officer', () => {
  it('rulebook p.35 Loss of an Officer: Field Promotion makes the model farthest from the attacking unit the Officer, so one attack loses it only once', () => {
    const setup = skirmishWith({ 'b-rifles': { profile: { formation: 'open' } } });
    const state = opened(setup);
    // B's rifles in a file northwards from A's rifles, base to base: the Officer closest, then #2, #3, ...
    // (#6 is within 3" of every survivor, so promoting it keeps the unit coherent: field-promotion.test.ts).
    bRiflesInAFile(state);
    const events = destroyedBy(setup, state, 'b-rifles', 2, 'a-rifles');
    const rifles = unitIn(state, 'b-rifles');
    assert.deepEqual(modelIds(rifles), ['b-rifles#3', 'b-rifles#4', 'b-rifles#5', 'b-rifles#6']);
    assert.equal(rifles.officer, 'b-rifles#6');
    assert.deepEqual(rifles.statuses, ['disordered']);
    assert.deepEqual(
      events.filter((e) => e.kind === 'officer').map((e) => e.text),
      ['Rifles b-rifles loses its Officer and is Disordered; b-rifles#6 is promoted'],
    );
  });

  it('rulebook p.35 Loss of an Officer: models equally far for the Field Promotion: the first in model order', () => {
    const setup = skirmishWith({ 'b-rifles': { profile: { formation: 'open' } } });
    const state = opened(setup);
    // The Officer closest; #2 and #3 side by side, equally far behind it, each within 3" of every survivor.
    place(state, 'b-rifles', [
      [10, 20, -NORTH],
      [9, 24, -NORTH],
      [11, 24, -NORTH],
      [10, 22, -NORTH],
      [8.5, 22, -NORTH],
      [11.5, 22, -NORTH],
    ]);
    destroyedBy(setup, state, 'b-rifles', 1, 'a-rifles');
    assert.equal(unitIn(state, 'b-rifles').officer, 'b-rifles#2');
  });

  it('rulebook p.35 Loss of an Officer: in Close Formation the Officer stays and a model of the back rank is removed in its stead (Precision picking the Officer)', () => {
    const setup = skirmish();
    const state = opened(setup);
    bRiflesInTwoRanks(state);
    const rifles = unitIn(state, 'b-rifles');
    const events = destroyedBy(setup, state, 'b-rifles', 1, 'a-rifles', { first: ['b-rifles#1'] });
    assert.equal(rifles.officer, 'b-rifles#1');
    assert.deepEqual(modelIds(rifles), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#5',
      'b-rifles#6',
    ]);
    assert.deepEqual(rifles.statuses, ['disordered']);
    assert.ok(events.some((e) => e.kind === 'officer'));
  });
});
