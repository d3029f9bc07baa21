import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { skirmish } from '../testing/game-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { IllegalChoice } from './rule-error.js';
import type { UnitState } from './state.js';

/** Seeded: the Close Quarters Attack Destroys 1 of B's rifles, the Ranged Attack after it 1 more. */
const SEED = 3;
/** B's rifles' Defence: some of them stand after both attacks. */
const DEFENCE = 3;

/** A's rifles with All-Out Attack (2), tough, the rows `precise` picks given Precision; B's rifles of Defence 3. */
function allOut(precise: (row: { attack: string; target?: string }) => boolean): GameSetup {
  const rifles = skirmish().generals.a.units.find((u) => u.id === 'a-rifles')!;
  const rows = rifles.armaments.rows.map((row) =>
    precise(row) ? { ...row, qualities: [...row.qualities, { name: 'Precision' }] } : row,
  );
  return skirmishWith({
    'a-rifles': {
      rules: [{ name: 'All-Out Attack', x: 2 }],
      profile: { defence: 3, damageLimit: 3, armaments: { ...rifles.armaments, rows } },
    },
    'b-rifles': { profile: { defence: DEFENCE } },
  });
}

const melee = (row: { attack: string }) => row.attack === 'melee';
const againstLight = (row: { target?: string }) => row.target === 'light';

/** A's rifles Charge B's (faceToFace, seeded), then the All-Out Attack `attack`; B's rifles after it. */
function attacked(setup: GameSetup, attack: Choice): UnitState {
  let state = faceToFace(setup);
  state.rng = seedRng(SEED);
  for (const choice of [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 },
    attack,
  ] as const satisfies readonly Choice[]) {
    state = applyChoice(setup, state, choice).state;
  }
  return state.units['b-rifles']!;
}

/** B's rifles' models left after `attack` (attacked). */
function standing(setup: GameSetup, attack: Choice): string[] {
  return attacked(setup, attack).models.map((m) => m.id);
}

const KEPT = ['b-rifles#1', 'b-rifles#2', 'b-rifles#3'];

describe('glossary: Precision with an All-Out Attack (X) after a Charge', () => {
  it('glossary: Precision: seed 3, the Close Quarters Attack (Melee row with Precision) Destroys the model chosen first: the Officer b-rifles#1 (rulebook p.35: #6, of six the only end keeping the Officer the centre, goes in its stead and the unit is Disordered); the usual order otherwise (#6, then the Ranged Attack #4, the first of the five’s ends alike)', () => {
    const setup = allOut(melee);
    const attack = { kind: 'allOutAttack', targets: ['b-rifles'] } as const;
    const plain = attacked(setup, attack);
    assert.deepEqual(
      plain.models.map((m) => m.id),
      [...KEPT, 'b-rifles#5'],
    );
    assert.deepEqual(plain.statuses, []);
    const chosen = attacked(setup, { ...attack, precision: ['b-rifles#1'] });
    assert.deepEqual(
      chosen.models.map((m) => m.id),
      [...KEPT, 'b-rifles#5'],
    );
    assert.deepEqual(chosen.statuses, ['disordered']);
  });

  it('glossary: Precision: seed 3, with Precision on the Ranged row only, the Ranged Attack after the combat (#6 gone: the ends are #4 and #5) Destroys the model chosen (b-rifles#5), not #4', () => {
    const setup = allOut(againstLight);
    assert.deepEqual(
      standing(setup, { kind: 'allOutAttack', targets: ['b-rifles'], precision: ['b-rifles#5'] }),
      ['b-rifles#1', 'b-rifles#2', 'b-rifles#3', 'b-rifles#4'],
    );
  });

  it('glossary: Precision: a model of none of the targets, or Precision where neither attack has it, is refused with the reason', () => {
    assert.throws(
      () =>
        standing(allOut(melee), {
          kind: 'allOutAttack',
          targets: ['b-rifles'],
          precision: ['b-tanks#1'],
        }),
      (e: unknown) =>
        e instanceof IllegalChoice &&
        e.message.includes('b-tanks#1 is a model of none of the targets'),
    );
    assert.throws(
      () =>
        standing(
          allOut(() => false),
          {
            kind: 'allOutAttack',
            targets: ['b-rifles'],
            precision: ['b-rifles#2'],
          },
        ),
      (e: unknown) => e instanceof IllegalChoice && /has no Precision/.test(e.message),
    );
  });
});
