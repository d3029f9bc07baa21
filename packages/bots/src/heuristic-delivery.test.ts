import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  OBJECTIVE_MARKER_DIAMETER,
  type At,
  type Choice,
  type GameSetup,
  type GameState,
  RECORD_FORMAT,
  applyChoice,
  nextDecision,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import { skirmishChanged } from './heuristic-fixture.js';
import { heuristicPlayer } from './heuristic-player.js';

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
/** An objective off to the north-west of A's Tanks: not straight ahead of them. */
const ASIDE: At = [14, 16];

/**
 * A's Tanks a Transport unit (Ponderous too when `ponderous`), A's Rifles
 * Embarked on them from the start (rulebook p.46); one objective at `at`.
 */
function setupWith(at: At, ponderous = false): GameSetup {
  const rules = ponderous ? [{ name: 'Ponderous' }] : [];
  return {
    ...skirmishChanged((unit) => {
      if (unit.id === 'a-tanks')
        return {
          ...unit,
          specialRules: [...unit.specialRules, { name: 'Capacity', x: CAPACITY }, ...rules],
          traits: [...unit.traits, 'Transport'],
        };
      return unit.id === 'a-rifles' ? { ...unit, embarkedOn: 'a-tanks' } : unit;
    }),
    objectives: [{ id: 'centre', at }],
  };
}

/** A's Tanks deployed at (24, 5) facing north, B's units across the table; A to activate. */
function opened(setup: GameSetup): GameState {
  return replay({
    format: RECORD_FORMAT,
    setup,
    seed: 1,
    choices: [
      { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      { kind: 'giveInitiative', to: 'a' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
    ],
  }).state;
}

/** A's decisions played by the heuristic bot until B is to decide: A's choices and the state then. */
function aPlays(setup: GameSetup, from: GameState): { state: GameState; choices: Choice[] } {
  let state = from;
  const choices: Choice[] = [];
  for (;;) {
    const decision = nextDecision(setup, state);
    if (decision === undefined || decision.player !== 'a') return { state, choices };
    const choice = heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
    choices.push(choice);
    state = applyChoice(setup, state, choice).state;
  }
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
    const { choices, state } = aPlays(setup, opened(setup));
    assert.deepEqual(choices, [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'advance', at: [24, 11], facing: 90 },
      { kind: 'rangedAttack', target: 'b-rifles' },
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'disembark', at: [24, 14], facing: 90 },
      { kind: 'takeCover' },
    ]);
    assert.ok(riflesShortOf(state, NEAR) <= RIFLES_SPEED, `${riflesShortOf(state, NEAR)}" short`);
  });

  it('rulebook pp.25, 46 Disembark: with the objective beyond a walk from every spot it may set up on, the Rifles stay aboard while their Transport carries them', () => {
    const setup = setupWith(FAR);
    const { choices, state } = aPlays(setup, opened(setup));
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
    const start = opened(setup);
    const tanks = start.units['a-tanks'];
    if (tanks === undefined) throw new RangeError('no a-tanks');
    tanks.models = tanks.models.slice(0, 1);
    const { choices, state } = aPlays(setup, start);
    assert.deepEqual(choices.slice(3, 5), [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'disembark', at: [24, 14], facing: 90 },
    ]);
    assert.equal(state.units['a-rifles']?.deployed, true);
  });

  it('rulebook p.16 Ponderous Movement: a Ponderous Transport cannot turn on the spot towards an objective off to its side: it moves 1" straight ahead first, then turns towards it by the Turning Template, and ends nearer', () => {
    const setup = setupWith(ASIDE, true);
    const state = opened(setup);
    // One hull, as a Landship is: the engine places a second model's path by its own formation rules.
    const tanks = state.units['a-tanks'];
    if (tanks === undefined) throw new RangeError('no a-tanks');
    tanks.models = tanks.models.slice(0, 1);
    const { choices } = aPlays(setup, state);
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
