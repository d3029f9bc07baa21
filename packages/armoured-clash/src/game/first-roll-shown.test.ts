import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CARD, TO_ATTACK_STEP, commandSkirmish, setHand } from '../testing/command-fixture.js';
import { applyChoice } from './apply-choice.js';
import { RECORD_FORMAT, replay } from './record.js';

const setup = commandSkirmish();
/** Seed of the attack: its first roll holds two Blanks, which Steady Hands lets A re-roll. */
const SEED = 1;

describe('rulebook p.33 Bonus Re-Rolls: the first roll’s dice as data', () => {
  it('rulebook p.33 Bonus Re-Rolls: the attackRolled event carries the rating and each face of the first roll, none added, the same as its words', () => {
    const state = replay({
      format: RECORD_FORMAT,
      setup,
      seed: SEED,
      choices: TO_ATTACK_STEP,
    }).state;
    setHand(state, 'a', [CARD.steadyHands]);
    setHand(state, 'b', []);
    const { events } = applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-tanks' });
    const rolled = events.find((e) => e.kind === 'attackRolled');
    assert.deepEqual(rolled?.firstRoll, {
      rating: 'neutral',
      dice: ['Strike', 'Blank', 'Glancing Strike', 'Blank', 'Glancing Strike', 'Miss'].map(
        (face) => ({ face, added: false }),
      ),
    });
    assert.match(
      rolled?.text ?? '',
      /neutral, 6 dice \(Strike, Blank, Glancing Strike, Blank, Glancing Strike, Miss\)/,
    );
    assert.equal(rolled?.roll, undefined, 'no hits yet: the re-rolls come first');
  });
});
