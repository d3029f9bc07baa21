import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../../game/army.js';
import { applyChoice } from '../../game/apply-choice.js';
import type { Choice } from '../../game/choice.js';
import { nextDecision } from '../../game/next-decision.js';
import type { GameState } from '../../game/state.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import { CHARGE, aMoving } from '../../testing/movement-fixture.js';

/** Both at Defence 3, Damage Limit 3: with seed 1 A-rifles win, B-rifles Withdraw to a rank at y = 15 and pass their test. */
const tough = { defence: 3, damageLimit: 3 };
const overrunA = skirmishWith({
  'a-rifles': { rules: [{ name: 'Overrun' }], profile: tough },
  'b-rifles': { profile: tough },
});
/** A-rifles' Officer to (10, 14): in contact with the Withdrawn rank of B-rifles. */
const CHARGE_AGAIN: Choice = { kind: 'charge', target: 'b-rifles', at: [10, 14], facing: 90 };

function won(setup: GameSetup, prepare?: (state: GameState) => void): GameState {
  const charged = applyChoice(setup, aMoving(setup, 1, prepare), CHARGE).state;
  return applyChoice(setup, charged, { kind: 'closeQuartersAttack' }).state;
}

describe('glossary: Overrun', () => {
  it('glossary: Overrun: after winning its Close Quarters Combat, the target standing, the General may discard a card to Overrun, or hold', () => {
    const state = won(overrunA);
    assert.equal(state.units['b-rifles']?.annihilated, false);
    const decision = nextDecision(overrunA, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      ...state.players.a.deck.hand.map((card) => ({ kind: 'overrun', card })),
      { kind: 'hold' },
    ]);
    assert.throws(() => applyChoice(overrunA, state, { kind: 'takeCover' }), {
      rule: 'glossary: Overrun',
    });
  });

  it('holding ends the Activation; without Overrun it ends at once', () => {
    const held = applyChoice(overrunA, won(overrunA), { kind: 'hold' }).state;
    assert.equal(held.activation, undefined);
    const plain = skirmishWith({ 'a-rifles': { profile: tough }, 'b-rifles': { profile: tough } });
    assert.equal(won(plain).activation, undefined);
  });

  it('glossary: Overrun: no Overrun without a card in the hand to discard', () => {
    const emptyHand = won(overrunA, (state) => {
      state.players.a.deck.hand.length = 0;
    });
    assert.equal(emptyHand.activation, undefined);
  });

  it('glossary: Overrun: the card is discarded and the unit must Charge the target, and no other', () => {
    const state = won(overrunA);
    const card = state.players.a.deck.hand[0] ?? -1;
    const { state: declared, events } = applyChoice(overrunA, state, { kind: 'overrun', card });
    assert.equal(declared.players.a.deck.hand.includes(card), false);
    assert.ok(declared.players.a.deck.piles.discardPile.includes(card));
    assert.deepEqual(
      events.map((e) => e.text),
      ['Rifles a-rifles Overruns Rifles b-rifles: General A discards a card (glossary: Overrun)'],
    );
    assert.deepEqual(nextDecision(overrunA, declared)?.constraints, [
      { kind: 'charge', unit: 'a-rifles', limit: 8, targets: ['b-rifles'] },
    ]);
    assert.throws(() => applyChoice(overrunA, declared, { kind: 'hold' }), {
      rule: 'glossary: Overrun',
      message: 'the unit declared an Overrun and must Charge',
    });
    assert.throws(() => applyChoice(overrunA, declared, { ...CHARGE_AGAIN, target: 'b-tanks' }), {
      rule: 'glossary: Overrun',
    });
  });

  it('glossary: Overrun: the Charge ends in contact, then a Close Quarters Attack the target Retaliates against; once per Activation', () => {
    const state = won(overrunA);
    const card = state.players.a.deck.hand[0] ?? -1;
    const declared = applyChoice(overrunA, state, { kind: 'overrun', card }).state;
    const charged = applyChoice(overrunA, declared, CHARGE_AGAIN).state;
    assert.equal(charged.activation?.step, 'attack');
    assert.equal(charged.activation?.reaction, undefined);
    assert.deepEqual(nextDecision(overrunA, charged)?.options, [{ kind: 'closeQuartersAttack' }]);
    const { state: after, events } = applyChoice(overrunA, charged, {
      kind: 'closeQuartersAttack',
    });
    const attackers = events.filter((e) => e.kind === 'closeQuartersAttack').map((e) => e.unit);
    assert.deepEqual(attackers.slice().sort(), ['a-rifles', 'b-rifles']);
    assert.equal(after.activation, undefined);
  });
});
