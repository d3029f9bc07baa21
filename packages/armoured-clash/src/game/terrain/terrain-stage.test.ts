import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../../testing/game-fixture.js';
import { PLACING_TERRAIN } from '../../scenario/terrain-guidelines.js';
import type { TerrainSetup } from '../../scenario/piece-at.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState } from '../state.js';
import { initialState } from '../initial-state.js';
import { playerView } from '../view.js';
import { setupInPlay } from './setup-in-play.js';

const copse = (n: number): TerrainSetup => ({
  id: `copse-${n}`,
  name: `Copse ${n}`,
  size: 2,
  features: ['dense'],
  area: { circle: { centre: [0, 0], radius: 2 } },
});
const wall: TerrainSetup = {
  id: 'wall',
  name: 'Wall',
  size: 1,
  features: ['obstacle'],
  area: { rectangle: { centre: [0, 0], width: 0.5, depth: 6, facing: 0 } },
};
const rocks: TerrainSetup = {
  id: 'rocks',
  name: 'Rocks',
  size: 3,
  features: ['impassable'],
  area: { rectangle: { centre: [0, 0], width: 2, depth: 2, facing: 0 } },
};

/** General's choice to place `piece` centred on `at`, turned `facing` degrees. */
const placeTerrain = (piece: string, at: readonly [number, number], facing: number): Choice => ({
  kind: 'placeTerrain',
  piece,
  at: [at[0], at[1]],
  facing,
});

/** The fixture's Skirmish (36" square, a Wood of radius 3 at (31, 18)) with pieces for the Generals to place. */
function placing(pieces: readonly TerrainSetup[]): GameSetup {
  return { ...skirmish(), terrainPlacement: { pieces } };
}

/** Five places more than 4" from each other, the edges and the Wood. */
const PLACES: readonly (readonly [number, number])[] = [
  [7, 12],
  [7, 24],
  [16, 12],
  [16, 24],
  [25, 28],
];

const FIVE_COPSES: readonly Choice[] = PLACES.map((at, i) => ({
  kind: 'placeTerrain',
  piece: `copse-${i + 1}`,
  at,
  facing: 0,
}));

function play(setup: GameSetup, choices: readonly Choice[]): GameState {
  return choices.reduce(
    (state, choice) => applyChoice(setup, state, choice).state,
    initialState(setup, 1),
  );
}

function refusal(setup: GameSetup, state: GameState, choice: Choice): IllegalChoice {
  try {
    applyChoice(setup, state, choice);
  } catch (error) {
    if (error instanceof IllegalChoice) return error;
    throw error;
  }
  assert.fail(`${choice.kind} was accepted`);
}

describe('rulebook p.56 Placing Terrain', () => {
  const setup = placing([1, 2, 3, 4, 5].map(copse).concat([wall, rocks]));

  it('rulebook p.56 Placing Terrain: General A places first, the Generals alternate, none may stop before the minimum (5 in a Skirmish)', () => {
    const start = initialState(setup, 1);
    assert.equal(start.stage, 'terrain');
    const first = nextDecision(setup, start);
    assert.equal(first?.player, 'a');
    assert.deepEqual(first?.options, []);
    assert.deepEqual(first?.constraints, [
      {
        kind: 'placeTerrain',
        pieces: ['copse-1', 'copse-2', 'copse-3', 'copse-4', 'copse-5', 'wall', 'rocks'],
        gap: 4,
        exempt: ['obstacle', 'road', 'water'],
      },
    ]);
    const two = play(setup, FIVE_COPSES.slice(0, 2));
    assert.equal(nextDecision(setup, two)?.player, 'a');
    assert.deepEqual(nextDecision(setup, two)?.constraints?.[0]?.kind, 'placeTerrain');
    const early = refusal(setup, two, { kind: 'stopTerrain' });
    assert.equal(early.rule, PLACING_TERRAIN);
    assert.equal(
      early.message,
      'at least 5 pieces of terrain must be placed before a General may stop (2 are)',
    );
  });

  it('rulebook p.56 Placing Terrain: once the minimum is placed a General may stop; the opponent may place one more piece, then the Generals deploy', () => {
    const five = play(setup, FIVE_COPSES);
    const decision = nextDecision(setup, five);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [{ kind: 'stopTerrain' }]);
    const stopped = applyChoice(setup, five, { kind: 'stopTerrain' }).state;
    assert.equal(stopped.terrainStopped, 'b');
    assert.equal(nextDecision(setup, stopped)?.player, 'a');
    const last = applyChoice(setup, stopped, placeTerrain('wall', [25, 8], 90));
    assert.equal(last.state.stage, 'deployment');
    assert.equal(last.state.turn, 'a');
    assert.equal(last.state.terrainStopped, undefined);
    assert.equal(last.state.placedTerrain?.length, 6);
    assert.deepEqual(
      last.events.map((e) => e.kind),
      ['placeTerrain', 'terrainPlaced'],
    );
  });

  it('rulebook p.56 Placing Terrain: the opponent may also decline the one more piece', () => {
    const five = play(setup, [...FIVE_COPSES, { kind: 'stopTerrain' }]);
    const done = applyChoice(setup, five, { kind: 'stopTerrain' }).state;
    assert.equal(done.stage, 'deployment');
    assert.equal(done.placedTerrain?.length, 5);
  });

  it('rulebook p.56 Placing Terrain: once the maximum is placed (here every piece given), no more terrain is placed', () => {
    const exactly = placing([1, 2, 3, 4, 5].map(copse));
    const done = play(exactly, FIVE_COPSES);
    assert.equal(done.stage, 'deployment');
    assert.equal(nextDecision(exactly, done)?.constraints?.[0]?.kind, 'deploy');
  });

  it('rulebook p.56 Placing Terrain: no piece within 4" of a battlefield edge (exactly 4" is within)', () => {
    const start = initialState(setup, 1);
    const near = refusal(setup, start, placeTerrain('copse-1', [5, 18], 0));
    assert.equal(near.rule, PLACING_TERRAIN);
    assert.equal(
      near.message,
      'Copse 1 would be 3" from the west battlefield edge: no piece may be placed within 4" of an edge, unless it is an Obstacle, Road or Water (rulebook p.56 Placing Terrain)',
    );
    assert.match(
      refusal(setup, start, placeTerrain('copse-1', [6, 18], 0)).message,
      /4" from the west battlefield edge/,
    );
    const placed = applyChoice(setup, start, placeTerrain('copse-1', [6.5, 18], 0));
    assert.deepEqual(placed.state.placedTerrain?.[0]?.area, {
      circle: { centre: [6.5, 18], radius: 2 },
    });
  });

  it('rulebook p.56 Placing Terrain: no piece within 4" of another piece of terrain', () => {
    const start = initialState(setup, 1);
    const refused = refusal(setup, start, placeTerrain('copse-1', [24, 18], 0));
    assert.equal(
      refused.message,
      'Copse 1 would be 2" from Wood: no piece may be placed within 4" of another piece of terrain, unless one of them is an Obstacle, Road or Water (rulebook p.56 Placing Terrain)',
    );
    const one = play(setup, FIVE_COPSES.slice(0, 1));
    assert.match(
      refusal(setup, one, placeTerrain('copse-2', [12, 12], 0)).message,
      /Copse 2 would be 1" from Copse 1/,
    );
  });

  it('rulebook p.56 Placing Terrain: Obstacles, Roads and Water are exempt from both guidelines, but stay on the battlefield', () => {
    const start = initialState(setup, 1);
    // Half an inch from the Wood, 2.75" from the west edge.
    const wallAtEdge = applyChoice(setup, start, placeTerrain('wall', [3, 18], 90)).state;
    assert.equal(wallAtEdge.placedTerrain?.length, 1);
    // A copse 1.75" from the wall: the wall is exempt.
    const copseByWall = applyChoice(setup, wallAtEdge, placeTerrain('copse-1', [7, 18], 0)).state;
    assert.equal(copseByWall.placedTerrain?.length, 2);
    assert.match(
      refusal(setup, start, placeTerrain('wall', [35.9, 18], 90)).message,
      /Wall is not entirely on the battlefield/,
    );
  });

  it('rulebook p.56 Placing Terrain: a piece is placed once, and only a piece given to place', () => {
    const one = play(setup, FIVE_COPSES.slice(0, 1));
    assert.equal(
      refusal(setup, one, placeTerrain('copse-1', [20, 24], 0)).message,
      'Copse 1 is already placed',
    );
    assert.equal(
      refusal(setup, one, placeTerrain('wood', [20, 24], 0)).message,
      '"wood" is not a piece of terrain the Generals may place',
    );
    assert.equal(
      refusal(setup, initialState(setup, 1), {
        kind: 'deploy',
        unit: 'a-rifles',
        at: [10, 6],
        facing: 90,
      }).rule,
      'the game sequence (rulebook p.20)',
    );
  });

  it('rulebook p.56 Placing Terrain: the pieces placed are part of the battlefield the game is played on', () => {
    const rocksInZone = play(setup, [
      placeTerrain('rocks', [10, 7], 0),
      ...FIVE_COPSES.slice(1),
      { kind: 'stopTerrain' },
      { kind: 'stopTerrain' },
    ]);
    assert.equal(rocksInZone.stage, 'deployment');
    assert.deepEqual(
      setupInPlay(setup, playerView(rocksInZone, 'b')).terrain.map((t) => t.id),
      ['wood', 'rocks', 'copse-2', 'copse-3', 'copse-4', 'copse-5'],
    );
    // A setup in play passed again (as the server sends it, read back from JSON) adds nothing twice.
    const sent = JSON.parse(JSON.stringify(setupInPlay(setup, rocksInZone))) as GameSetup;
    assert.equal(setupInPlay(sent, rocksInZone).terrain.length, 6);
    const onRocks = refusal(setup, rocksInZone, {
      kind: 'deploy',
      unit: 'a-tanks',
      at: [10, 7],
      facing: 90,
    });
    assert.match(onRocks.message, /Rocks|impassable|Impassable/);
  });

  it('rulebook p.56 Placing Terrain: a record with terrain placement replays to the same battlefield', () => {
    const choices = [
      ...FIVE_COPSES,
      { kind: 'stopTerrain' } as const,
      { kind: 'stopTerrain' } as const,
    ];
    const result = replay({ format: RECORD_FORMAT, setup, seed: 7, choices });
    assert.equal(result.illegal, undefined);
    assert.deepEqual(result.state.placedTerrain, play(setup, choices).placedTerrain);
  });

  it("rulebook p.56 Placing Terrain: a setup giving fewer pieces than the Force Scale's minimum is refused, saying where", () => {
    assert.throws(() => initialState(placing([copse(1), copse(2)]), 1), {
      name: 'RangeError',
      message:
        'terrainPlacement.pieces: the Generals place at least 5 pieces of terrain at this Force Scale (skirmish), but only 2 are given (rulebook p.56 Placing Terrain)',
    });
    assert.throws(
      () => initialState(placing([1, 2, 3, 4, 5].map(copse).concat([{ ...wall, id: 'wood' }])), 1),
      {
        message: 'terrainPlacement.pieces[5] ("wood"): the id is used by another piece of terrain',
      },
    );
  });
});
