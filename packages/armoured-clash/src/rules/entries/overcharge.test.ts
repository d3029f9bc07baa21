import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Face } from '../../dice/faces.js';
import { prepared, resolveScripted } from '../../testing/resolve-fixture.js';

const { strike: S, blank: B } = Face;
const overcharge = { qualities: [{ name: 'Overcharge' }] };

describe('glossary: Overcharge', () => {
  it('adds dice equal to the Value of the revealed card', () => {
    const plan = prepared({
      weapon: { dice: 3, ...overcharge },
      situation: { overchargeCardValue: 5 },
    }).plan;
    assert.equal(plan.dice, 8);
  });

  it('the attacking unit suffers one Damage for each Blank in the pool', () => {
    const outcome = resolveScripted(
      { weapon: { dice: 1, ...overcharge }, situation: { overchargeCardValue: 2 } },
      [B, S, B],
    );
    assert.equal(outcome.attackerDamage, 2);
    assert.equal(outcome.hits, 1);
  });

  it('has no effect unless declared', () => {
    const outcome = resolveScripted({ weapon: { dice: 2, ...overcharge } }, [B, B]);
    assert.equal(outcome.attackerDamage, 0);
  });
});
