import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type At, type GameSetup, type GameState, playerView } from '@warroom/armoured-clash';
import { skirmishAfter, skirmishChanged } from './heuristic-fixture.js';
import { moveTowardsGoal } from './heuristic-moves.js';
import { aPlays, oneHull, transportOpened, transportSetup } from './heuristic-transport-fixture.js';
import { advanceAllowed } from './advance-allowed.js';

/** Capacity (X) of A's Tank: one model carries all six of A's Rifles. */
const CAPACITY = 6;
/** The Reichsfaust Landship's hull (inches): far longer than the 3" Disembark reach from its centre. */
const LANDSHIP_HULL = { width: 3.54, depth: 6.3 };
/** A Strategic Objective 15" north of where A's Tank deploys (24, 5): within reach once it has Advanced. */
const AHEAD: At = [24, 20];
/** A Strategic Objective 17" north of A's Tank: after its Advance, beyond the Rifles' reach on foot. */
const FAR: At = [24, 22];
/** A Strategic Objective off to the north-east of A's Tanks (24, 5): the hull must turn to its right. */
const NORTH_EAST: At = [34, 16];
/** rulebook p.24: the skirmish Tanks' Movement Limit (inches). */
const TANKS_SPEED = 6;

/** Where A's Tank's hull ends (its centre) after the moves played in `state`. */
function hullAt(state: GameState): At {
  const tank = state.units['a-tanks']?.models[0];
  if (tank === undefined) throw new RangeError('no a-tanks');
  return [tank.x, tank.y];
}

describe('the heuristic bot moves and unloads a Landship (rulebook p.16 Ponderous Movement, pp.43-47 Transports)', () => {
  it('rulebook p.46 Making a Disembark Manoeuvre: from a 6.3" hull the Rifles are set up ahead of its front edge, measured from the hull rather than its centre', () => {
    const setup = transportSetup(CAPACITY, { objective: AHEAD, hull: LANDSHIP_HULL });
    const { choices, state } = aPlays(setup, oneHull(transportOpened(setup)));
    const disembark = choices.find((c) => c.kind === 'disembark');
    assert.ok(disembark?.kind === 'disembark', JSON.stringify(choices));
    const front = hullAt(state)[1] + LANDSHIP_HULL.depth / 2;
    assert.ok(disembark.at[1] > front, `set up at ${disembark.at.join(', ')}, hull front ${front}`);
    assert.equal(state.units['a-rifles']?.deployed, true);
  });

  it('rulebook p.16 Ponderous Movement (our reading): a Ponderous Transport seldom makes its Speed towards a goal, so its Rifles get out and walk though the objective is far', () => {
    const setup = transportSetup(CAPACITY, { objective: FAR, ponderous: true });
    const { choices, state } = aPlays(setup, oneHull(transportOpened(setup)));
    assert.ok(
      choices.some((c) => c.kind === 'disembark'),
      JSON.stringify(choices),
    );
    assert.equal(state.units['a-rifles']?.deployed, true);
  });

  it('rulebook p.16 Ponderous Movement, Moving a Unit: a Landship whose turn towards the objective would end on friendly Rifles swings wide of them by the Turning Template and still ends nearer', () => {
    const plain = skirmishChanged((unit) =>
      unit.id === 'a-tanks'
        ? { ...unit, specialRules: [...unit.specialRules, { name: 'Ponderous' }] }
        : unit,
    );
    const setup: GameSetup = { ...plain, objectives: [{ id: 'east', at: NORTH_EAST }] };
    const state = oneHull(skirmishAfter(setup, 0));
    // A's Rifles in a line just right of the hull's way north, 2" to 3" ahead of its front.
    const rifles = state.units['a-rifles'];
    if (rifles === undefined) throw new RangeError('no a-rifles');
    rifles.models = rifles.models.map((m, i) => ({ ...m, x: 26 + i, y: 9 }));
    const view = playerView(state, 'a');
    const move = moveTowardsGoal(setup, view, 'a-tanks', TANKS_SPEED, (at, facing, via) =>
      advanceAllowed(setup, view, 'a-tanks', at, facing, via),
    );
    assert.ok(move !== undefined);
    const before = Math.hypot(24 - NORTH_EAST[0], 5 - NORTH_EAST[1]);
    const after = Math.hypot(move.at[0] - NORTH_EAST[0], move.at[1] - NORTH_EAST[1]);
    assert.deepEqual(move.via?.[0], [24, 6]);
    assert.ok(after < before - 2, `${after} from the objective, ${before} before`);
  });
});
