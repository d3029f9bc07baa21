import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

/** The A tanks' gun against Heavy targets has Move or Fire. */
const moveOrFire: Partial<ArmyUnit> = {
  armaments: {
    ...skirmishWith({}).generals.a.units[1]!.armaments,
    rows: skirmishWith({}).generals.a.units[1]!.armaments.rows.map((row) =>
      row.attack === 'ranged' && row.target === 'heavy'
        ? { ...row, qualities: [...row.qualities, { name: 'Move or Fire' }] }
        : row,
    ),
  },
};
const setup: GameSetup = skirmishWith({ 'a-tanks': { profile: moveOrFire } });

/** The A tanks Activated and through their Movement Step with `movement`. */
function inAttackStep(movement: Choice): GameState {
  let state = applyChoice(setup, opened(setup), { kind: 'activate', unit: 'a-tanks' }).state;
  state = applyChoice(setup, state, movement).state;
  assert.equal(state.activation?.step, 'attack');
  return state;
}

const fireAtTanks: Choice = { kind: 'rangedAttack', target: 'b-tanks' };

describe('glossary: Move or Fire', () => {
  it('not usable in the Attack Step after an Advance manoeuvre: not offered, and refused', () => {
    const state = inAttackStep({ kind: 'advance', at: [24, 7], facing: 90 });
    const options = nextDecision(setup, state)?.options ?? [];
    assert.ok(!options.some((o) => o.kind === 'rangedAttack' && o.target === 'b-tanks'));
    assert.throws(() => applyChoice(setup, state, fireAtTanks), {
      rule: 'glossary: Move or Fire',
      message: /in the Attack Step after an Advance manoeuvre/,
    });
  });

  it('usable when the unit made no Advance (Aim, or no Manoeuvre)', () => {
    for (const movement of [{ kind: 'aim' }, { kind: 'hold' }] as const) {
      const state = inAttackStep(movement);
      const options = nextDecision(setup, state)?.options ?? [];
      assert.ok(options.some((o) => o.kind === 'rangedAttack' && o.target === 'b-tanks'));
      const { events } = applyChoice(setup, state, fireAtTanks);
      assert.ok(events.some((e) => e.kind === 'rangedAttack'));
    }
  });

  it('only the row with the quality is barred: its other rows still fire after an Advance', () => {
    const state = inAttackStep({ kind: 'advance', at: [24, 7], facing: 90 });
    const options = nextDecision(setup, state)?.options ?? [];
    assert.ok(options.some((o) => o.kind === 'rangedAttack' && o.target === 'b-rifles'));
  });
});
