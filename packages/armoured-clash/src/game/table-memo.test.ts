import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { faceToFace } from '../testing/melee-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { UnitState } from './state.js';
import { DRAWN, drawnFrom, drawnFromSame } from './table-memo.js';

/** A unit like `unit` but for one field, given another value (each field of UnitState). */
const CHANGED: { readonly [K in keyof UnitState]-?: (unit: UnitState) => UnitState } = {
  id: (unit) => ({ ...unit, id: `${unit.id}-other` }),
  side: (unit) => ({ ...unit, side: unit.side === 'a' ? 'b' : 'a' }),
  models: (unit) => ({ ...unit, models: unit.models.map((m) => ({ ...m, x: m.x + 1 })) }),
  officer: (unit) => ({ ...unit, officer: `${unit.officer}-other` }),
  damage: (unit) => ({ ...unit, damage: unit.damage + 1 }),
  statuses: (unit) => ({ ...unit, statuses: [...unit.statuses, 'suppressed'] }),
  deployed: (unit) => ({ ...unit, deployed: !unit.deployed }),
  inReserve: (unit) => ({ ...unit, inReserve: !unit.inReserve }),
  annihilated: (unit) => ({ ...unit, annihilated: !unit.annihilated }),
  embarked: (unit) => ({ ...unit, embarked: { transport: 'b-tanks', models: 1 } }),
  garrisoning: (unit) => ({ ...unit, garrisoning: 'a building' }),
  trapExposed: (unit) => ({ ...unit, trapExposed: true }),
  pathfinder: (unit) => ({ ...unit, pathfinder: 'b-tanks' }),
  returnedModels: (unit) => ({ ...unit, returnedModels: 1 }),
  wrecks: (unit) => ({ ...unit, wrecks: unit.models.slice(0, 1) }),
  soaring: (unit) => ({
    ...unit,
    soaring: { rule: 'Soar', speed: 1, category: 'aerial', size: 10 },
  }),
  formation: (unit) => ({ ...unit, formation: unit.formation === 'open' ? 'close' : 'open' }),
};

describe('table memo: the fields of the units the table is drawn from', () => {
  const setup = skirmish();
  const state = faceToFace(setup);
  const from = drawnFrom(state.units);

  it('rulebook p.11 Measuring Distances: a copy of the units, their lists of models copied too, reads the same', () => {
    const copied = Object.fromEntries(
      Object.entries(state.units).map(([id, unit]) => [
        id,
        { ...unit, models: unit.models.slice(), statuses: unit.statuses.slice() },
      ]),
    );
    assert.equal(drawnFromSame(from, copied), true);
  });

  for (const field of Object.keys(CHANGED) as (keyof UnitState)[]) {
    const drawn = DRAWN[field];
    it(`rulebook p.11 Measuring Distances: a unit's ${field} changed ${drawn ? 'draws the table anew' : 'keeps the table'}`, () => {
      const unit = state.units['a-rifles'];
      assert.ok(unit !== undefined);
      const units = { ...state.units, 'a-rifles': CHANGED[field](unit) };
      assert.equal(drawnFromSame(from, units), !drawn);
    });
  }

  it('rulebook p.11 Measuring Distances: a unit more or fewer draws the table anew', () => {
    const { 'a-rifles': removed, ...fewer } = state.units;
    assert.ok(removed !== undefined);
    assert.equal(drawnFromSame(from, fewer), false);
    assert.equal(drawnFromSame(from, { ...state.units, extra: removed }), false);
  });
});
