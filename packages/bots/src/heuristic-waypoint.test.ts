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

/** Impassable Terrain 1.66" in front of A's Tanks, its east end 0.9" east of their Officer, and an objective beyond it. */
const HARD_BY = block(20.9, 24.9, 6.66, 9.66);
const BEYOND_HARD_BY: [number, number] = [25.3, 14.4];

/**
 * A's Rifles Activated at (10, 6) in the skirmish with `piece` and an
 * objective at `at`: the point they head for (waypointTowards) and where the
 * heuristic's Advance ends.
 */
function riflesRound(piece: GameSetup['terrain'][number], at: [number, number]) {
  const base = skirmish();
  const setup: GameSetup = {
    ...base,
    objectives: [{ id: 'objective', at }],
    terrain: [...base.terrain, piece],
  };
  const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-rifles' }]);
  const view = playerView(state, 'a');
  const decision = nextDecision(setup, state);
  const choice = decision && heuristicPlayer().choose(setup, view, decision);
  return {
    corner: waypointTowards(setup, view, 'a-rifles', [10, 6], at).map(r),
    advance: choice?.kind === 'advance' ? choice.at.map(r) : [],
  };
}

describe('the heuristic bot goes around terrain in its way (heuristic-waypoint.ts)', () => {
  it("rulebook pp.41-42 Impassable Terrain: a wall across the way to the objective: A's Rifles head for its east end (clear of it by their frontage) with a legal Advance, not into the wall", () => {
    const setup = withWall(true);
    const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-rifles' }]);
    const view = playerView(state, 'a');
    assert.deepEqual(
      waypointTowards(setup, view, 'a-rifles', [10, 6], OBJECTIVE).map(r),
      [19.5, 6.136],
    );
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    const choice = heuristicPlayer().choose(setup, view, decision);
    assert.equal(choice.kind, 'advance');
    // The full 4" towards the corner, the Rifles keeping their facing (heuristic-wheel.ts): wheeling to face it their flank would go past 4".
    assert.deepEqual(choice.kind === 'advance' ? choice.at.map(r) : [], [14, 6.057]);
    const moved = applyChoice(setup, state, choice).state;
    const officer = moved.units['a-rifles']?.models.find(
      (m) => m.id === moved.units['a-rifles']?.officer,
    );
    assert.deepEqual(
      [officer?.x, officer?.y].map((v) => r(v ?? 0)),
      [14, 6.057],
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
  it('rulebook pp.41-42, p.46: hard in front of the loaded Transport, the shortest way round the block first steps aside along it, ending further from the objective (10.36" from 9.49"): with its passengers it takes the move that ends nearer the objective (a step aside and on, 8.30" off)', () => {
    assert.deepEqual(tanksRound(HARD_BY, BEYOND_HARD_BY, true), {
      corner: [29.65, 5],
      move: [[27.445, 6.384], 90, [[27.962, 4.452]]],
      off: ['9.49', '8.30'],
    });
  });

  it('rulebook pp.41-42: the same Tanks carrying nobody step aside along the block, level with where they stand, rather than back off to a corner behind them (pushed out by their frontage): a unit on its own goes round what it must', () => {
    assert.deepEqual(tanksRound(HARD_BY, BEYOND_HARD_BY, false), {
      corner: [29.65, 5],
      move: [[29.65, 5], 0, undefined],
      off: ['9.49', '10.36'],
    });
  });

  it('rulebook pp.41-42, p.46: hard by a block whose end lies 2.7" aside, stepping aside along it would end further from the objective (12.89", from 13.98") than a line turned towards it (12.15"): the loaded Transport takes the line', () => {
    assert.deepEqual(tanksRound(block(22.6, 26.7, 7, 10.9), [29.4, 17.9], true), {
      corner: [31.45, 5.032],
      move: [[29.952, 5.761], 90, undefined],
      off: ['13.98', '12.15'],
    });
  });

  it('rulebook pp.41-42: the same Tanks carrying nobody step aside along that block, level with where they stand (12.89" from the objective), to go round it', () => {
    assert.deepEqual(tanksRound(block(22.6, 26.7, 7, 10.9), [29.4, 17.9], false), {
      corner: [31.45, 5.032],
      move: [[30, 5.026], 0.24983553819786558, undefined],
      off: ['13.98', '12.89'],
    });
  });

  it('rulebook pp.41-42: a round Impassable piece 1" in front of A\'s Rifles: they head round it by the shortest way, clear of it by their frontage, not back off first', () => {
    const rock: GameSetup['terrain'][number] = {
      id: 'rock',
      name: 'Rock',
      size: 3,
      features: ['impassable'],
      area: { circle: { centre: [10, 12], radius: 3 } },
    };
    assert.deepEqual(riflesRound(rock, OBJECTIVE), {
      corner: [17.5, 15.107],
      advance: [12.034, 8.47],
    });
  });

  it('rulebook pp.41-42: an objective hard behind the wall (1.5" beyond it, nearer than A\'s Rifles\' frontage, 1" east of its middle): they head for the nearer end, the east, and file in to the objective from there rather than go all the way round', () => {
    assert.deepEqual(riflesRound(WALL_ACROSS, [11, 10.5]), {
      corner: [19.5, 6.136],
      advance: [14, 6.057],
    });
  });

  it('rulebook p.16 Moving a Unit (models stay on the battlefield), pp.41-42: a wall from 2.5" to 17.5" across A\'s Rifles\' way: round its west end they would leave the table, so they head round its east end', () => {
    assert.deepEqual(riflesRound(block(2.5, 17.5, 8, 9), OBJECTIVE), {
      corner: [22, 6.136],
      advance: [14, 6.045],
    });
  });

  it('rulebook pp.41-42, p.46: a wall 16" wide across the way of the loaded Transport: it drives straight up to it, the move that ends nearest the objective (16.60" from 19.00"), rather than round it (18.83"): its passengers get out there and walk (heuristic-offers.ts carriesOn)', () => {
    assert.deepEqual(tanksRound(block(14, 30, 9, 10), [24, 24], true), {
      corner: [34.75, 7.032],
      move: [[24, 7.4], 90, undefined],
      off: ['19.00', '16.60'],
    });
  });
});
