import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import type { GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';

/** The air skirmish, A's fighters' row against Light targets at 1 and 2 dice with Precision. */
function precise(): GameSetup {
  const setup = airSkirmish();
  const a = setup.generals.a;
  const units = a.units.map((unit) =>
    unit.id !== 'a-fighters'
      ? unit
      : {
          ...unit,
          armaments: {
            ...unit.armaments,
            rows: unit.armaments.rows.map((row) =>
              row.attack === 'ranged' && row.target === 'light'
                ? { ...row, dice: [1, 2], qualities: [{ name: 'Precision' }] }
                : row,
            ),
          },
        },
  );
  return { ...setup, generals: { ...setup.generals, a: { ...a, units } } };
}

/** The fighters arrive, approach 14" and attack B's rifles (seeded: 3 hits, 3 Destroyed). */
function engage(attack: Choice) {
  const setup = precise();
  let state = fightersArrived(setup);
  const events: GameEvent[] = [];
  for (const choice of [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 14 },
    attack,
  ] as const satisfies readonly Choice[]) {
    const made = applyChoice(setup, state, choice);
    state = made.state;
    events.push(...made.events);
  }
  return { rifles: state.units['b-rifles']!, events };
}

describe('glossary: Precision in the Engage Step of an Air Support Sortie (rulebook p.51)', () => {
  it("glossary: Precision: the Engage Step's attack Destroys the Officer the General chose (p.35: a back-rank model in its stead, Disordered, tested at 4); without it the back rank goes", () => {
    const chosen = engage({ kind: 'rangedAttack', target: 'b-rifles', precision: ['b-rifles#1'] });
    assert.deepEqual(
      chosen.rifles.models.map((m) => m.id),
      ['b-rifles#1', 'b-rifles#2', 'b-rifles#3'],
    );
    assert.deepEqual(chosen.rifles.statuses, ['disordered']);
    assert.equal(chosen.events.filter((e) => e.kind === 'officer').length, 1);
    assert.match(chosen.events.find((e) => e.kind === 'suppressionTest')?.text ?? '', / at 4:/);
    const plain = engage({ kind: 'rangedAttack', target: 'b-rifles' });
    assert.deepEqual(plain.rifles.statuses, []);
    assert.equal(plain.events.filter((e) => e.kind === 'officer').length, 0);
  });
});
