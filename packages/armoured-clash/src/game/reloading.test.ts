import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { planRangedAttack, rangedAttack } from './ranged-attack.js';
import { rangedRowWith } from '../testing/gun-fixture.js';

/** The skirmish with the A tanks' gun against Heavy targets Slow to Fire (a weapon that Reloads). */
function slowGun(): GameSetup {
  const base = skirmish();
  const slowToFire = rangedRowWith('heavy', { name: 'Slow to Fire' });
  const reloads = (unit: ArmyUnit): ArmyUnit => (unit.id !== 'a-tanks' ? unit : slowToFire(unit));
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(reloads) },
    },
  };
}

describe('rulebook p.30 Reloading and rulebook p.30 Re-Arm', () => {
  it('a Reloading unit cannot fire the weapon that Reloads; a Re-Arm action ends the status and it may fire again', () => {
    const setup = slowGun();
    const state = opened(setup);
    const tanks = state.units['a-tanks'];
    if (tanks === undefined) throw new RangeError('a-tanks');
    rangedAttack(setup, state, tanks, 'b-tanks', false);
    assert.deepEqual(tanks.statuses, ['reloading']);
    assert.throws(
      () => planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false),
      /cannot be used while Reloading/,
    );
    let now = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
    now = applyChoice(setup, now, { kind: 'hold' }).state;
    const { state: after, events } = applyChoice(setup, now, { kind: 'reArm' });
    assert.ok(events.some((e) => e.kind === 'reArm' && e.text === 'Tanks a-tanks Re-Arms'));
    assert.deepEqual(after.units['a-tanks']?.statuses, ['activated']);
    assert.doesNotThrow(() => planRangedAttack(setup, after, 'a-tanks', 'b-tanks', false));
  });
});
