import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

const RULE = 'glossary: All-Out Attack (X)';

function allOut(x: number): GameSetup {
  const tough = { defence: 3, damageLimit: 3 };
  return skirmishWith({
    'a-rifles': { rules: [{ name: 'All-Out Attack', x }], profile: tough },
    'b-rifles': { profile: tough },
  });
}

/** A's rifles Charge B's rifles into contact (faceToFace), the generator seeded. */
function charged(setup: GameSetup): GameState {
  let state = faceToFace(setup);
  state.rng = seedRng(1);
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  return applyChoice(setup, state, { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 })
    .state;
}

describe('glossary: All-Out Attack (X) after a Charge', () => {
  it('glossary: All-Out Attack (X): after a Charge it is offered with the Close Quarters Attack as one of the X attacks', () => {
    const setup = allOut(2);
    const options = nextDecision(setup, charged(setup))?.options ?? [];
    assert.deepEqual(
      options.filter((o) => o.kind === 'allOutAttack'),
      [{ kind: 'allOutAttack', targets: ['b-rifles'] }],
    );
    const one = allOut(1);
    const alone = nextDecision(one, charged(one))?.options ?? [];
    assert.deepEqual(
      alone.filter((o) => o.kind === 'allOutAttack'),
      [],
    );
  });

  it('glossary: All-Out Attack (X): Close Quarters Attacks are resolved before Ranged Attacks', () => {
    const setup = allOut(2);
    const { state, events } = applyChoice(setup, charged(setup), {
      kind: 'allOutAttack',
      targets: ['b-rifles'],
    });
    // Seed 1: B's rifles win the Close Quarters Combat; A's, Withdrawn, then fire at them.
    assert.deepEqual(
      events.map((e) => e.kind),
      [
        'allOutAttack',
        'closeQuartersAttack',
        'closeQuartersAttack',
        'closeQuartersWin',
        'withdraw',
        'suppressionTest',
        'rangedAttack',
      ],
    );
    assert.equal(
      events[0]?.text,
      'Rifles a-rifles makes an All-Out Attack (2 attacks), Close Quarters first',
    );
    assert.match(events[6]?.text ?? '', /^Rifles a-rifles fires at Rifles b-rifles:/);
    assert.equal(state.activation, undefined);
  });

  it('glossary: All-Out Attack (X): no more Ranged Attacks than X less the Close Quarters Attack', () => {
    const setup = allOut(2);
    assert.throws(
      () =>
        applyChoice(setup, charged(setup), {
          kind: 'allOutAttack',
          targets: ['b-rifles', 'b-tanks'],
        }),
      {
        rule: RULE,
        message:
          'after a Charge, choose 1 to 1 targets for Ranged Attacks (the Close Quarters Attack is one of the 2)',
      },
    );
  });
});
