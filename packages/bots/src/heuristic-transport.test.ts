import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { degrees } from '@warroom/engine';
import {
  type At,
  type GameSetup,
  type GameState,
  applyChoice,
  nextDecision,
  playerView,
} from '@warroom/armoured-clash';
import { heuristicPlayer } from './heuristic-player.js';
import { aPlays, transportOpened, transportSetup } from './heuristic-transport-fixture.js';

/** Capacity (X) of each of A's Tanks: two models carry A's six Rifles. */
const CAPACITY = 3;
/** B's Tanks moved this far south: 9" from A's Tanks, within the 12" at which the Rifles Disembark. */
const CLOSE_IN = 17;

/** A Strategic Objective north-west of A's Tanks (24, 5): the Rifles formed up facing it would not fit beside the hulls. */
const NORTH_WEST: At = [16, 16];
/** North (degrees): the Tanks' facing. */
const NORTH = 90;

/** A's Tanks a Transport unit, A's Rifles Embarked on them from the start (rulebook p.46). */
const setup: GameSetup = transportSetup(CAPACITY);

/** A's Tanks deployed at (24, 5) facing north, B's units across the table, B's Tanks then moved `closer` inches south; A's Rifles Activated. */
function riflesAboard(closer: number): GameState {
  let state = transportOpened(setup);
  const b = state.units['b-tanks'];
  if (b === undefined) throw new RangeError('no b-tanks');
  b.models = b.models.map((m) => ({ ...m, y: m.y - closer }));
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  return state;
}

function choiceOf(state: GameState) {
  const decision = nextDecision(setup, state);
  if (decision === undefined) throw new RangeError('the game is over');
  assert.ok(decision.constraints?.some((c) => c.kind === 'disembark'));
  return heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
}

describe('the heuristic bot and Transports', () => {
  it('rulebook pp.25, 46 Disembark: with the nearest enemy 26" from its Transport, the Embarked unit stays aboard', () => {
    assert.deepEqual(choiceOf(riflesAboard(0)), { kind: 'hold' });
  });

  it('rulebook pp.25, 46 Disembark: with an enemy 9" away it Disembarks, on the side of the Transport facing it', () => {
    const state = riflesAboard(CLOSE_IN);
    const choice = choiceOf(state);
    assert.equal(choice.kind, 'disembark');
    const at = choice.kind === 'disembark' ? choice.at : [0, 0];
    const transport = state.units['a-tanks']?.models ?? [];
    // North of every hull, towards B's Tanks.
    assert.ok(
      transport.every((m) => at[1] > m.y),
      `set up at ${at.join(', ')}`,
    );
    assert.equal(applyChoice(setup, state, choice).state.units['a-rifles']?.deployed, true);
  });

  it('rulebook p.46 Making a Disembark Manoeuvre: where the Rifles formed up facing their objective would overlap a hull or stray beyond 3" of it, they are set up facing as their Transport does, nearer the objective than it', () => {
    const delivering = transportSetup(CAPACITY, { objective: NORTH_WEST });
    const { choices } = aPlays(delivering, transportOpened(delivering));
    const tanks = choices[1];
    const disembark = choices[4];
    assert.ok(
      tanks?.kind === 'advance' && disembark?.kind === 'disembark',
      JSON.stringify(choices),
    );
    assert.equal(disembark.facing, NORTH);
    const towards = degrees(
      Math.atan2(NORTH_WEST[1] - disembark.at[1], NORTH_WEST[0] - disembark.at[0]),
    );
    assert.ok(Math.abs(towards - NORTH) > 1, `the objective lies at ${towards} degrees`);
    const left = (at: At): number => Math.hypot(at[0] - NORTH_WEST[0], at[1] - NORTH_WEST[1]);
    assert.ok(left(disembark.at) < left(tanks.at));
  });
});
