import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type At,
  type Choice,
  type GameSetup,
  type ObjectiveMarkerSetup,
  type PlayerView,
  type TerrainSetup,
  nextDecision,
  planRangedAttack,
  plannedManoeuvre,
  playerView,
} from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { exposure, unitsAfter } from './heuristic-exposure.js';
import { skirmishAfter } from './heuristic-fixture.js';
import { type FoundMove, moveTowardsGoal } from './heuristic-moves.js';
import { heuristicPlayer } from './heuristic-player.js';
import { tryIt } from './heuristic-odds.js';

/** B's Tanks are moved here, 18" north of A's Rifles (Officer at (10, 6)): within their gun's 24" against Light targets, beyond the Rifles' 12" against Heavy ones. */
const TANKS_AT: At = [10, 24];
/** The Rifles' Speed (skirmish fixture). */
const RIFLES_SPEED = 4;

/** rulebook p.42 Obstacles: a wall 6" long and 1/2" deep, running east-west, centred at (8, 9). */
const WALL: TerrainSetup = {
  id: 'wall',
  name: 'Wall',
  size: 1,
  features: ['obstacle'],
  area: { rectangle: { centre: [8, 9], width: 6, depth: 0.5, facing: 90 } },
};

/** rulebook p.41 Dense Terrain: a copse 5" across centred at (8, 11). */
const COPSE: TerrainSetup = {
  id: 'copse',
  name: 'Copse',
  size: 2,
  features: ['dense'],
  area: { circle: { centre: [8, 11], radius: 2.5 } },
};

/** The skirmish with one more piece of terrain and these Strategic Objectives. */
function withPiece(
  piece: TerrainSetup,
  objectives: readonly ObjectiveMarkerSetup[] = [],
): GameSetup {
  const base = skirmish();
  return { ...base, objectives, terrain: [...base.terrain, piece] };
}

/** A's Rifles Activated, in their Movement Step, B's Tanks moved to TANKS_AT; what A sees and the heuristic's choice. */
function riflesThreatened(setup: GameSetup): { view: PlayerView; choice: Choice } {
  const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-rifles' }]);
  const tanks = state.units['b-tanks'];
  const officer = tanks?.models.find((m) => m.id === tanks.officer);
  assert.ok(tanks !== undefined && officer !== undefined);
  tanks.models = tanks.models.map((m) => ({
    ...m,
    x: m.x - officer.x + TANKS_AT[0],
    y: m.y - officer.y + TANKS_AT[1],
  }));
  const decision = nextDecision(setup, state);
  assert.ok(decision !== undefined);
  const view = playerView(state, 'a');
  return { view, choice: heuristicPlayer().choose(setup, view, decision) };
}

/** The Advance the bot makes without cover in mind: straight towards its goal (heuristic-moves.ts). */
function straightOn(setup: GameSetup, view: PlayerView): FoundMove {
  const move = moveTowardsGoal(
    setup,
    view,
    'a-rifles',
    RIFLES_SPEED,
    (at, facing, via) =>
      tryIt(() =>
        plannedManoeuvre(setup, view, 'a-rifles', 'advance', at, facing, 0, undefined, via),
      ) !== undefined,
  );
  assert.ok(move !== undefined);
  return move;
}

/** The table after the Rifles' Advance `move`, what B's shots are expected to take there, and why B's Tanks would find them Concealed. */
function afterAdvance(setup: GameSetup, view: PlayerView, move: FoundMove) {
  const made = plannedManoeuvre(
    setup,
    view,
    'a-rifles',
    'advance',
    move.at,
    move.facing,
    0,
    undefined,
    move.via,
  );
  const after = unitsAfter(view, made);
  const shot = planRangedAttack(setup, after, 'b-tanks', 'a-rifles', false);
  return {
    exposed: exposure(setup, view, after, 'a-rifles').toFixed(4),
    concealed: shot.acquisition.concealed,
  };
}

function advanceOf(choice: Choice): FoundMove {
  assert.equal(choice.kind, 'advance');
  return choice.kind === 'advance' ? choice : { at: [0, 0], facing: 0 };
}

describe('the heuristic bot moves to cover', () => {
  it('rulebook p.42 Obstacles, p.26 Concealed: threatened by Tanks it cannot answer, the Rifles Advance behind a wall that Conceals them, not straight on', () => {
    const setup = withPiece(WALL);
    const { view, choice } = riflesThreatened(setup);
    const move = advanceOf(choice);
    assert.deepEqual(
      move.at.map((v) => v.toFixed(2)),
      ['7.89', '8.20'],
    );
    // The engine's plan of B's Tanks' attack from where the Advance ends, by the exact odds.
    assert.deepEqual(afterAdvance(setup, view, move), {
      exposed: '1.7264',
      concealed: ['its Line of Sight crosses Wall, in contact with the target'],
    });
    // Straight on, past the end of the wall, they would stand in the open.
    const open = straightOn(setup, view);
    assert.deepEqual(open, { at: [10, 8.4], facing: 90 });
    assert.deepEqual(afterAdvance(setup, view, open), { exposed: '1.8756', concealed: [] });
  });

  it('rulebook p.17 Checking Line of Sight, p.41 Dense Terrain, p.26 Concealed: the Rifles Advance to where a copse Obscures them from the Tanks', () => {
    const setup = withPiece(COPSE);
    const { view, choice } = riflesThreatened(setup);
    const move = advanceOf(choice);
    assert.deepEqual(
      move.at.map((v) => v.toFixed(2)),
      ['7.54', '7.99'],
    );
    assert.deepEqual(afterAdvance(setup, view, move), {
      exposed: '1.7264',
      concealed: ['the Officer has Clear Line of Sight to fewer than half of the models'],
    });
    assert.deepEqual(afterAdvance(setup, view, straightOn(setup, view)), {
      exposed: '1.8756',
      concealed: [],
    });
  });

  it('rulebook p.39 Controlling Objectives: Rifles making for a Strategic Objective keep straight on rather than seek the wall', () => {
    const setup = withPiece(WALL, [{ id: 'objective-1', at: [10, 16] }]);
    const { view, choice } = riflesThreatened(setup);
    assert.deepEqual(choice, { kind: 'advance', ...straightOn(setup, view) });
    assert.equal(advanceOf(choice).at[0], 10);
  });
});
