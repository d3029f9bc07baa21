import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type At, playerView, plannedManoeuvre } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { skirmishAfter } from './heuristic-fixture.js';
import { keepingFacing } from './heuristic-wheel.js';
import { moveTowardsGoal } from './heuristic-moves.js';
import { tryIt } from './heuristic-odds.js';

/** A Strategic Objective off to the north-west of A's Rifles (10, 6, facing north): facing it is a wheel of about 30°. */
const NORTH_WEST: At = [2, 20];
/** rulebook p.24: the skirmish Rifles' Movement Limit (inches). */
const RIFLES_SPEED = 4;
/** North, the Rifles' facing (degrees). */
const NORTH = 90;

describe('the heuristic bot keeps a wide unit facing when wheeling would break its Movement Limit (heuristic-wheel.ts)', () => {
  it('rulebook p.16 Moving a Unit, Unit Coherency: the Rifles wheeling to face an objective off to the side would carry their flank models past 4": they Advance the full 4" towards it still facing north', () => {
    const setup = { ...skirmish(), objectives: [{ id: 'west', at: NORTH_WEST }] };
    const state = skirmishAfter(setup, 0);
    const view = playerView(state, 'a');
    const legal = (at: At, facing: number): boolean =>
      tryIt(() => plannedManoeuvre(setup, view, 'a-rifles', 'advance', at, facing)) !== undefined;
    const move = moveTowardsGoal(setup, view, 'a-rifles', RIFLES_SPEED, legal);
    assert.ok(move !== undefined);
    assert.equal(move.facing, NORTH);
    assert.ok(Math.abs(Math.hypot(move.at[0] - 10, move.at[1] - 6) - RIFLES_SPEED) < 1e-9);
  });

  it('heuristic-wheel.ts: a move legal facing the goal keeps that facing; one legal only as the unit faces is settled to its facing', () => {
    const state = skirmishAfter(skirmish(), 0);
    const view = playerView(state, 'a');
    const onlyNorth = keepingFacing(view, 'a-rifles', (_at, facing) => facing === NORTH);
    assert.equal(onlyNorth.check([10, 9], 120), true);
    assert.deepEqual(onlyNorth.settle({ at: [10, 9], facing: 120 }), {
      at: [10, 9],
      facing: NORTH,
    });
    const every = keepingFacing(view, 'a-rifles', () => true);
    assert.equal(every.check([10, 9], 120), true);
    assert.deepEqual(every.settle({ at: [10, 9], facing: 120 }), { at: [10, 9], facing: 120 });
  });
});
