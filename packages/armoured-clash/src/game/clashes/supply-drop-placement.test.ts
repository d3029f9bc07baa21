import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../../testing/game-fixture.js';
import { MARKER_RADIUS } from '../../testing/clash-fixture.js';
import type { GameSetup } from '../army.js';
import type { At, Choice } from '../choice.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { initialState } from '../initial-state.js';
import { replay, RECORD_FORMAT } from '../record.js';
import type { GameState } from '../state.js';
import { setupInPlay } from '../terrain/setup-in-play.js';
import { playerView } from '../view.js';
import { supplyDropZones } from './supply-drop.js';

const BATTLEFIELD = { width: 48, depth: 48 };
const MAP = supplyDropZones(BATTLEFIELD, 'south');

/** The skirmish on a 48" battlefield with Supply Drop's zones, the Generals to place its markers. */
function placing(extra: Partial<GameSetup> = {}): GameSetup {
  const base = skirmish();
  return {
    ...base,
    battlefield: BATTLEFIELD,
    terrain: [],
    clash: 'supplyDrop',
    objectives: [],
    supplyDropPlacement: true,
    generals: {
      a: { ...base.generals.a, zone: MAP.zones.a, rearEdge: 'south' },
      b: { ...base.generals.b, zone: MAP.zones.b, rearEdge: 'north' },
    },
    ...extra,
  };
}

/** Four spots 12" apart along the midway line: each more than 8" from the zones and the others. */
const SPOTS: readonly At[] = [
  [6, 24],
  [18, 24],
  [30, 24],
  [42, 24],
];

function place(setup: GameSetup, state: GameState, at: At): GameState {
  return applyChoice(setup, state, { kind: 'placeObjective', at }).state;
}

describe('rulebook p.60 Supply Drop: the Generals place the Strategic Objective Markers', () => {
  it('rulebook p.60 Supply Drop: General A places the first marker, the Generals take turns, and Deployment begins once four are placed', () => {
    const setup = placing();
    let state = initialState(setup, 1);
    assert.equal(state.stage, 'supplyDrop');
    const turns: string[] = [];
    for (const at of SPOTS) {
      const decision = nextDecision(setup, state);
      turns.push(decision?.player ?? '');
      assert.deepEqual(decision?.constraints?.[0], {
        kind: 'placeObjective',
        placed: state.placedObjectives ?? [],
        zones: MAP.zones,
        spacing: 8,
        left: SPOTS.length - (state.placedObjectives?.length ?? 0),
      });
      state = place(setup, state, at);
    }
    assert.deepEqual(turns, ['a', 'b', 'a', 'b']);
    assert.equal(state.stage, 'deployment');
    assert.equal(state.turn, 'a');
    assert.deepEqual(
      setupInPlay(setup, state).objectives,
      SPOTS.map((at, i) => ({ id: `supplies-${i + 1}`, at })),
    );
    // Both Generals see the markers placed; a setup in play passed again gains none twice.
    const view = playerView(state, 'b');
    assert.deepEqual(view.placedObjectives, SPOTS);
    assert.equal(setupInPlay(setupInPlay(setup, view), view).objectives?.length, 4);
  });

  it('rulebook p.60 Supply Drop: a marker within 8" of a Deployment Zone or of another marker is refused, naming which', () => {
    const setup = placing();
    const state = place(setup, initialState(setup, 1), [6, 24]);
    const nearZone = 12 + 8 + MARKER_RADIUS - 0.01;
    assert.throws(() => place(setup, state, [30, nearZone]), {
      name: 'IllegalChoice',
      message: `a marker at (30, ${nearZone}) is within 8" of General A's Deployment Zone (rulebook p.60 Supply Drop)`,
    });
    const nearMarker = 6 + 2 * MARKER_RADIUS + 8 - 0.01;
    assert.throws(() => place(setup, state, [nearMarker, 24]), {
      name: 'IllegalChoice',
      message: `a marker at (${nearMarker}, 24) is within 8" of the marker at (6, 24) (rulebook p.60 Supply Drop)`,
    });
    // Just clear of both: allowed.
    assert.equal(place(setup, state, [nearMarker + 0.02, 24 - 0.01]).placedObjectives?.length, 2);
  });

  it('rulebook p.60 Supply Drop: with the card draw, the markers are placed after General A and B are decided, General A first, then General A chooses a Deployment Zone', () => {
    const setup = placing({ generalDraw: true });
    let state = initialState(setup, 3);
    // Seed 3: side b wins the draw (generals.test.ts) and makes itself General A.
    assert.equal(state.generals?.winner, 'b');
    state = applyChoice(setup, state, { kind: 'chooseGeneral', general: 'A' }).state;
    assert.equal(state.stage, 'supplyDrop');
    const turns: string[] = [];
    for (const at of SPOTS) {
      turns.push(nextDecision(setup, state)?.player ?? '');
      state = place(setup, state, at);
    }
    assert.deepEqual(turns, ['b', 'a', 'b', 'a']);
    assert.equal(state.stage, 'generals');
    const claim = nextDecision(setup, state);
    assert.equal(claim?.player, 'b');
    assert.deepEqual(
      claim?.options.map((o) => o.kind),
      ['claimZone', 'claimZone'],
    );
    state = applyChoice(setup, state, { kind: 'claimZone', rearEdge: 'south' }).state;
    assert.equal(state.stage, 'deployment');
    assert.equal(state.turn, 'b');
    // General A (side b) took the south zone: the markers stay where they were placed.
    assert.deepEqual(
      setupInPlay(setup, state).objectives?.map((o) => o.at),
      SPOTS,
    );
  });

  it('rulebook p.60 Supply Drop: no fifth marker, and no marker outside the stage', () => {
    const setup = placing();
    let state = initialState(setup, 1);
    for (const at of SPOTS) state = place(setup, state, at);
    assert.throws(() => place(setup, state, [24, 24]), { name: 'IllegalChoice' });
  });

  it('rulebook p.60 Supply Drop: a record of the placing replays to the same markers', () => {
    const setup = placing();
    const choices: Choice[] = SPOTS.map((at) => ({ kind: 'placeObjective', at }));
    const replayed = replay({ format: RECORD_FORMAT, setup, seed: 1, choices });
    assert.equal(replayed.illegal, undefined);
    assert.deepEqual(replayed.state.placedObjectives, SPOTS);
  });

  it('rulebook p.60 Supply Drop: a setup asking the Generals to place markers outside Supply Drop, or with markers given, is refused', () => {
    assert.throws(() => initialState(placing({ clash: 'pitchedBattle' }), 1), {
      name: 'RangeError',
      message:
        'setup.supplyDropPlacement: the Generals place markers so only in Supply Drop, not in pitchedBattle (rulebook p.60 Supply Drop)',
    });
    assert.throws(() => initialState(placing({ objectives: [{ id: 'x', at: [24, 24] }] }), 1), {
      name: 'RangeError',
      message:
        'setup.supplyDropPlacement: the Generals place every marker, yet setup.objectives holds 1 (rulebook p.60 Supply Drop)',
    });
  });
});
