import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ARMOURED_CLASH_RULES } from '../armoured-clash-rules.js';
import { runGameStep } from '../game-hooks.js';
import { parseRuleRef } from '../rule-ref.js';
import { checkRuleRef } from '../rules-in-play.js';

describe('rules that change a Command card Value', () => {
  it('glossary: Iron Resolve, Logistical Expertise: known to the engine, so never reported as unimplemented', () => {
    for (const name of ['Iron Resolve', 'Logistical Expertise']) {
      assert.equal(typeof checkRuleRef(parseRuleRef(name), ARMOURED_CLASH_RULES), 'object', name);
    }
  });

  it('glossary: Iron Resolve: a card issuing a Command to the unit counts 2 higher', () => {
    const rules = [parseRuleRef('Iron Resolve')];
    assert.equal(runGameStep(ARMOURED_CLASH_RULES, rules, 'commandCardValue', 0), 2);
    assert.equal(runGameStep(ARMOURED_CLASH_RULES, rules, 'generalCardValue', 0), 0);
  });

  it('glossary: Logistical Expertise: not cumulative, a second unit with it adds nothing', () => {
    const rules = [parseRuleRef('Logistical Expertise')];
    const first = runGameStep(ARMOURED_CLASH_RULES, rules, 'generalCardValue', 0);
    assert.equal(first, 1);
    assert.equal(runGameStep(ARMOURED_CLASH_RULES, rules, 'generalCardValue', first), 1);
    assert.equal(runGameStep(ARMOURED_CLASH_RULES, rules, 'commandCardValue', 0), 0);
  });
});
