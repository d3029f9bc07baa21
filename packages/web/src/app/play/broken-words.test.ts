import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brokenWords } from './broken-words.js';

describe('issue 5 Versioned: the Play page names why a stored game stopped replaying', () => {
  it('names the decision as the log counts it (from 1), the rule and the engine’s message with its rules note', () => {
    const message =
      'no unit no-such-unit to deploy (recorded before rules versions were kept (no "rules"); this engine is rules version 5: the rules may have changed since)';
    assert.equal(
      brokenWords({ index: 0, rule: 'rulebook p.57 Deploy Forces', message }),
      `This game is broken: the engine refused its stored decision 1 (rulebook p.57 Deploy Forces): ${message}`,
    );
  });
});
