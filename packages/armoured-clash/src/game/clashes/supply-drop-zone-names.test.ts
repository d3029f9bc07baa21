import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Edge } from '../../battlefield/battlefield.js';
import { MARKER_RADIUS } from '../../testing/clash-fixture.js';
import { skirmish } from '../../testing/game-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { initialState } from '../initial-state.js';
import type { GameState } from '../state.js';
import { setupInPlay } from '../terrain/setup-in-play.js';
import { supplyDropZones } from './supply-drop.js';
import { supplyDropSpotProblem } from './supply-drop-placement.js';

const BATTLEFIELD = { width: 48, depth: 48 };
const MAP = supplyDropZones(BATTLEFIELD, 'south');
/** rulebook p.60: the zones reach 12" from the midway line (12" deep here); a marker closer than 8" is refused. */
const ZONE_DEPTH = 12;
const SPACING = 8;
/** Just within 8" of the south zone, and of the north zone. */
const NEAR_SOUTH: At = [30, ZONE_DEPTH + SPACING + MARKER_RADIUS - 0.01];
const NEAR_NORTH: At = [30, BATTLEFIELD.depth - ZONE_DEPTH - SPACING - MARKER_RADIUS + 0.01];
/** Four spots 12" apart along the midway line. */
const SPOTS: readonly At[] = [
  [6, 24],
  [18, 24],
  [30, 24],
  [42, 24],
];
/** Seed 3: side b wins the card draw (generals.test.ts). */
const B_WINS = 3;

/** The skirmish on a 48" battlefield with Supply Drop's zones (side a south), the Generals placing the markers, drawing for General A when `draw`. */
function drawing(draw = true): GameSetup {
  const base = skirmish();
  return {
    ...base,
    battlefield: BATTLEFIELD,
    terrain: [],
    clash: 'supplyDrop',
    objectives: [],
    supplyDropPlacement: true,
    ...(draw ? { generalDraw: true } : {}),
    generals: {
      a: { ...base.generals.a, zone: MAP.zones.a, rearEdge: 'south' },
      b: { ...base.generals.b, zone: MAP.zones.b, rearEdge: 'north' },
    },
  };
}

const refusal = (at: At, zone: string) =>
  `a marker at (${at.join(', ')}) is within 8" of ${zone} (rulebook p.60 Supply Drop)`;

/** Side b, having won the draw, is General A: stage supplyDrop, General A (b) to place. */
function bIsGeneralA(setup: GameSetup): GameState {
  const state = initialState(setup, B_WINS);
  assert.equal(state.generals?.winner, 'b');
  return applyChoice(setup, state, { kind: 'chooseGeneral', general: 'A' }).state;
}

/** The four markers placed, then General A (side b) claims the zone along `edge`. */
function claimed(setup: GameSetup, edge: Edge): GameState {
  let state = bIsGeneralA(setup);
  for (const at of SPOTS) state = applyChoice(setup, state, { kind: 'placeObjective', at }).state;
  return applyChoice(setup, state, { kind: 'claimZone', rearEdge: edge }).state;
}

describe('rulebook p.60 Supply Drop: refusals name the Deployment Zones as they stand', () => {
  it("rulebook p.60 Supply Drop, p.57 Deploy Forces: with the card draw the markers are placed before General A claims a zone: a refusal names the zone by its edge, not by a General (side b is General A here, side a's zone still unclaimed)", () => {
    const setup = drawing();
    const state = bIsGeneralA(setup);
    assert.equal(state.stage, 'supplyDrop');
    assert.equal(state.turn, 'b');
    assert.throws(() => applyChoice(setup, state, { kind: 'placeObjective', at: NEAR_SOUTH }), {
      name: 'IllegalChoice',
      message: refusal(NEAR_SOUTH, 'the Deployment Zone along the south edge'),
    });
    assert.throws(() => applyChoice(setup, state, { kind: 'placeObjective', at: NEAR_NORTH }), {
      name: 'IllegalChoice',
      message: refusal(NEAR_NORTH, 'the Deployment Zone along the north edge'),
    });
  });

  it('rulebook p.60 Supply Drop, p.57 Deploy Forces: once General A (side b) claimed a zone, each is named by the General holding it, whichever side of the setup it was given to', () => {
    const setup = drawing();
    for (const [edge, south, north] of [
      ['south', "General A's Deployment Zone", "General B's Deployment Zone"],
      ['north', "General B's Deployment Zone", "General A's Deployment Zone"],
    ] as const) {
      const state = claimed(setup, edge);
      const inPlay = setupInPlay(setup, state);
      // The markers are all placed: asked of an empty battlefield, with the zones as claimed.
      const played = { generals: state.generals };
      assert.equal(supplyDropSpotProblem(inPlay, played, NEAR_SOUTH), refusal(NEAR_SOUTH, south));
      assert.equal(supplyDropSpotProblem(inPlay, played, NEAR_NORTH), refusal(NEAR_NORTH, north));
    }
  });

  it("rulebook p.60 Supply Drop: without the card draw side a is General A and holds its zone from the start: named General A's and General B's", () => {
    const setup = drawing(false);
    const state = initialState(setup, 1);
    assert.equal(state.stage, 'supplyDrop');
    assert.equal(
      supplyDropSpotProblem(setup, state, NEAR_SOUTH),
      refusal(NEAR_SOUTH, "General A's Deployment Zone"),
    );
    assert.equal(
      supplyDropSpotProblem(setup, state, NEAR_NORTH),
      refusal(NEAR_NORTH, "General B's Deployment Zone"),
    );
  });
});
