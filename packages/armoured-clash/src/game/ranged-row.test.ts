import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rifles, tanks } from '../testing/game-fixture.js';
import { rangedRow } from './ranged-row.js';

describe('rulebook p.13 Armaments Grid: Attack Types', () => {
  it("rulebook p.13 Armaments Grid: Ranged Attacks are listed by Target Category; the row used is the one of the target's category, none when the unit has no such row", () => {
    const infantry = rifles('a-rifles');
    const armour = tanks('b-tanks');
    assert.equal(rangedRow(infantry, armour)?.target, 'heavy');
    assert.equal(rangedRow(armour, infantry)?.target, 'light');
    const lightOnly = {
      ...infantry,
      armaments: {
        ...infantry.armaments,
        rows: infantry.armaments.rows.filter((r) => r.attack !== 'ranged' || r.target === 'light'),
      },
    };
    assert.equal(rangedRow(lightOnly, armour), undefined);
  });
});
