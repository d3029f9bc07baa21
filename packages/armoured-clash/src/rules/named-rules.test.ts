import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ARMOURED_CLASH_RULES } from './armoured-clash-rules.js';
import { runGameStep } from './game-hooks.js';
import { findNamed, lookUpName } from './rule-ref.js';
import { checkRuleRef } from './rules-in-play.js';

describe('glossary: X Values — rules named on a profile, looked up once per list', () => {
  const rules = [{ name: 'Large' }, { name: 'stilted', x: 2 }, { name: 'Stilted', x: 3 }];

  it('glossary: X Values: a name is found whatever its case, again and again; a rule not named is not', () => {
    for (let asked = 0; asked < 2; asked++) {
      assert.equal(lookUpName(rules, 'large'), true);
      assert.equal(lookUpName(rules, 'STILTED'), true);
      assert.equal(lookUpName(rules, 'Flying'), false);
      assert.equal(lookUpName([], 'Large'), false);
    }
  });

  it('glossary: Stilted (X): findNamed gives the first rule of that name, with its X', () => {
    assert.deepEqual(findNamed(rules, 'Stilted'), { name: 'stilted', x: 2 });
    assert.equal(findNamed(rules, 'Hurling'), undefined);
  });

  it('glossary: X Values: checking a rule named on a profile gives the same entry, or the same problem, every time', () => {
    const known = { name: 'Veteran', x: 2 };
    const wrongX = { name: 'Veteran' };
    for (let asked = 0; asked < 2; asked++) {
      const entry = checkRuleRef(known, ARMOURED_CLASH_RULES);
      assert.equal(typeof entry === 'string' ? entry : entry.name, 'Veteran');
      assert.equal(
        checkRuleRef(wrongX, ARMOURED_CLASH_RULES),
        '"Veteran (X)" needs a whole number X, got "Veteran"',
      );
      assert.equal(
        checkRuleRef({ name: 'Nonsense' }, ARMOURED_CLASH_RULES),
        'unknown rule "Nonsense"',
      );
    }
  });

  it('glossary: Slow: a game step passes through the rules a unit holds, unknown ones ignored, every time', () => {
    const held = [{ name: 'Nonsense' }, { name: 'Slow' }];
    const limits = { speed: 6, advance: 6, doubleTime: 12, charge: 12, barred: [] };
    for (let asked = 0; asked < 2; asked++) {
      assert.deepEqual(runGameStep(ARMOURED_CLASH_RULES, held, 'manoeuvreLimits', limits), {
        ...limits,
        charge: 6,
        barred: [{ manoeuvre: 'doubleTime', rule: 'glossary: Slow' }],
      });
      assert.deepEqual(
        runGameStep(ARMOURED_CLASH_RULES, [{ name: 'Nonsense' }], 'manoeuvreLimits', limits),
        limits,
      );
    }
  });
});
