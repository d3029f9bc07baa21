import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type GameSetup, nextDecision, playerView } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { skirmishAfter } from './heuristic-fixture.js';
import { heuristicPlayer } from './heuristic-player.js';
import { attackValue } from './heuristic-odds.js';

/** B's Rifles moved this far south: their Officer at (10, 22), 22" from A's Tanks at (24, 5), within their gun's 24" against Light targets; B's Tanks 26" away, within 30" against Heavy ones. */
const WITHIN_RANGE = 8;

/** rulebook p.41 Dense Terrain: a copse 4" across around B's Rifles' Officer. */
function withCopse(): GameSetup {
  const base = skirmish();
  return {
    ...base,
    terrain: [
      ...base.terrain,
      {
        id: 'copse',
        name: 'Copse',
        size: 2,
        features: ['dense'],
        area: { circle: { centre: [10, 22], radius: 2 } },
      },
    ],
  };
}

/**
 * A's Tanks Aimed (rulebook p.24) and reach their Attack Step with B's Rifles
 * and B's Tanks both acquired; `takingCover`: B's Rifles have the Status.
 * The heuristic's choice and the exact-odds value (expected Victory Points) of
 * an aimed shot at each target, to 4 places.
 */
function attackStepOfATanks(setup: GameSetup, takingCover: boolean) {
  const state = skirmishAfter(setup, WITHIN_RANGE, [
    { kind: 'activate', unit: 'a-tanks' },
    { kind: 'aim' },
  ]);
  if (takingCover) state.units['b-rifles']?.statuses.push('takingCover');
  const decision = nextDecision(setup, state);
  assert.ok(decision !== undefined);
  const offered = decision.options.flatMap((o) => (o.kind === 'rangedAttack' ? [o.target] : []));
  assert.deepEqual(offered, ['b-rifles', 'b-tanks']);
  const view = playerView(state, 'a');
  const value = (target: string): string =>
    attackValue(setup, view, 'a-tanks', target, true).toFixed(4);
  return {
    choice: heuristicPlayer().choose(setup, view, decision),
    values: { rifles: value('b-rifles'), tanks: value('b-tanks') },
  };
}

describe('the heuristic bot fires at the target worth most by the exact odds', () => {
  it('rulebook p.26 Choose a Target: Rifles in the open are worth more than Tanks: it fires at the Rifles', () => {
    const { choice, values } = attackStepOfATanks(skirmish(), false);
    assert.deepEqual(values, { rifles: '1.9818', tanks: '1.4830' });
    assert.deepEqual(choice, { kind: 'rangedAttack', target: 'b-rifles' });
  });

  it('rulebook p.26 Concealed, p.30 Taking Cover, p.41 Dense Terrain: the same Rifles Concealed in a copse and Taking Cover are worth less than the Tanks: it fires at the Tanks', () => {
    const { choice, values } = attackStepOfATanks(withCopse(), true);
    assert.deepEqual(values, { rifles: '1.3110', tanks: '1.4830' });
    assert.deepEqual(choice, { kind: 'rangedAttack', target: 'b-tanks' });
  });

  it('rulebook p.30 Taking Cover: Taking Cover in the open (not Concealed) leaves the Rifles worth as much: it still fires at them', () => {
    const { choice, values } = attackStepOfATanks(skirmish(), true);
    assert.deepEqual(values, { rifles: '1.9818', tanks: '1.4830' });
    assert.deepEqual(choice, { kind: 'rangedAttack', target: 'b-rifles' });
  });
});
