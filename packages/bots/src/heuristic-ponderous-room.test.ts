import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type At,
  type GameSetup,
  type GameState,
  playerView,
  plannedManoeuvre,
} from '@warroom/armoured-clash';
import type { FoundMove } from './heuristic-detour.js';
import { skirmishAfter, skirmishChanged } from './heuristic-fixture.js';
import { moveTowardsGoal } from './heuristic-moves.js';
import { tryIt } from './heuristic-odds.js';
import { roomAhead } from './heuristic-ponderous-room.js';
import { oneHull } from './heuristic-transport-fixture.js';
import { advanceAllowed } from './advance-allowed.js';

/** rulebook p.24: the skirmish Tanks' Movement Limit (inches). */
const TANKS_SPEED = 6;
/** A Strategic Objective straight north of A's Tank (24, 5), behind the block. */
const BEHIND: At = [24, 30];
/** Impassable Terrain 12" wide across the Tank's way north, its near face 5.5" ahead of the hull's front. */
const BLOCK: GameSetup['terrain'][number] = {
  id: 'block',
  name: 'Block',
  size: 3,
  features: ['impassable'],
  area: {
    polygon: [
      [18, 12],
      [30, 12],
      [30, 14],
      [18, 14],
    ],
  },
};
/** Where the 3" hull stands nose against the block: its front half an inch short of it, less than a Navigation Point. */
const NOSE_AGAINST: At = [24, 10];
/** Places compared to a hundredth of an inch, facings to a hundredth of a degree. */
const HUNDREDTHS = 100;

/** The skirmish with A's Tanks Ponderous (one hull), the block across their way and the objective behind it. */
function blockedSetup(): GameSetup {
  const plain = skirmishChanged((unit) =>
    unit.id === 'a-tanks'
      ? { ...unit, specialRules: [...unit.specialRules, { name: 'Ponderous' }] }
      : unit,
  );
  return {
    ...plain,
    terrain: [...plain.terrain, BLOCK],
    objectives: [{ id: 'behind', at: BEHIND }],
  };
}

/** `state` with A's Tank's hull standing at `at` facing `facing` (degrees): fresh objects, as a move leaves them. */
function hullTo(state: GameState, at: At, facing: number): GameState {
  const tanks = state.units['a-tanks'];
  const hull = tanks?.models[0];
  if (tanks === undefined || hull === undefined) throw new RangeError('no a-tanks');
  const moved = { ...hull, x: at[0], y: at[1], facing: (facing * Math.PI) / 180 };
  return { ...state, units: { ...state.units, 'a-tanks': { ...tanks, models: [moved] } } };
}

/** The heuristic's Advance for A's Tank in `state` (heuristic-moves.ts), each move checked by the engine. */
function advance(setup: GameSetup, state: GameState): FoundMove | undefined {
  const view = playerView(state, 'a');
  return moveTowardsGoal(setup, view, 'a-tanks', TANKS_SPEED, (at, facing, via) =>
    advanceAllowed(setup, view, 'a-tanks', at, facing, via),
  );
}

/** Whether the hull in `state` may Advance one Navigation Point (1") straight ahead. */
function oneInchAhead(setup: GameSetup, state: GameState): boolean {
  const hull = state.units['a-tanks']?.models[0];
  if (hull === undefined) throw new RangeError('no a-tanks');
  const at: At = [hull.x + Math.cos(hull.facing), hull.y + Math.sin(hull.facing)];
  const facing = (hull.facing * 180) / Math.PI;
  const view = playerView(state, 'a');
  return tryIt(() => plannedManoeuvre(setup, view, 'a-tanks', 'advance', at, facing)) !== undefined;
}

/** A move's end and facing to hundredths, as the tests compare them. */
function rounded(move: FoundMove | undefined): number[] {
  assert.ok(move !== undefined, 'no move found');
  return [...move.at, move.facing].map((v) => Math.round(v * HUNDREDTHS) / HUNDREDTHS);
}

describe('a Ponderous unit does not box itself in (rulebook p.16 Ponderous Movement, the Turning Template)', () => {
  it('rulebook p.16 Ponderous Movement, pp.41-42 Impassable Terrain: heading for an objective behind a block, the hull swings for its corner and ends with room to go on, not nose against it', () => {
    const setup = blockedSetup();
    const start = oneHull(skirmishAfter(setup, 0));
    const move = advance(setup, start);
    // Straight ahead it would end 1" short of the block (24, 9.5), with no room to turn next Round.
    assert.deepEqual(rounded(move), [19.91, 8.84, 147.82]);
    assert.ok(move !== undefined);
    const view = playerView(start, 'a');
    assert.equal(roomAhead(setup, view, 'a-tanks', [24, 5])(move), true);
    const after = hullTo(start, move.at, move.facing);
    assert.equal(oneInchAhead(setup, after), true);
    // The next Advance goes on past the corner, nearer the objective.
    const next = advance(setup, after);
    assert.deepEqual(rounded(next), [15.53, 11.59, 147.82]);
  });

  it('rulebook p.16 Ponderous Movement ("forwards (or backwards)"): a hull nose against a block backs off astern, then turns free round its corner, over two Activations', () => {
    const setup = blockedSetup();
    const boxed = hullTo(oneHull(skirmishAfter(setup, 0)), NOSE_AGAINST, 90);
    assert.equal(oneInchAhead(setup, boxed), false);
    const back = advance(setup, boxed);
    assert.deepEqual(rounded(back), [24, 4, 90]);
    assert.ok(back !== undefined);
    const backed = hullTo(boxed, back.at, back.facing);
    const free = advance(setup, backed);
    assert.deepEqual(rounded(free), [20.11, 8.12, 142.83]);
    assert.ok(free !== undefined);
    assert.equal(oneInchAhead(setup, hullTo(backed, free.at, free.facing)), true);
  });
});
