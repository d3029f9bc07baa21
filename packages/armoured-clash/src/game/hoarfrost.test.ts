import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { containsPoint, nearestBoundaryPoint, point } from '@warroom/engine';
import { treatmentOf } from '../battlefield/movement/terrain-treatment.js';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { RECORD_FORMAT, replay } from './record.js';
import { footprintOf } from './army-unit.js';
import { tableOf } from './table-of.js';

const REACH = 3;
/** How far beyond the Footprint the test looks, and the 64-gon's tolerance. */
const FAR = 100;
const SLACK = 0.05;

/** The skirmish with B's tanks holding Hoarfrost Aura (3"), and `change` made to A's rifles. */
function frosty(change: (unit: ArmyUnit) => ArmyUnit = (u) => u): GameSetup {
  const base = skirmish();
  const b = base.generals.b.units.map((u) =>
    u.id === 'b-tanks'
      ? { ...u, specialRules: [...u.specialRules, { name: 'Hoarfrost Aura', x: REACH }] }
      : u,
  );
  const a = base.generals.a.units.map((u) => (u.id === 'a-rifles' ? change(u) : u));
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: a },
      b: { ...base.generals.b, units: b },
    },
  };
}

function auraTable(setup: GameSetup) {
  const state = replay({ format: RECORD_FORMAT, setup, seed: 5, choices: OPENING_CHOICES }).state;
  const table = tableOf(setup, state);
  const aura = table.terrain.find((p) => p.id === 'hoarfrost of b-tanks#1');
  if (aura === undefined) throw new RangeError('no Hoarfrost Aura on the table');
  return { state, table, aura };
}

describe('glossary: Hoarfrost Aura (X")', () => {
  it('glossary: Hoarfrost Aura (X"): the area within X" of each model is Difficult Terrain for other units\' movement, not for the holder', () => {
    const setup = frosty();
    const { state, table, aura } = auraTable(setup);
    assert.equal(treatmentOf(aura, table.units.get('a-rifles')!), 'difficult');
    assert.equal(treatmentOf(aura, table.units.get('b-rifles')!), 'difficult');
    assert.equal(treatmentOf(aura, table.units.get('b-tanks')!), 'open');
    // The area is the points within 3" of the model's Footprint (circles are 64-gons: within 0.01").
    const tank = state.units['b-tanks']!.models[0]!;
    const unit = setup.generals.b.units.find((u) => u.id === 'b-tanks')!;
    const side = nearestBoundaryPoint(footprintOf(unit, tank), point(tank.x + FAR, tank.y));
    assert.ok(containsPoint(aura.area, point(side.x + REACH - SLACK, side.y)));
    assert.ok(!containsPoint(aura.area, point(side.x + REACH + SLACK, side.y)));
    assert.deepEqual(aura.features, []);
  });

  it('glossary: Hoarfrost Aura (X") Note: units that usually ignore Difficult Terrain (Hover, Pioneers, Stilted) are still affected', () => {
    const setup = frosty((u) => ({
      ...u,
      specialRules: [{ name: 'Hover' }, { name: 'Pioneers' }, { name: 'Stilted', x: 2 }],
    }));
    const { table, aura } = auraTable(setup);
    assert.equal(treatmentOf(aura, table.units.get('a-rifles')!), 'difficult');
  });

  it('glossary: Hoarfrost Aura (X"): units with the Inhuman trait are unaffected', () => {
    const setup = frosty((u) => ({ ...u, traits: [...u.traits, 'Inhuman'] }));
    const { table, aura } = auraTable(setup);
    assert.equal(treatmentOf(aura, table.units.get('a-rifles')!), 'open');
  });

  it('rulebook p.36 Falling Back: unaffected by terrain that is not Impassable, the aura too', () => {
    const { table, aura } = auraTable(frosty());
    assert.equal(treatmentOf(aura, table.units.get('a-rifles')!, { onlyImpassable: true }), 'open');
  });
});
