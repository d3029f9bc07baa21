import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../../game/apply-choice.js';
import { nextDecision } from '../../game/next-decision.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import { CHARGE, aMoving } from '../../testing/movement-fixture.js';

const slow = skirmishWith({ 'a-rifles': { rules: [{ name: 'Slow' }] } });
/** The Rifles' Speed is 4": 7" west is a Double Time, out of reach of an Advance. */
const DOUBLE_TIME = { kind: 'doubleTime', at: [3, 6], facing: 90 } as const;

describe('glossary: Slow', () => {
  it('glossary: Slow: the unit cannot make a Double Time manoeuvre: not offered, refused', () => {
    const state = aMoving(slow);
    const constraints = nextDecision(slow, state)?.constraints ?? [];
    assert.deepEqual(
      constraints.map((c) => [c.kind, 'limit' in c ? c.limit : undefined]),
      [
        ['advance', 4],
        ['charge', 4],
      ],
    );
    assert.throws(() => applyChoice(slow, state, DOUBLE_TIME), {
      rule: 'glossary: Slow',
      message: 'Rifles a-rifles cannot make a Double Time manoeuvre',
    });
  });

  it('without Slow the same Double Time is legal, and a Charge may move twice the Speed', () => {
    const plain = skirmishWith({});
    const state = aMoving(plain);
    const charge = nextDecision(plain, state)?.constraints?.find((c) => c.kind === 'charge');
    assert.equal(charge?.limit, 8);
    assert.doesNotThrow(() => applyChoice(plain, state, DOUBLE_TIME));
  });

  it('glossary: Slow: a Charge moves up to the Speed: 5" to the enemy is out of reach for Speed 4"', () => {
    assert.doesNotThrow(() => applyChoice(skirmishWith({}), aMoving(skirmishWith({})), CHARGE));
    assert.throws(() => applyChoice(slow, aMoving(slow), CHARGE), {
      rule: 'rulebook p.16 Movement Limit',
      message: 'a-rifles#1 would move 5.00", more than its 4" Movement Limit',
    });
  });

  it('glossary: Slow: a Charge within the Speed is legal', () => {
    const near = aMoving(slow, 1, (state) => {
      const b = state.units['b-rifles'];
      if (b !== undefined) b.models = b.models.map((m) => ({ ...m, y: m.y - 1 }));
    });
    const charged = applyChoice(slow, near, { ...CHARGE, at: [10, 10] }).state;
    assert.equal(charged.activation?.charge?.target, 'b-rifles');
  });
});
