import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { ActivationState } from './state.js';
import { guidedEndWithin, plannedBonus } from './planned-move-limits.js';

/** A's Rifles (Speed 4, Locomotor Boosters) and A's Tanks (Pathfinders, around (30, 5)). */
const setup = skirmishWith({
  'a-rifles': { rules: [{ name: 'Locomotor Boosters' }] },
  'a-tanks': { rules: [{ name: 'Pathfinders' }] },
});
/** The Value of the card A's Rifles revealed. */
const REVEALED = 12;

describe('the limits a General plans moves by (bots)', () => {
  it('glossary: Locomotor Boosters: activated with a card of Value 12, a Double Time or Charge of Speed 4 may go 16" (8" more than twice the Speed); an Advance, or another unit, gains nothing', () => {
    const state = faceToFace(setup);
    const activation = { unit: 'a-rifles', locomotorBoosters: REVEALED } as ActivationState;
    const planning = { units: state.units, activation };
    assert.equal(plannedBonus(setup, planning, 'a-rifles', 'doubleTime'), 8);
    assert.equal(plannedBonus(setup, planning, 'a-rifles', 'charge'), 8);
    assert.equal(plannedBonus(setup, planning, 'a-rifles', 'advance'), 0);
    assert.equal(plannedBonus(setup, planning, 'a-tanks', 'charge'), 0);
    assert.equal(plannedBonus(setup, { units: state.units }, 'a-rifles', 'charge'), 0);
  });

  it('glossary: Pathfinders: a guided unit\'s Officer ending within 6" of a model of its guide keeps the move; 10" away it does not; an unguided unit is not bound', () => {
    const state = faceToFace(setup);
    const rifles = state.units['a-rifles'];
    const tank = state.units['a-tanks']?.models[0];
    if (rifles === undefined || tank === undefined) throw new RangeError('no A units');
    rifles.pathfinder = 'a-tanks';
    const planning = { units: state.units };
    assert.equal(guidedEndWithin(setup, planning, 'a-rifles', [tank.x - 5, tank.y]), true);
    assert.equal(guidedEndWithin(setup, planning, 'a-rifles', [tank.x - 10, tank.y]), false);
    delete rifles.pathfinder;
    assert.equal(guidedEndWithin(setup, planning, 'a-rifles', [tank.x - 10, tank.y]), true);
  });
});
