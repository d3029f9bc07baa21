import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import { setupRuleProblems } from '../setup-rules.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';

const bulky = transportSkirmish(3, false, [{ name: 'Bulky' }]);

describe('glossary: Bulky', () => {
  it('glossary: Bulky: the unit cannot make Take Cover Special Actions: none is offered, one is refused', () => {
    const opened = transportOpened(bulky, [10, 6]);
    const attackStep = [{ kind: 'activate', unit: 'a-rifles' }, { kind: 'hold' }] as const;
    const state = attackStep.reduce((s, c) => applyChoice(bulky, s, c).state, opened);
    const options = nextDecision(bulky, state)?.options ?? [];
    assert.equal(
      options.some((o) => o.kind === 'takeCover'),
      false,
    );
    assert.ok(options.some((o) => o.kind === 'goOnLookout'));
    assert.throws(
      () => applyChoice(bulky, state, { kind: 'takeCover' }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === 'glossary: Bulky',
    );
  });

  it('glossary: Bulky: a unit holding it is known, not reported when the data loads', () => {
    assert.deepEqual(setupRuleProblems(bulky), []);
  });
});
