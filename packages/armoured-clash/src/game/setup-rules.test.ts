import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { knownRules } from './attack-parties.js';
import { setupRuleProblems } from './setup-rules.js';

function withUnit(setup: GameSetup, unit: ArmyUnit): GameSetup {
  return { ...setup, generals: { ...setup.generals, a: { ...setup.generals.a, units: [unit] } } };
}

describe('issue 6: a rule the engine does not know is reported by name when a game is loaded', () => {
  const base = skirmish();
  const rifles = base.generals.a.units[0];
  if (rifles === undefined) throw new RangeError('no rifles');
  const odd: ArmyUnit = {
    ...rifles,
    specialRules: [
      { name: 'Heavy Rail' },
      { name: 'Veteran' },
      { name: 'Terrifying (Undead)' },
      { name: 'Automata' },
    ],
    armaments: {
      ...rifles.armaments,
      rows: rifles.armaments.rows.map((row) =>
        row.attack === 'melee' ? { ...row, qualities: [{ name: 'Laser Eyes' }] } : row,
      ),
    },
  };

  it('names the unit, where the rule is named, and the rule', () => {
    assert.deepEqual(setupRuleProblems(withUnit(base, odd)), [
      {
        unit: 'Rifles a-rifles (a-rifles)',
        where: 'special rules',
        message: 'the engine does not implement "Heavy Rail": it has no effect in this game',
      },
      {
        unit: 'Rifles a-rifles (a-rifles)',
        where: 'special rules',
        message: '"Veteran (X)" needs a whole number X, got "Veteran"',
      },
      {
        unit: 'Rifles a-rifles (a-rifles)',
        where: 'melee row qualities',
        message: 'the engine does not implement "Laser Eyes": it has no effect in this game',
      },
    ]);
  });

  it('the sample skirmish names none; in play, the rules reported are left out of attacks', () => {
    assert.deepEqual(setupRuleProblems(base), []);
    assert.deepEqual(knownRules(odd.specialRules), [
      { name: 'Terrifying (Undead)' },
      { name: 'Automata' },
    ]);
  });
});
