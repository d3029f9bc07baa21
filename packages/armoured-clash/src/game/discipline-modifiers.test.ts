import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { disciplineModifiers } from './discipline-modifiers.js';
import type { GameState } from './state.js';

function changed(change: (unit: ArmyUnit) => ArmyUnit): GameSetup {
  const base = skirmish();
  const side = (units: readonly ArmyUnit[]) => units.map(change);
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: side(base.generals.a.units) },
      b: { ...base.generals.b, units: side(base.generals.b.units) },
    },
  };
}

/** The A rifles moved so that their nearest model is `gap` inches from the B tanks' Officer's base. */
function riflesNearTanks(setup: GameSetup, gap: number): GameState {
  const state = opened(setup);
  const rifles = state.units['a-rifles'];
  if (rifles === undefined) throw new RangeError('a-rifles');
  // The B tanks' Officer stands at (24, 31), 3" deep: its base starts at y = 29.5.
  const front = Math.max(...rifles.models.map((m) => m.y)) + 0.5;
  const dy = 29.5 - gap - front;
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 14, y: m.y + dy }));
  return state;
}

describe('glossary: Terrifying (X)', () => {
  const terrifying = changed((unit) =>
    unit.id === 'a-rifles' ? { ...unit, specialRules: [{ name: 'Terrifying (Undead)' }] } : unit,
  );

  it('-1 Discipline within 6" of the Terrifying unit; nothing beyond', () => {
    assert.deepEqual(disciplineModifiers(terrifying, riflesNearTanks(terrifying, 6), 'b-tanks'), [
      { source: 'Terrifying (Undead) of Rifles a-rifles', amount: -1 },
    ]);
    assert.deepEqual(
      disciplineModifiers(terrifying, riflesNearTanks(terrifying, 6.1), 'b-tanks'),
      [],
    );
  });

  it('a unit with the X Trait is not affected, nor is the Terrifying unit itself', () => {
    const undead = changed((unit) =>
      unit.id === 'a-rifles'
        ? { ...unit, specialRules: [{ name: 'Terrifying (Undead)' }] }
        : unit.id === 'b-tanks'
          ? { ...unit, traits: ['undead'] }
          : unit,
    );
    assert.deepEqual(disciplineModifiers(undead, riflesNearTanks(undead, 2), 'b-tanks'), []);
    assert.deepEqual(
      disciplineModifiers(terrifying, riflesNearTanks(terrifying, 2), 'a-rifles'),
      [],
    );
  });

  it('rulebook p.34 Disordered: -1, and with Terrifying both apply (rulebook p.13 Modifiers)', () => {
    const state = riflesNearTanks(terrifying, 2);
    state.units['b-tanks']?.statuses.push('disordered');
    assert.deepEqual(
      disciplineModifiers(terrifying, state, 'b-tanks').map((m) => m.amount),
      [-1, -1],
    );
  });
});
