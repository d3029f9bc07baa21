import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalChoice } from './rule-error.js';

describe('IllegalChoice: a refusal without a stack trace', () => {
  it('names the rule and why, is an Error, and leaves the stack trace limit as it was', () => {
    const limit = Error.stackTraceLimit;
    const refusal = new IllegalChoice('rulebook p.16 Movement Limit', 'r#1 would move 7.00"');
    assert.ok(refusal instanceof Error);
    assert.equal(refusal.name, 'IllegalChoice');
    assert.equal(refusal.rule, 'rulebook p.16 Movement Limit');
    assert.equal(refusal.message, 'r#1 would move 7.00"');
    assert.equal(refusal.stack, 'IllegalChoice: r#1 would move 7.00"');
    assert.equal(Error.stackTraceLimit, limit);
  });
});
