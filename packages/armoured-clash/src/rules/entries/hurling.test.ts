import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../../game/apply-choice.js';
import { nextDecision } from '../../game/next-decision.js';
import { setupRuleProblems } from '../../game/setup-rules.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import { CHARGE, aMoving } from '../../testing/movement-fixture.js';

const hurling = skirmishWith({ 'a-rifles': { rules: [{ name: 'Hurling' }] } });
/** The Rifles' Speed is 4": 7" west is a Double Time, out of reach of an Advance. */
const DOUBLE_TIME = { kind: 'doubleTime', at: [3, 6], facing: 90 } as const;

describe('glossary: Hurling', () => {
  it('glossary: Hurling: a known rule, not reported when the data loads', () => {
    assert.deepEqual(setupRuleProblems(hurling), []);
  });

  it('glossary: Hurling: the unit cannot make a Double Time manoeuvre: not offered, refused', () => {
    const state = aMoving(hurling);
    const constraints = nextDecision(hurling, state)?.constraints ?? [];
    assert.deepEqual(
      constraints.map((c) => [c.kind, 'limit' in c ? c.limit : undefined]),
      [
        ['advance', 4],
        ['charge', 4],
      ],
    );
    assert.throws(() => applyChoice(hurling, state, DOUBLE_TIME), {
      rule: 'glossary: Hurling',
      message: 'Rifles a-rifles cannot make a Double Time manoeuvre',
    });
  });

  it('glossary: Hurling: a Charge moves up to the Speed: 5" to the enemy is out of reach for Speed 4"', () => {
    assert.throws(() => applyChoice(hurling, aMoving(hurling), CHARGE), {
      rule: 'rulebook p.16 Movement Limit',
    });
  });
});
