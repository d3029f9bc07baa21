import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
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

/** Capacity (X) of each of A's Tanks: two models carry A's six Rifles. */
const CAPACITY = 3;
/** B's Tanks moved this far south: 9" from A's Tanks, within the 12" at which the Rifles Disembark. */
const CLOSE_IN = 17;

/** A's Tanks a Transport unit, A's Rifles Embarked on them from the start (rulebook p.46). */
const setup: GameSetup = skirmishChanged((unit) => {
  if (unit.id === 'a-tanks')
    return {
      ...unit,
      specialRules: [...unit.specialRules, { name: 'Capacity', x: CAPACITY }],
      traits: [...unit.traits, 'Transport'],
    };
  return unit.id === 'a-rifles' ? { ...unit, embarkedOn: 'a-tanks' } : unit;
});

/** A's Tanks deployed at (24, 5) facing north, B's units across the table, B's Tanks then moved `closer` inches south; A's Rifles Activated. */
function riflesAboard(closer: number): GameState {
  let state = replay({
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
});
