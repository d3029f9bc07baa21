import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type GameSetup, applyChoice, nextDecision, playerView } from '@warroom/armoured-clash';
import { skirmishAfter, skirmishChanged } from './heuristic-fixture.js';
import { heuristicPlayer } from './heuristic-player.js';
import { withHouse } from '@warroom/armoured-clash/testing';

/** The skirmish with A's Rifles holding Demolition, and a 3" x 3" Defensible House centred on (10, 10). */
function demolitionSkirmish(): GameSetup {
  const base = skirmishChanged((unit) =>
    unit.id === 'a-rifles'
      ? { ...unit, specialRules: [...unit.specialRules, { name: 'Demolition' }] }
      : unit,
  );
  return withHouse(base);
}

const setup = demolitionSkirmish();

/** B's Rifles Garrisoning the House; A's Rifles (rank at y = 6) Activated and Charging it, touching its south wall. */
function stormed() {
  const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-rifles' }]);
  state.units['b-rifles']!.garrisoning = 'house';
  return applyChoice(setup, state, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 8],
    facing: 90,
  }).state;
}

describe('the heuristic bot in and around buildings', () => {
  it('glossary: Demolition: after Charging a Garrison with a Melee attack, the heuristic rolls a Demolition rather than Storm', () => {
    const state = stormed();
    const decision = nextDecision(setup, state);
    assert.ok(decision?.options.some((o) => o.kind === 'demolish'));
    const choice = heuristicPlayer().choose(setup, playerView(state, 'a'), decision!);
    assert.deepEqual(choice, { kind: 'demolish' });
  });

  it('rulebook p.45 Storming a Building: offered the building it stormed, the heuristic Garrisons it', () => {
    const state = stormed();
    state.activation = { ...state.activation!, stormedBuilding: 'house' };
    const decision = nextDecision(setup, state);
    assert.deepEqual(decision?.options, [
      { kind: 'garrison', building: 'house' },
      { kind: 'hold' },
    ]);
    const choice = heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
    assert.deepEqual(choice, { kind: 'garrison', building: 'house' });
  });
});
