import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type GameSetup, applyChoice, nextDecision, playerView } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import {
  OBJECTIVE_BEYOND_WALL as OBJECTIVE,
  WALL_ACROSS,
  skirmishAfter,
  skirmishChanged,
} from './heuristic-fixture.js';
import { heuristicPlayer } from './heuristic-player.js';
import { waypointTowards } from './heuristic-waypoint.js';
import { moveTowardsGoal } from './heuristic-moves.js';
import { advanceAllowed } from './advance-allowed.js';

/** The skirmish with that objective and, when `walled`, Impassable Terrain from x = 5 to 15 across y = 8 to 9. */
function withWall(walled: boolean): GameSetup {
  const base = skirmish();
  return {
    ...base,
    objectives: [{ id: 'objective', at: OBJECTIVE }],
    terrain: walled ? [...base.terrain, WALL_ACROSS] : base.terrain,
  };
}

const r = (v: number): number => Math.round(v * 1000) / 1000;

/** A's Tanks' Officer, where the skirmish deploys it. */
const TANKS_AT: [number, number] = [24, 5];

/** Impassable Terrain from x0 to x1 across y0 to y1. */
function block(x0: number, x1: number, y0: number, y1: number): GameSetup['terrain'][number] {
  const corners: [number, number][] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  return {
    id: 'block',
    name: 'Block',
    size: 3,
    features: ['impassable'],
    area: { polygon: corners },
  };
}

/** Capacity (X) given A's Tanks when they carry A's Rifles (rulebook p.46 Transport Capacity). */
const CAPACITY = 6;

/**
 * A's Tanks Activated in the skirmish with `piece` and an objective at `at`,
 * carrying A's Rifles Embarked when `loaded` (rulebook p.46: the Tanks a
 * Transport): the corner they would round (waypointTowards), the Advance they
 * make for the objective (moveTowardsGoal, checked by the engine:
 * advanceAllowed), and how far from the objective they stand and that Advance
 * ends.
 */
function tanksRound(piece: GameSetup['terrain'][number], at: [number, number], loaded: boolean) {
  const base = skirmishChanged((unit) =>
    unit.id === 'a-tanks' && loaded
      ? {
          ...unit,
          specialRules: [...unit.specialRules, { name: 'Capacity', x: CAPACITY }],
          traits: [...unit.traits, 'Transport'],
        }
      : unit,
  );
  const setup: GameSetup = {
    ...base,
    objectives: [{ id: 'objective', at }],
    terrain: [...base.terrain, piece],
  };
  const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-tanks' }]);
  const rifles = state.units['a-rifles'];
  if (loaded && rifles !== undefined) {
    rifles.embarked = { transport: 'a-tanks', models: rifles.models.length };
    rifles.models = [];
    rifles.deployed = false;
  }
  const view = playerView(state, 'a');
  const move = moveTowardsGoal(setup, view, 'a-tanks', 6, (end, facing, via) =>
    advanceAllowed(setup, view, 'a-tanks', end, facing, via),
  );
  const off = (p: readonly number[]): string =>
    Math.hypot((p[0] ?? 0) - at[0], (p[1] ?? 0) - at[1]).toFixed(2);
  return {
    corner: waypointTowards(setup, view, 'a-tanks', TANKS_AT, at).map(r),
    move: [move?.at.map(r), move?.facing, move?.via?.map((p) => p.map(r))],
    off: [off(TANKS_AT), off(move?.at ?? TANKS_AT)],
  };
}

/** Impassable Terrain hard in front of A's Tanks, its east end 0.9" east of their Officer, and an objective beyond it. */
const HARD_BY = block(20.9, 24.9, 6.66, 9.66);
const BEYOND_HARD_BY: [number, number] = [25.3, 14.4];

describe('the heuristic bot goes around terrain in its way (heuristic-waypoint.ts)', () => {
  it("rulebook pp.41-42 Impassable Terrain: a wall across the way to the objective: A's Rifles head for its east corner (pushed out by their frontage) with a legal Advance, not into the wall", () => {
    const setup = withWall(true);
    const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-rifles' }]);
    const view = playerView(state, 'a');
    assert.deepEqual(
      waypointTowards(setup, view, 'a-rifles', [10, 6], OBJECTIVE).map(r),
      [19.478, 7.552],
    );
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    const choice = heuristicPlayer().choose(setup, view, decision);
    assert.equal(choice.kind, 'advance');
    // The full 4" towards the corner, the Rifles keeping their facing (heuristic-wheel.ts): wheeling to face it their flank would go past 4".
    assert.deepEqual(choice.kind === 'advance' ? choice.at.map(r) : [], [13.947, 6.646]);
    const moved = applyChoice(setup, state, choice).state;
    const officer = moved.units['a-rifles']?.models.find(
      (m) => m.id === moved.units['a-rifles']?.officer,
    );
    assert.deepEqual(
      [officer?.x, officer?.y].map((v) => r(v ?? 0)),
      [13.947, 6.646],
    );
  });

  it('rulebook pp.41-42: with nothing in the way the goal itself is where it heads', () => {
    const setup = withWall(false);
    const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-rifles' }]);
    assert.deepEqual(
      waypointTowards(setup, playerView(state, 'a'), 'a-rifles', [10, 6], OBJECTIVE),
      OBJECTIVE,
    );
  });
  it('rulebook pp.41-42, p.46: the corner that makes the shortest way lies behind the loaded Transport (its frontage pushes it out): rather than back off to it with its passengers it steps aside and on, ending nearer the objective', () => {
    // The corner that makes the shortest way lies behind the Tanks (south of y = 5), 11.1" from the objective.
    assert.deepEqual(tanksRound(HARD_BY, BEYOND_HARD_BY, true), {
      corner: [28.7, 3.81],
      move: [[27.445, 6.384], 90, [[27.962, 4.452]]],
      off: ['9.49', '8.30'],
    });
  });

  it('rulebook pp.41-42: the same Tanks carrying nobody round that corner, backing off to it: a unit on its own still goes round what it must (a long wall, say)', () => {
    assert.deepEqual(tanksRound(HARD_BY, BEYOND_HARD_BY, false), {
      corner: [28.7, 3.81],
      move: [[28.7, 3.81], -14.208216276694838, undefined],
      off: ['9.49', '11.12'],
    });
  });

  it('rulebook pp.41-42, p.46: rounding a corner beside it would leave the loaded Transport further from the objective than it stands (14.13" from 13.98"): a line turned towards it that gains ground is taken instead', () => {
    assert.deepEqual(tanksRound(block(22.6, 26.7, 7, 10.9), [29.4, 17.9], true), {
      corner: [30.142, 3.726],
      move: [[29.952, 5.761], 90, undefined],
      off: ['13.98', '12.15'],
    });
  });
});
