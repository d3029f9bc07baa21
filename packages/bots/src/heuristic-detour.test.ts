import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { At } from '@warroom/armoured-clash';
import { type FoundMove, detourTowards } from './heuristic-detour.js';

const FROM: At = [0, 0];
const GOAL: At = [0, 10];
const LIMIT = 5;

/** A move's numbers to three decimals, for exact comparison. */
function rounded(move: FoundMove | undefined) {
  const r = (v: number): number => Math.round(v * 1000) / 1000;
  return move === undefined
    ? undefined
    : {
        at: move.at.map(r),
        facing: r(move.facing),
        via: move.via?.map((p) => p.map(r)),
      };
}

describe('the heuristic bot works its way around what blocks its way (heuristic-detour.ts)', () => {
  it('rulebook pp.41-42 Impassable Terrain: the straight line and every line west of x = 1 blocked: a 5" move along the line turned 30° east, ending facing the goal', () => {
    const move = detourTowards(
      FROM,
      GOAL,
      LIMIT,
      (at, _facing, via) => via === undefined && at[0] > 1,
    );
    assert.deepEqual(rounded(move), { at: [2.5, 4.33], facing: 113.794, via: undefined });
  });

  it('rulebook p.16 Moving a Unit: when only a move in two legs is legal, a 2" step aside (60° west) then 3" on towards the goal', () => {
    const move = detourTowards(FROM, GOAL, LIMIT, (_at, _facing, via) => via !== undefined);
    assert.deepEqual(rounded(move), {
      at: [-1.165, 3.946],
      facing: 79.107,
      via: [[-1.732, 1]],
    });
  });

  it('rulebook pp.41-42 Impassable Terrain: no legal move gains ground: none (the unit Holds)', () => {
    assert.equal(
      detourTowards(FROM, GOAL, LIMIT, () => false),
      undefined,
    );
  });
});
