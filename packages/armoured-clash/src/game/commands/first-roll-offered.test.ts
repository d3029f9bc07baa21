import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face } from '../../dice/faces.js';
import { CARD, TO_ATTACK_STEP, commandSkirmish, setHand } from '../../testing/command-fixture.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';

const setup = commandSkirmish();

/** A's Tanks fire at B's Tanks with `seed`, A holding Steady Hands (Blanks re-rolled): the decision waiting before the re-rolls. */
function waitingWith(seed: number) {
  const state = replay({ format: RECORD_FORMAT, setup, seed, choices: TO_ATTACK_STEP }).state;
  setHand(state, 'a', [CARD.steadyHands]);
  setHand(state, 'b', []);
  const waiting = applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-tanks' }).state;
  return nextDecision(setup, waiting);
}

describe('rulebook p.33 Bonus Re-Rolls: the attackRerolls decision shows the first roll', () => {
  it('rulebook p.33 Bonus Re-Rolls: the dice as first rolled, and for Steady Hands the dice showing a Blank (its Bonus Re-Rolls), by place', () => {
    const { strike, blank, glancingStrike, miss } = Face;
    assert.deepEqual(waitingWith(1)?.firstRoll, {
      unit: 'a-tanks',
      target: 'b-tanks',
      rolled: [strike, blank, glancingStrike, blank, glancingStrike, miss],
      commands: [{ command: CARD.steadyHands, rerolls: [1, 3] }],
    });
  });

  it('rulebook p.33 Bonus Re-Rolls: no Blank rolled: Steady Hands offered re-rolls none of the dice', () => {
    const { strike, glancingStrike, miss } = Face;
    assert.deepEqual(waitingWith(4)?.firstRoll, {
      unit: 'a-tanks',
      target: 'b-tanks',
      rolled: [miss, strike, miss, miss, glancingStrike, miss],
      commands: [{ command: CARD.steadyHands, rerolls: [] }],
    });
  });
});
