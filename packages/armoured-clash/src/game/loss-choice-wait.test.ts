import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import {
  bLoses,
  inTwoRanksAttacked,
  markerAtTheEastEnd,
  modelIds as ids,
} from '../testing/loss-choice-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { A_CHARGES } from '../testing/melee-odds-fixture.js';
import { play } from '../testing/play-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { IllegalChoice } from './rule-error.js';
import { playerView } from './view.js';

/*
 * The faceToFace Close Quarters Combat (seeded): A's rifles charge B's single
 * rank at y 12 (#6 x 7, #4 x 8, #2 x 9, Officer #1 x 10, #3 x 11, #5 x 12);
 * A's attack destroys 2 (rulebook pp.34-35: #6 first, the only end keeping
 * the Officer the centre, then #4 or #5), the Retaliation 4, A's rifles lose,
 * Withdraw, fail their Suppression Test and Break.
 */

function fought(setup: GameSetup, then: readonly Choice[] = []): ReturnType<typeof play> {
  return play(setup, faceToFace(setup), [...A_CHARGES, { kind: 'closeQuartersAttack' }, ...then]);
}

const refused = (pattern: RegExp, rule: RegExp) => (error: unknown) =>
  error instanceof IllegalChoice && pattern.test(error.message) && rule.test(error.rule);

describe('rulebook p.34 Destroying Models: the General chooses among equal losses as they are taken (Close Quarters)', () => {
  it('rulebook p.34 Close Formation, p.35: #6 goes first unasked (of six, the only end keeping the Officer the centre); the next ends #4 and #5 (on the marker) differ in where they stand: the combat waits for General B (not the active General) before that loss', () => {
    const setup = markerAtTheEastEnd();
    const { state, events } = fought(setup);
    assert.deepEqual(state.lossChoiceDue?.ask, {
      kind: 'chooseLoss',
      unit: 'b-rifles',
      among: ['b-rifles#4', 'b-rifles#5'],
    });
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'chooseLoss', unit: 'b-rifles', model: 'b-rifles#4' },
      { kind: 'chooseLoss', unit: 'b-rifles', model: 'b-rifles#5' },
    ]);
    // B's losses are not taken yet (their order is worked out before the first, p.34): the table shown
    // at the wait has all six; A's attack roll is told at the wait (game/loss-choice-told.ts).
    assert.equal(ids(state, 'b-rifles').length, 6);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['activate', 'charge', 'closeQuartersAttack', 'lossChoiceDue'],
    );
  });

  it('rulebook pp.34-35: #6 goes (the only end keeping the Officer the centre), then #5, chosen at the wait; the combat then goes on in the rulebook’s order', () => {
    const setup = markerAtTheEastEnd();
    const made = fought(setup, [bLoses('b-rifles#5')]);
    assert.equal(made.state.lossChoiceDue, undefined);
    assert.equal(made.state.lossPicks, undefined);
    assert.deepEqual(ids(made.state, 'b-rifles'), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#4',
    ]);
    assert.deepEqual(
      made.events.map((e) => e.kind),
      [
        'activate',
        'charge',
        // rulebook p.34: A's attack is told at the wait, before General B chooses, and not again.
        'closeQuartersAttack',
        'lossChoiceDue',
        'closeQuartersAttack',
        'closeQuartersWin',
        'withdraw',
        'suppressionTest',
        'breaks',
        'annihilated',
      ],
    );
  });

  it('rulebook p.34 Close Formation, the back rank: B in two ranks (#5 of the rear rank on the marker): #6 chosen first, the rest of the rear rank #4 and #5 differ again: a second wait; #4 chosen leaves #5 on the marker', () => {
    const inTwoRanks = inTwoRanksAttacked();
    const setup = inTwoRanks.setup;
    assert.deepEqual(inTwoRanks.state.lossChoiceDue?.ask.among, [
      'b-rifles#4',
      'b-rifles#5',
      'b-rifles#6',
    ]);
    const first = applyChoice(setup, inTwoRanks.state, bLoses('b-rifles#6'));
    assert.deepEqual(first.state.lossChoiceDue?.ask.among, ['b-rifles#4', 'b-rifles#5']);
    assert.deepEqual(first.state.lossChoiceDue?.picks, ['b-rifles#6']);
    const second = applyChoice(setup, first.state, bLoses('b-rifles#4'));
    assert.deepEqual(ids(second.state, 'b-rifles'), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#5',
    ]);
    assert.equal(second.state.units['a-rifles']?.annihilated, true);
  });

  it('rulebook p.34: a pick not listed, another unit, another kind of choice or another decision are refused with the rule', () => {
    const setup = markerAtTheEastEnd();
    const { state } = fought(setup);
    const rule = /rulebook p\.34 Destroying Models/;
    assert.throws(
      () => applyChoice(setup, state, bLoses('b-rifles#1')),
      refused(/b-rifles#1 is not one of the models of b-rifles to choose among/, rule),
    );
    assert.throws(
      () =>
        applyChoice(setup, state, { kind: 'chooseLoss', unit: 'a-rifles', model: 'a-rifles#1' }),
      refused(/the choice waiting is for b-rifles, not a-rifles/, rule),
    );
    assert.throws(
      () =>
        applyChoice(setup, state, {
          kind: 'fieldPromotion',
          unit: 'b-rifles',
          model: 'b-rifles#5',
        }),
      refused(/first chooses \(chooseLoss\)/, rule),
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'hold' }),
      refused(/first chooses \(chooseLoss\)/, rule),
    );
    assert.throws(
      () => applyChoice(setup, faceToFace(setup), bLoses('b-rifles#5')),
      refused(/no choice among losses waits/, rule),
    );
  });

  it('rulebook pp.34-35: no wait where the choice is settled: a standing order naming #5 (orderLosses), or ends that stand alike (no marker: the engine’s default, #6 then #4)', () => {
    const setup = markerAtTheEastEnd();
    const standing = faceToFace(setup);
    standing.players.b.lossOrders = { 'b-rifles': ['b-rifles#5'] };
    const ordered = play(setup, standing, [...A_CHARGES, { kind: 'closeQuartersAttack' }]);
    assert.equal(ordered.state.lossChoiceDue, undefined);
    assert.deepEqual(ids(ordered.state, 'b-rifles'), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#4',
    ]);
    const plain = fought(skirmish());
    assert.equal(plain.state.lossChoiceDue, undefined);
    assert.deepEqual(ids(plain.state, 'b-rifles'), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#5',
    ]);
  });

  it('hidden information: neither General’s view holds the choice waiting nor the choice it stopped; the decision names its General', () => {
    const setup = markerAtTheEastEnd();
    const { state } = fought(setup);
    for (const side of ['a', 'b'] as const) {
      const seen = JSON.stringify(playerView(state, side));
      assert.equal(seen.includes('lossChoiceDue'), false);
      assert.equal(seen.includes('closeQuartersAttack'), false);
    }
  });
});

/**
 * B's four rifles in Open Formation (a rank at y 12: #4 x 7.5, #2 x 8.75,
 * Officer #1 x 10, #3 x 11.25), A's Melee row given Precision (glossary) to
 * pick B's Officer: every survivor keeps the others within 3" (p.14).
 */
function openAndPrecise(): GameSetup {
  const plain = skirmish();
  const rifles = plain.generals.a.units.find((u) => u.id === 'a-rifles')!;
  const rows = rifles.armaments.rows.map((row) =>
    row.attack === 'melee' ? { ...row, qualities: [...row.qualities, { name: 'Precision' }] } : row,
  );
  return skirmishWith({
    'a-rifles': { profile: { armaments: { ...rifles.armaments, rows } } },
    'b-rifles': { profile: { formation: 'open', models: 4 } },
  });
}

describe('rulebook p.35 Loss of an Officer: the Field Promotion chosen as the Officer is lost', () => {
  const precision: Choice = { kind: 'closeQuartersAttack', precision: ['b-rifles#1'] };

  it('rulebook p.35 Field Promotion: B’s Officer Destroyed (glossary: Precision), the survivors keeping the unit coherent are listed for General B', () => {
    const setup = openAndPrecise();
    const { state } = play(setup, faceToFace(setup), [...A_CHARGES, precision]);
    const due = state.lossChoiceDue;
    assert.equal(due?.ask.kind, 'fieldPromotion');
    assert.equal(due?.ask.unit, 'b-rifles');
    assert.equal(nextDecision(setup, state)?.player, 'b');
    assert.deepEqual(due?.ask.among, ['b-rifles#2', 'b-rifles#3', 'b-rifles#4']);
  });

  it('rulebook p.35: the survivor chosen becomes the Officer, the unit Disordered; another model is refused with the rule', () => {
    const setup = openAndPrecise();
    const { state } = play(setup, faceToFace(setup), [...A_CHARGES, precision]);
    const chosen = 'b-rifles#4';
    assert.throws(
      () =>
        applyChoice(setup, state, {
          kind: 'fieldPromotion',
          unit: 'b-rifles',
          model: 'b-rifles#1',
        }),
      refused(
        /b-rifles#1 is not one of the models/,
        /rulebook p\.35 Loss of an Officer, Field Promotion/,
      ),
    );
    const made = applyChoice(setup, state, {
      kind: 'fieldPromotion',
      unit: 'b-rifles',
      model: chosen,
    });
    const rifles = made.state.units['b-rifles'];
    assert.equal(rifles?.officer, chosen);
    assert.ok(rifles?.statuses.includes('disordered'));
    assert.ok(
      made.events.some((e) => e.kind === 'officer' && e.text.endsWith(`${chosen} is promoted`)),
    );
  });

  it('rulebook p.35: no wait where a standing order (orderLosses) names a survivor that keeps the unit coherent: #4, named last', () => {
    const setup = openAndPrecise();
    const state = faceToFace(setup);
    state.players.b.lossOrders = { 'b-rifles': ['b-rifles#3', 'b-rifles#4'] };
    const ordered = play(setup, state, [...A_CHARGES, precision]);
    assert.equal(ordered.state.lossChoiceDue, undefined);
    assert.equal(ordered.state.units['b-rifles']?.officer, 'b-rifles#4');
  });
});
