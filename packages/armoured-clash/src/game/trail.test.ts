import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

/** A's tanks with Flying (they may move through enemy models) and, if `withTrail`, Trail on their row against Light targets. */
function setupWith(withTrail: boolean): GameSetup {
  const base = skirmishWith({ 'a-tanks': { rules: [{ name: 'Flying' }] } });
  const trail = (unit: ArmyUnit): ArmyUnit => ({
    ...unit,
    armaments: {
      ...unit.armaments,
      rows: unit.armaments.rows.map((row) =>
        row.attack === 'ranged' && row.target === 'light' && withTrail
          ? { ...row, qualities: [...row.qualities, { name: 'Trail' }] }
          : row,
      ),
    },
  });
  return {
    ...base,
    generals: {
      ...base.generals,
      a: {
        ...base.generals.a,
        units: base.generals.a.units.map((u) => (u.id === 'a-tanks' ? trail(u) : u)),
      },
    },
  };
}

/** B's rifles (their rank across x 21-27 at y = 7.5) in the path of A's tanks, which Advance 6" north through them. */
function advancedThrough(setup: GameSetup): GameState {
  const state = opened(setup);
  const rifles = state.units['b-rifles'];
  if (rifles === undefined) throw new RangeError('b-rifles');
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 14, y: 7.5 }));
  const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  return applyChoice(setup, activated, { kind: 'advance', at: [24, 11], facing: 90 }).state;
}

const fireAtRifles = (state: GameState, setup: GameSetup) =>
  (nextDecision(setup, state)?.options ?? []).some(
    (o) => o.kind === 'rangedAttack' && o.target === 'b-rifles',
  );

describe('glossary: Trail', () => {
  it('rather than drawing Line of Sight, the attack can be made against an enemy unit it moved through', () => {
    const setup = setupWith(true);
    const state = advancedThrough(setup);
    assert.deepEqual(state.activation?.movedThrough, ['b-rifles']);
    assert.ok(fireAtRifles(state, setup));
    const { events } = applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-rifles' });
    assert.match(
      events.find((e) => e.kind === 'rangedAttack')?.text ?? '',
      /^Tanks a-tanks fires at Rifles b-rifles: neutral,/,
    );
  });

  it('without Trail the rifles, behind the tanks (outside their Front Arc), cannot be acquired', () => {
    const setup = setupWith(false);
    const state = advancedThrough(setup);
    assert.equal(state.activation?.movedThrough, undefined);
    assert.ok(!fireAtRifles(state, setup));
    assert.throws(
      () => applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-rifles' }),
      /cannot acquire/,
    );
  });
});
