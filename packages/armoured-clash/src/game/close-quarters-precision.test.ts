import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { IllegalChoice } from './rule-error.js';
import { playerView } from './view.js';
import { A_CHARGES } from '../testing/melee-odds-fixture.js';
import { play } from '../testing/play-fixture.js';
import { faceToFaceInTwoRanks } from '../testing/two-ranks-marker-fixture.js';

/** The skirmish with A's rifles' Melee row given Precision. */
function precise(): GameSetup {
  const plain = skirmish();
  const rifles = plain.generals.a.units.find((u) => u.id === 'a-rifles')!;
  const rows = rifles.armaments.rows.map((row) =>
    row.attack === 'melee' ? { ...row, qualities: [...row.qualities, { name: 'Precision' }] } : row,
  );
  return skirmishWith({ 'a-rifles': { profile: { armaments: { ...rifles.armaments, rows } } } });
}

/**
 * A's rifles Charge B's (one rank at y 12, x 7 to 12, Officer #1 at x 10; or
 * `placed` as faceToFaceInTwoRanks); seeded: 6 dice, 2 hits, 2 Destroyed.
 */
function charged(setup: GameSetup, attack: Choice, placed = faceToFace) {
  const { state, events } = play(setup, placed(setup), [...A_CHARGES, attack]);
  return { rifles: state.units['b-rifles']!, events };
}

const ids = (models: readonly { readonly id: string }[]): string[] => models.map((m) => m.id);

describe('glossary: Precision in a Close Quarters Attack (rulebook p.28)', () => {
  it('glossary: Precision, rulebook p.34 the rear rank: B in two ranks (rear #4 #5 #6, x 9 to 11): the charging General’s choice of #5 (behind the Officer) goes first, then the usual order (#4, the first of the rear rank’s ends alike); without it #4 and #6', () => {
    const setup = precise();
    const plain = charged(setup, { kind: 'closeQuartersAttack' }, faceToFaceInTwoRanks);
    assert.deepEqual(ids(plain.rifles.models), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#5',
    ]);
    const chosen = charged(
      setup,
      { kind: 'closeQuartersAttack', precision: ['b-rifles#5'] },
      faceToFaceInTwoRanks,
    );
    assert.deepEqual(ids(chosen.rifles.models), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#6',
    ]);
  });

  it('glossary: Precision, rulebook pp.34-35: in the single rank of six, #3, beside the Officer, is refused (its loss would open a gap), and so is the east end #5 (its loss would leave the Officer off the centre); #6 then #5 (an end of the five left) is accepted', () => {
    for (const refused of ['b-rifles#3', 'b-rifles#5']) {
      assert.throws(
        () => charged(precise(), { kind: 'closeQuartersAttack', precision: [refused] }),
        (error: unknown) =>
          error instanceof IllegalChoice &&
          error.message.startsWith(
            `${refused} is neither in the rear rank nor at an end of a single rank whose loss keeps the Officer its centre`,
          ),
      );
    }
    const chosen = charged(precise(), {
      kind: 'closeQuartersAttack',
      precision: ['b-rifles#6', 'b-rifles#5'],
    });
    assert.deepEqual(ids(chosen.rifles.models), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#4',
    ]);
  });

  it('glossary: Precision: the Officer chosen in Close Formation: a back-rank model goes in its stead (#6), the unit is Disordered (rulebook p.35)', () => {
    const chosen = charged(precise(), { kind: 'closeQuartersAttack', precision: ['b-rifles#1'] });
    assert.deepEqual(ids(chosen.rifles.models), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#5',
    ]);
    assert.deepEqual(chosen.rifles.statuses, ['disordered']);
    assert.equal(chosen.events.filter((e) => e.kind === 'officer').length, 1);
  });

  it('glossary: Precision: declared for a Melee row without the quality, or naming a model not of the target, the Close Quarters Attack is refused with the reason', () => {
    assert.throws(
      () => charged(skirmish(), { kind: 'closeQuartersAttack', precision: ['b-rifles#3'] }),
      (error: unknown) => error instanceof IllegalChoice && /has no Precision/.test(error.message),
    );
    assert.throws(
      () => charged(precise(), { kind: 'closeQuartersAttack', precision: ['a-rifles#2'] }),
      (error: unknown) =>
        error instanceof IllegalChoice && /is not a model of b-rifles/.test(error.message),
    );
  });

  it('glossary: Precision: the models chosen are the attacking General’s own until the attack is made: the other General’s view of the Activation leaves them out', () => {
    const setup = precise();
    let state = faceToFace(setup);
    state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
    state.activation!.closeQuartersPrecision = ['b-rifles#3'];
    assert.deepEqual(playerView(state, 'a').activation?.closeQuartersPrecision, ['b-rifles#3']);
    assert.equal(playerView(state, 'b').activation?.closeQuartersPrecision, undefined);
  });
});
