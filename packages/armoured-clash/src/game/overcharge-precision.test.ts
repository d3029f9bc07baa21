import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { cardOnTop, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { GameState } from './state.js';
import { tanksGunWithOnly } from '../testing/gun-fixture.js';

/** A's tanks with Overcharge and Precision on their gun against Heavy targets. */
const setup: GameSetup = skirmishWith({
  'a-tanks': {
    profile: {
      armaments: tanksGunWithOnly('heavy', [{ name: 'Overcharge' }, { name: 'Precision' }]),
    },
  },
});
/** Card id 4 of the skirmish deck has Value 5. */
const VALUE_5 = 4;
/** Dice seeded so that the Overcharged attack Destroys one of B's two tanks. */
const ONE_DESTROYED = { a: 3, b: 7, c: 11, d: 13 };

/** A's tanks Activated, no Manoeuvre: their Attack Step, a card of Value 5 on top of A's deck, the dice seeded. */
function attackStep(): GameState {
  let state = applyChoice(setup, opened(setup), { kind: 'activate', unit: 'a-tanks' }).state;
  state = applyChoice(setup, state, { kind: 'hold' }).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  cardOnTop(state, 'a', VALUE_5);
  state.rng = { ...ONE_DESTROYED };
  return state;
}

const standing = (state: GameState) => state.units['b-tanks']?.models.map((m) => m.id);

describe('glossary: Overcharge with Precision', () => {
  it('glossary: Overcharge: an Overcharged attack whose row has Precision removes the models its General declares (glossary: Precision)', () => {
    const plain = applyChoice(setup, attackStep(), {
      kind: 'rangedAttack',
      target: 'b-tanks',
      overcharge: true,
    });
    assert.deepEqual(standing(plain.state), ['b-tanks#2']);
    const picked = applyChoice(setup, attackStep(), {
      kind: 'rangedAttack',
      target: 'b-tanks',
      overcharge: true,
      precision: ['b-tanks#2'],
    });
    assert.deepEqual(standing(picked.state), ['b-tanks#1']);
    assert.equal(picked.events[0]?.kind, 'overcharge');
  });
});
