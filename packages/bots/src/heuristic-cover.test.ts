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
/** How far (inches) the Rifles' Officer stands from a marker its unit is in contact with, coming straight at it (rulebook p.39). */
const OFFICER_IN_CONTACT = 1.48;

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

/** rulebook p.42 Obstacles: a wall 10" long and 1/2" deep, running east-west across the Rifles' way north, its near side 2 1/4" ahead of them. */
const WALL_ON_THE_WAY: TerrainSetup = {
  id: 'wall',
  name: 'Wall',
  size: 1,
  features: ['obstacle'],
  area: { rectangle: { centre: [10, 8.5], width: 10, depth: 0.5, facing: 90 } },
};

/** A Strategic Objective beyond WALL_ON_THE_WAY, 9.22" north-north-east of the Rifles: two Advances off. */
const BEYOND_WALL_OBJECTIVE: At = [12, 15];

/** The Advances of the Rifles' Speed still needed from `at` to contact with BEYOND_WALL_OBJECTIVE (the Officer stops 1.48" off: see the last test). */
function advancesFrom(at: At): number {
  const off = Math.hypot(at[0] - BEYOND_WALL_OBJECTIVE[0], at[1] - BEYOND_WALL_OBJECTIVE[1]);
  return Math.ceil((off - OFFICER_IN_CONTACT) / RIFLES_SPEED);
}

/** A Strategic Objective 10" north of the Rifles: more than one Advance off. */
const FAR_OBJECTIVE: At = [10, 16];
/** A Strategic Objective 5" from the Rifles, north-east: within an Advance of contact, clear of the wall. */
const NEAR_OBJECTIVE: At = [14, 9];

/** How far (inches, to a hundredth) `at` is from FAR_OBJECTIVE. */
function left(at: At): string {
  return Math.hypot(at[0] - FAR_OBJECTIVE[0], at[1] - FAR_OBJECTIVE[1]).toFixed(2);
}

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

/**
 * The Rifles threatened on `setup` (with WALL) Advance behind the wall that
 * Conceals them, at (7.89, 8.20); straight on, the wall's end cuts the move
 * short in the open. Both moves, checked by the engine's plan of B's Tanks'
 * attack from where each ends, by the exact odds.
 */
function takesTheWall(setup: GameSetup): { move: FoundMove; open: FoundMove } {
  const { view, choice } = riflesThreatened(setup);
  const move = advanceOf(choice);
  assert.deepEqual(
    move.at.map((v) => v.toFixed(2)),
    ['7.89', '8.20'],
  );
  assert.deepEqual(afterAdvance(setup, view, move), {
    exposed: '1.7264',
    concealed: ['its Line of Sight crosses Wall, in contact with the target'],
  });
  const open = straightOn(setup, view);
  assert.deepEqual(open, { at: [10, 8.4], facing: 90 });
  assert.deepEqual(afterAdvance(setup, view, open), { exposed: '1.8756', concealed: [] });
  return { move, open };
}

describe('the heuristic bot moves to cover', () => {
  it('rulebook p.42 Obstacles, p.26 Concealed: threatened by Tanks it cannot answer, the Rifles Advance behind a wall that Conceals them, not straight on', () => {
    takesTheWall(withPiece(WALL));
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

  it('rulebook p.39 Controlling Objectives, p.42 Obstacles, p.26 Concealed: Rifles making for a Strategic Objective two Advances off take the wall on their way, arriving no later', () => {
    const setup = withPiece(WALL, [{ id: 'objective-1', at: FAR_OBJECTIVE }]);
    const { move, open } = takesTheWall(setup);
    // Both leave the marker two Advances away.
    assert.deepEqual([left(move.at), left(open.at)], ['8.07', '7.60']);
  });

  it('rulebook p.39 Controlling Objectives, p.42 Obstacles, p.26 Concealed: Rifles two Advances from a Strategic Objective stop at the near side of the wall across their way, where straight on they would stand on it in the open', () => {
    const setup = withPiece(WALL_ON_THE_WAY, [{ id: 'objective-1', at: BEYOND_WALL_OBJECTIVE }]);
    const { view, choice } = riflesThreatened(setup);
    const move = advanceOf(choice);
    // In contact with the wall's near side (y = 8.25) where their way meets it, keeping their facing.
    assert.deepEqual([...move.at.map((v) => v.toFixed(2)), move.facing], ['10.52', '7.75', 90]);
    assert.deepEqual(afterAdvance(setup, view, move), {
      exposed: '1.7264',
      concealed: ['its Line of Sight crosses Wall, in contact with the target'],
    });
    // Straight on, the Rifles end astride the wall: the Tanks' Line of Sight does not cross it.
    const open = straightOn(setup, view);
    assert.deepEqual(
      open.at.map((v) => v.toFixed(2)),
      ['10.52', '8.34'],
    );
    assert.deepEqual(afterAdvance(setup, view, open), { exposed: '1.8756', concealed: [] });
    // Both leave the marker two Advances away: the cover costs no Round.
    assert.deepEqual([advancesFrom(move.at), advancesFrom(open.at)], [2, 2]);
  });

  it('rulebook p.39 Controlling Objectives: Rifles an Advance from a Strategic Objective go straight for it, past the wall', () => {
    const setup = withPiece(WALL, [{ id: 'objective-1', at: NEAR_OBJECTIVE }]);
    const { view, choice } = riflesThreatened(setup);
    assert.deepEqual(choice, { kind: 'advance', ...straightOn(setup, view) });
    assert.deepEqual(
      advanceOf(choice).at.map((v) => v.toFixed(2)),
      ['12.81', '8.11'],
    );
    // Its base in contact with the marker (rulebook p.39: its edge 0.98" out, the Officer half its 1" depth behind): it holds it this Round, in the open.
    const at = advanceOf(choice).at;
    assert.equal(
      Math.hypot(at[0] - NEAR_OBJECTIVE[0], at[1] - NEAR_OBJECTIVE[1]).toFixed(2),
      '1.48',
    );
  });
});
