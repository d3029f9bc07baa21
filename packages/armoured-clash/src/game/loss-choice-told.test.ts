import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { suppressedTarget, toughCoveringSkirmish } from '../testing/covering-fixture.js';
import {
  bLoses,
  inTwoRanksAttacked,
  markerAtTheEastEnd,
  modelIds as ids,
} from '../testing/loss-choice-fixture.js';
import { faceToFace } from '../testing/melee-fixture.js';
import { A_CHARGES } from '../testing/melee-odds-fixture.js';
import { play } from '../testing/play-fixture.js';
import { COVERING_FIRE } from '../testing/targeted-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameEvent } from './events.js';
import { toldInOrder } from './loss-choice-told.js';
import type { GameState } from './state.js';
import { playerView } from './view.js';

const told = (events: readonly GameEvent[]): string[] => events.map((e) => `${e.kind}: ${e.text}`);

/** The tough covering skirmish with B's Rifles in Open Formation (a rank at y 12, Officer #1 x 10). */
const openSetup = toughCoveringSkirmish((u) =>
  u.id === 'b-rifles' ? { ...u, formation: 'open' } : u,
);

/**
 * A's Rifles hold and fire at B's Rifles (covering-fixture suppressedTarget,
 * seeded): B's Rifles fail their Suppression Test and Fall Back north; A's
 * Tanks stand 4" north of B's Officer, which cannot end its Fall Back within
 * 1" of them (rulebook p.16) and is removed (p.36): its Field Promotion waits
 * for General B. The state as B lets the attack go ahead.
 */
function fallingBack(): GameState {
  const state = suppressedTarget(openSetup, [COVERING_FIRE]);
  const rifles = state.units['b-rifles']!;
  const officer = rifles.models.find((m) => m.id === rifles.officer)!;
  const tanks = state.units['a-tanks']!;
  tanks.models = [{ ...tanks.models[0]!, x: officer.x, y: officer.y + 4 }];
  return play(openSetup, state, [{ kind: 'hold' }, { kind: 'rangedAttack', target: 'b-rifles' }])
    .state;
}

const ATTACK_TOLD = [
  'rangedAttack: Rifles a-rifles fires at Rifles b-rifles: improved, 10 dice (Heroic Strike, Heroic Strike, Heroic Strike, Heroic Strike, Blank, Blank, Strike, Blank, Blank, Strike), 10 hits, 2 damage, 2 destroyed',
  'suppressionTest: Rifles b-rifles takes a Suppression Test at 6: card 12, failed',
  'fallBack: Rifles b-rifles Falls Back',
];

describe('rulebook pp.34-36: what happened before a choice among losses is told at the wait, and not again', () => {
  it('rulebook p.36 Falling Back, p.35 Field Promotion: the attack’s dice, the failed test and the Fall Back are told as the game waits for General B', () => {
    const waiting = applyChoice(openSetup, fallingBack(), { kind: 'targetedByRangedAttack' });
    assert.deepEqual(told(waiting.events), [
      ...ATTACK_TOLD,
      'lossChoiceDue: The General of b-rifles chooses (rulebook p.35 Loss of an Officer, Field Promotion) among b-rifles#4, b-rifles#6',
    ]);
    assert.equal(waiting.state.lossChoiceDue?.told, ATTACK_TOLD.length);
  });

  it('rulebook pp.34-35: the table shown at the wait is as it stands then: the 2 models the attack destroyed are gone, the Officer not yet; neither General’s view holds the state the choice is made again from', () => {
    const waiting = applyChoice(openSetup, fallingBack(), { kind: 'targetedByRangedAttack' });
    const shown = ['b-rifles#1', 'b-rifles#4', 'b-rifles#5', 'b-rifles#6'];
    assert.deepEqual(ids(waiting.state, 'b-rifles'), shown);
    assert.equal(waiting.state.lossPicks, undefined);
    assert.equal(ids(waiting.state.lossChoiceDue!.base, 'b-rifles').length, 6);
    for (const side of ['a', 'b'] as const) {
      const view = playerView(waiting.state, side);
      assert.deepEqual(
        view.units['b-rifles']?.models.map((m) => m.id),
        shown,
      );
      const seen = JSON.stringify(view);
      assert.equal(seen.includes('lossChoiceDue'), false);
      assert.equal(seen.includes('"base"'), false);
      assert.equal(seen.includes('"rng"'), false);
    }
  });

  it('rulebook p.35: #6 promoted: only what follows the wait is told (the Officer removed, the promotion, the Fall Back stopped), then the unit stands Disordered under #6', () => {
    const waiting = applyChoice(openSetup, fallingBack(), { kind: 'targetedByRangedAttack' });
    const made = applyChoice(openSetup, waiting.state, {
      kind: 'fieldPromotion',
      unit: 'b-rifles',
      model: 'b-rifles#6',
    });
    assert.deepEqual(told(made.events), [
      'removed: b-rifles#1 is Destroyed: b-rifles#1 cannot fall back (rulebook p.16 Moving a Unit: b-rifles#1 would move within 1" of Tanks a-tanks (a-tanks#1))',
      'officer: Rifles b-rifles loses its Officer and is Disordered; b-rifles#6 is promoted',
      'fallBack: Rifles b-rifles cannot fall back a full 3" and stays put (rulebook p.14 Unit Coherency: b-rifles#5 is more than 3" from the Officer (rulebook p.14))',
    ]);
    const rifles = made.state.units['b-rifles'];
    assert.deepEqual(ids(made.state, 'b-rifles'), ['b-rifles#4', 'b-rifles#5', 'b-rifles#6']);
    assert.equal(rifles?.officer, 'b-rifles#6');
    assert.deepEqual(rifles?.statuses, ['suppressed', 'disordered']);
    assert.equal(made.state.lossChoiceDue, undefined);
  });
});

const A_ATTACK_TOLD =
  'closeQuartersAttack: Rifles a-rifles attacks Rifles b-rifles in Close Quarters: neutral, 6 dice, 2 hits, 2 damage, 2 destroyed';

const AFTER_B_LOSSES = [
  'closeQuartersAttack: Rifles b-rifles attacks Rifles a-rifles in Close Quarters: neutral, 5 dice, 4 hits, 4 damage, 4 destroyed',
  'closeQuartersWin: Rifles b-rifles wins the Close Quarters Combat',
  'withdraw: Rifles a-rifles Withdraws',
  'suppressionTest: Rifles a-rifles takes a Suppression Test at 5: card 11, failed',
  'breaks: Rifles a-rifles Breaks',
  'annihilated: Rifles a-rifles is Annihilated: General B scores 2 VP',
];

describe('rulebook p.34 Destroying Models, p.28 Close Quarters: the charging unit’s attack is told before General B chooses its losses', () => {
  const setup = markerAtTheEastEnd();
  const charged = (): GameState => play(setup, faceToFace(setup), [...A_CHARGES]).state;

  it('rulebook p.34: A’s attack (2 destroyed) is told at the first wait; a second wait in the same losses tells nothing new; the answer tells the Retaliation on (B in two ranks, #5 of the rear rank on the marker: each loss a choice of the rear rank)', () => {
    const first = inTwoRanksAttacked();
    const ranked = first.setup;
    assert.deepEqual(told(first.events), [
      A_ATTACK_TOLD,
      'lossChoiceDue: The General of b-rifles chooses (rulebook p.34 Destroying Models) among b-rifles#4, b-rifles#5, b-rifles#6',
    ]);
    const second = applyChoice(ranked, first.state, bLoses('b-rifles#6'));
    assert.deepEqual(told(second.events), [
      'lossChoiceDue: The General of b-rifles chooses (rulebook p.34 Destroying Models) among b-rifles#4, b-rifles#5',
    ]);
    const made = applyChoice(ranked, second.state, bLoses('b-rifles#4'));
    assert.deepEqual(told(made.events), AFTER_B_LOSSES);
    assert.deepEqual(ids(made.state, 'b-rifles'), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#5',
    ]);
    assert.equal(made.state.units['a-rifles']?.annihilated, true);
  });

  it('rulebook pp.34-35: #5 chosen at the wait (#6 gone first, the only end keeping the Officer the centre): the rest of the combat is told, A’s attack not again', () => {
    const first = applyChoice(setup, charged(), { kind: 'closeQuartersAttack' });
    const made = applyChoice(setup, first.state, bLoses('b-rifles#5'));
    assert.deepEqual(told(made.events), AFTER_B_LOSSES);
    assert.deepEqual(ids(made.state, 'b-rifles'), [
      'b-rifles#1',
      'b-rifles#2',
      'b-rifles#3',
      'b-rifles#4',
    ]);
  });
});

describe('toldInOrder: what a wait tells of the events gathered as the choice stopped', () => {
  const e = (text: string): GameEvent => ({ kind: 'removed', text });
  const history = [e('roll'), e('won'), e('test'), e('fallBack'), e('removed')];

  it('events gathered with no gap are all told; after a step that told nothing at the wait (a gap), nothing more, so none is told out of order', () => {
    assert.deepEqual(toldInOrder([e('roll'), e('won'), e('test')], history), [
      e('roll'),
      e('won'),
      e('test'),
    ]);
    assert.deepEqual(toldInOrder([e('roll'), e('fallBack')], history), [e('roll')]);
    assert.deepEqual(toldInOrder([e('fallBack')], history), []);
    assert.deepEqual(toldInOrder([], history), []);
  });
});
