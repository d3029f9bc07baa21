import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupRuleProblems } from '../../game/setup-rules.js';
import { holding, withChanges } from '../../testing/aura-fixture.js';
import { ARMOURED_CLASH_RULES } from '../armoured-clash-rules.js';
import { lookUpRule } from '../registry.js';

describe('glossary: Command Signals', () => {
  it('is a known rule: a profile naming it is not reported', () => {
    const setup = withChanges({ 'a-tanks': holding({ name: 'Command Signals' }) });
    assert.deepEqual(setupRuleProblems(setup), []);
  });

  it('gives its Transport the Commander Trait: not yet', () => {
    assert.equal(
      lookUpRule(ARMOURED_CLASH_RULES, 'Command Signals')?.actsIn,
      'the Commander Trait of its Transport (not yet)',
    );
  });
});
