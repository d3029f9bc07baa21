import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAttack } from '../testing/attack-fixture.js';
import { ARMOURED_CLASH_RULES } from './armoured-clash-rules.js';
import { createRegistry, lookUpRule } from './registry.js';
import { parseRuleRef } from './rule-ref.js';
import { RuleError, checkRuleRef, rulesInPlay } from './rules-in-play.js';

describe('glossary: X Values', () => {
  it('reads "Veteran (2)" as Veteran with X = 2, and names without X as they are', () => {
    assert.deepEqual(parseRuleRef('Veteran (2)'), { name: 'Veteran', x: 2 });
    assert.deepEqual(parseRuleRef(' Chain of Command (6") '), { name: 'Chain of Command', x: 6 });
    assert.deepEqual(parseRuleRef('Resilient (Front)'), { name: 'Resilient (Front)' });
  });

  it('a rule with X needs a whole X; a rule without X takes none', () => {
    const veteran = anAttack({ attackerRules: [{ name: 'Veteran' }] });
    assert.throws(
      () => rulesInPlay(veteran, ARMOURED_CLASH_RULES),
      /Veteran \(X\)" needs a whole number X/,
    );
    const arc = anAttack({ weapon: { qualities: [{ name: 'Arc', x: 2 }] } });
    assert.throws(() => rulesInPlay(arc, ARMOURED_CLASH_RULES), /"Arc" takes no X value/);
  });

  it('a rule whose X is a Trait is named with it, as "Terrifying (Undead)"', () => {
    assert.equal(lookUpRule(ARMOURED_CLASH_RULES, 'Terrifying (Undead)')?.name, 'Terrifying');
    assert.equal(lookUpRule(ARMOURED_CLASH_RULES, 'Durable (Undead)'), undefined);
    assert.equal(
      checkRuleRef({ name: 'Terrifying' }, ARMOURED_CLASH_RULES),
      '"Terrifying (X)" needs a Trait as X, got "Terrifying"',
    );
  });
});

describe('rule entries keyed by name', () => {
  it('an unknown rule is an error that names it', () => {
    const attack = anAttack({ weapon: { qualities: [{ name: 'Laser Eyes' }] } });
    assert.throws(() => rulesInPlay(attack, ARMOURED_CLASH_RULES), RuleError);
    assert.throws(() => rulesInPlay(attack, ARMOURED_CLASH_RULES), /unknown rule "Laser Eyes"/);
  });

  it('looks names up regardless of case and spacing', () => {
    assert.equal(lookUpRule(ARMOURED_CLASH_RULES, '  point   BLANK ')?.name, 'Point Blank');
  });

  it('refuses two entries of one name', () => {
    const entry = { name: 'Arc', kind: 'weaponQuality', source: 'x', takesX: false } as const;
    assert.throws(() => createRegistry([entry, { ...entry, name: 'arc' }]), /defined twice/);
  });

  it("holds weapon qualities and attacker rules on the attacking side, the target's on its side", () => {
    const attack = anAttack({
      weapon: { qualities: [{ name: 'Durable' }] },
      target: { rules: [{ name: 'Durable' }] },
    });
    const [asQuality, asTargetRule] = rulesInPlay(attack, ARMOURED_CLASH_RULES).filter(
      (rule) => rule.entry.inEveryAttack !== true,
    );
    assert.equal(asQuality?.hooks.scoreHits, undefined);
    assert.notEqual(asTargetRule?.hooks.scoreHits, undefined);
  });
});

describe('attack input checks', () => {
  it('refuses Defence 0 and Damage at or above the Damage Limit, saying which', async () => {
    const { prepareAttack } = await import('../attack/prepare.js');
    assert.throws(
      () => prepareAttack(anAttack({ target: { defence: 0 } }), ARMOURED_CLASH_RULES),
      /defence must be a whole number of at least 1/,
    );
    assert.throws(
      () =>
        prepareAttack(anAttack({ target: { damage: 2, damageLimit: 2 } }), ARMOURED_CLASH_RULES),
      /must be below the damage limit/,
    );
  });
});
