import assert from 'node:assert/strict';
import { degrees, radians } from '@warroom/engine';
import { describe, it } from 'node:test';
import { type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { moveModels } from './move-models.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState, UnitState } from './state.js';
import { tableOf } from './table-of.js';

const SEED = 5;
/** A's tanks deploy facing north (90°; facings are radians counter-clockwise from +x). */
const NORTH = radians(90);
/** A turn at a Navigation Point within the Turning Template (45°): 30° to the left. */
const TURN = radians(30);

/** The facings of the unit's models, in whole degrees. */
function facingsInDegrees(unit: UnitState): number[] {
  return unit.models.map((m) => Math.round(degrees(m.facing)));
}
/** Each leg of the move, in inches: the turn is made at a Navigation Point (every 1"). */
const LEG = 2;
const MOVEMENT_LIMIT = 6;

function opened(setup: GameSetup): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: SEED, choices: OPENING_CHOICES }).state;
}

/**
 * A's tanks: the Officer, #1 at (24, 5), 2" straight ahead, then 2" on after
 * turning 30° left (away from #2, which stays within 3"); no facing given.
 */
function turningMove(state: GameState): UnitMove {
  const officer = state.units['a-tanks']?.models[0];
  if (officer === undefined) throw new RangeError('no a-tanks Officer');
  const heading = NORTH + TURN;
  const bend = { x: officer.x, y: officer.y + LEG };
  const end = { x: bend.x + LEG * Math.cos(heading), y: bend.y + LEG * Math.sin(heading) };
  return {
    unit: 'a-tanks',
    limit: MOVEMENT_LIMIT,
    paths: [{ model: officer.id, waypoints: [{ x: officer.x, y: officer.y }, bend, end] }],
  };
}

describe('rulebook p.16 Ponderous Movement: the facing a path with none given ends with', () => {
  it('rulebook p.16 Ponderous Movement, glossary: Ponderous: a Ponderous tank turned 30° at a Navigation Point, given no facing, ends facing along its last leg (120°), as the move check placed it', () => {
    const setup = skirmishWith({ 'a-tanks': { rules: [{ name: 'Ponderous' }] } });
    const state = opened(setup);
    const move = turningMove(state);
    const tanks = state.units['a-tanks'];
    assert.ok(tanks !== undefined);
    assert.deepEqual(checkMove(tableOf(setup, state), move).legal, true);
    moveModels(setup, tanks, move);
    assert.deepEqual(facingsInDegrees(tanks), [120, 90]);
  });

  it('rulebook p.16 Moving a Unit: a tank that is not Ponderous, given no facing, keeps the one it started with (90°)', () => {
    const setup = skirmish();
    const state = opened(setup);
    const move = turningMove(state);
    const tanks = state.units['a-tanks'];
    assert.ok(tanks !== undefined);
    assert.deepEqual(checkMove(tableOf(setup, state), move).legal, true);
    moveModels(setup, tanks, move);
    assert.deepEqual(facingsInDegrees(tanks), [90, 90]);
  });
});
