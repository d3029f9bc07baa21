import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepared } from '../../testing/resolve-fixture.js';

const row = (quality: string) => ({ dice: 4, alternateDice: 7, qualities: [{ name: quality }] });

describe('rulebook p.27 Roll Attack Pool', () => {
  it("gathers the Attack Dice value of the attacker's column when no quality changes it", () => {
    assert.equal(prepared({ weapon: { dice: 5, alternateDice: 9, qualities: [] } }).plan.dice, 5);
  });
});

describe('glossary: Point Blank', () => {
  it('uses the second Attack Dice value when the target is within Short Range', () => {
    const weapon = row('Point Blank');
    assert.equal(prepared({ weapon, situation: { withinShortRange: true } }).plan.dice, 7);
    assert.equal(prepared({ weapon, situation: { withinShortRange: false } }).plan.dice, 4);
  });
});

describe('glossary: Shock', () => {
  it('uses the second Attack Dice value against a Light target', () => {
    const weapon = row('Shock');
    assert.equal(prepared({ weapon, target: { category: 'light' } }).plan.dice, 7);
    assert.equal(prepared({ weapon, target: { category: 'heavy' } }).plan.dice, 4);
  });
});

describe('glossary: Wreckers', () => {
  it('uses the second Attack Dice value against a Heavy target', () => {
    const weapon = row('Wreckers');
    assert.equal(prepared({ weapon, target: { category: 'heavy' } }).plan.dice, 7);
    assert.equal(prepared({ weapon, target: { category: 'aerial' } }).plan.dice, 4);
  });
});
