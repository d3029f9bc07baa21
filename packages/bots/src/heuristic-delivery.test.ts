import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  OBJECTIVE_MARKER_DIAMETER,
  type At,
  type GameSetup,
  type GameState,
} from '@warroom/armoured-clash';
import { aPlays, oneHull, transportOpened, transportSetup } from './heuristic-transport-fixture.js';

/** Capacity (X) of each of A's Tanks: one model carries all six of A's Rifles, so a lost Tank leaves them room. */
const CAPACITY = 6;
/** A Strategic Objective 13" north of where A's Tanks deploy (24, 5): one Advance of the Tanks (6") short of it. */
const NEAR: At = [24, 18];
/** A Strategic Objective 17" north of A's Tanks: after their Advance, beyond the Rifles' reach on foot. */
const FAR: At = [24, 22];
/** rulebook p.24: the Rifles' Movement Limit (inches) and half their base's depth. */
const RIFLES_SPEED = 4;
const RIFLES_HALF_BASE = 0.59;
/** rulebook p.39: a Strategic Objective Marker's edge lies this far from its centre. */
const MARKER_RADIUS = OBJECTIVE_MARKER_DIAMETER / 2;

/** A Ponderous hull's 6" Advance towards ASIDE: its 1" start and four whole-inch legs before the last. */
const FULL_MOVE_LEGS = 5;
/** North (90°) turned once by the Turning Template's largest turn (45°) towards ASIDE. */
const TURNED_FACING = 135;
/** B's Tanks moved this far south and east: within 12" of A's Tanks once they have Advanced. */
const ENEMY_CLOSER = 14;
const ENEMY_ACROSS = 8;
/** An objective off to the north-west of A's Tanks: not straight ahead of them. */
const ASIDE: At = [14, 16];

/** A's Tanks a Transport carrying A's Rifles (Ponderous too when `ponderous`); one objective at `at`. */
function setupWith(at: At, ponderous = false): GameSetup {
  return transportSetup(CAPACITY, { objective: at, ponderous });
}

/** How far (inches) the Rifles' Officer must still go to touch the marker at `at`. */
function riflesShortOf(state: GameState, at: At): number {
  const rifles = state.units['a-rifles'];
  const officer = rifles?.models.find((m) => m.id === rifles.officer);
  if (officer === undefined) throw new RangeError('the Rifles are not on the table');
  return Math.hypot(officer.x - at[0], officer.y - at[1]) - MARKER_RADIUS - RIFLES_HALF_BASE;
}

describe('the heuristic bot delivers Embarked units to the objectives (rulebook pp.39, 46-47)', () => {
  it('rulebook pp.22, 46 Coordinated, p.39: the loaded Transport goes first and Advances straight at the objective its Rifles would make for, rather than Aim; the Rifles then Disembark ahead of it, one Advance from touching the marker', () => {
    const setup = setupWith(NEAR);
    const { choices, state } = aPlays(setup, transportOpened(setup));
    assert.deepEqual(choices, [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'advance', at: [24, 11], facing: 90 },
      { kind: 'rangedAttack', target: 'b-rifles' },
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'disembark', at: [24, 15.5], facing: 90 },
      { kind: 'takeCover' },
    ]);
    assert.ok(riflesShortOf(state, NEAR) <= RIFLES_SPEED, `${riflesShortOf(state, NEAR)}" short`);
  });

  it('rulebook pp.25, 46 Disembark: with the objective beyond a walk from every spot it may set up on, the Rifles stay aboard while their Transport carries them', () => {
    const setup = setupWith(FAR);
    const { choices, state } = aPlays(setup, transportOpened(setup));
    assert.deepEqual(choices.slice(0, 2), [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'advance', at: [24, 11], facing: 90 },
    ]);
    assert.deepEqual(choices.slice(3), [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'hold' },
      { kind: 'hold' },
    ]);
    assert.equal(state.units['a-rifles']?.deployed, false);
  });

  it('rulebook p.47 Attacking Transport Units: a Transport that lost a model is threatened: its Rifles Disembark though the objective is far', () => {
    const setup = setupWith(FAR);
    const { choices, state } = aPlays(setup, oneHull(transportOpened(setup)));
    assert.deepEqual(choices.slice(3, 5), [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'disembark', at: [24, 15.5], facing: 90 },
    ]);
    assert.equal(state.units['a-rifles']?.deployed, true);
  });

  it('rulebook p.47 Attacking Transport Units (our reading): with an enemy within 12" of its Transport, the Rifles Disembark though the objective is beyond a walk', () => {
    const setup = setupWith(FAR);
    const start = transportOpened(setup);
    const enemy = start.units['b-tanks'];
    if (enemy === undefined) throw new RangeError('no b-tanks');
    // B's Tanks moved from (24, 31) to (32, 17): 10" from A's Tanks once they have Advanced to (24, 11).
    enemy.models = enemy.models.map((m) => ({
      ...m,
      x: m.x + ENEMY_ACROSS,
      y: m.y - ENEMY_CLOSER,
    }));
    const { choices, state } = aPlays(setup, start);
    assert.deepEqual(choices.slice(3, 5), [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'disembark', at: [24, 15.5], facing: 90 },
    ]);
    assert.equal(state.units['a-rifles']?.deployed, true);
  });

  it('rulebook p.16 Ponderous Movement: a Ponderous Transport cannot turn on the spot towards an objective off to its side: it moves 1" straight ahead first, then turns towards it by the Turning Template, and ends nearer', () => {
    const setup = setupWith(ASIDE, true);
    // One hull, as a Landship is: the engine places a second model's path by its own formation rules.
    const { choices } = aPlays(setup, oneHull(transportOpened(setup)));
    const move = choices[1];
    assert.equal(move?.kind, 'advance');
    if (move?.kind !== 'advance') return;
    // 1" straight ahead (north), then the template's largest turn (45°) at the first Navigation Point, 1" legs after.
    assert.deepEqual(move.via?.[0], [24, 6]);
    assert.equal(move.via?.length, FULL_MOVE_LEGS);
    assert.ok(Math.abs(move.facing - TURNED_FACING) < 1e-9, `facing ${move.facing}`);
    const before = Math.hypot(24 - ASIDE[0], 5 - ASIDE[1]);
    assert.ok(Math.hypot(move.at[0] - ASIDE[0], move.at[1] - ASIDE[1]) < before - 1);
  });
});
