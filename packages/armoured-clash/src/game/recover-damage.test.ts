import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { recoverDamage } from './recover-damage.js';
import type { UnitState } from './state.js';

function riflesWithLosses(): UnitState {
  const rifles = opened(skirmish()).units['a-rifles'];
  if (rifles === undefined) throw new RangeError('a-rifles');
  // One model Destroyed earlier, 2 Damage accumulated since.
  rifles.models = rifles.models.slice(1);
  rifles.damage = 2;
  return rifles;
}

describe('rulebook p.35 Recovering Damage', () => {
  it('each point recovered reduces the accumulated Damage by one', () => {
    const rifles = riflesWithLosses();
    assert.equal(recoverDamage(rifles, 1), 1);
    assert.equal(rifles.damage, 1);
  });

  it('never below none, and a Destroyed model does not return to play', () => {
    const rifles = riflesWithLosses();
    assert.equal(recoverDamage(rifles, 3), 2);
    assert.equal(rifles.damage, 0);
    assert.equal(rifles.models.length, 5);
  });

  it('a negative or fractional amount is refused, naming the unit', () => {
    const rifles = riflesWithLosses();
    assert.throws(() => recoverDamage(rifles, -1), /a-rifles cannot recover -1 Damage/);
    assert.throws(() => recoverDamage(rifles, 0.5), /a-rifles cannot recover 0.5 Damage/);
    assert.equal(rifles.damage, 2);
  });
});
