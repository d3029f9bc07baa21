import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../../game/army.js';
import { applyChoice } from '../../game/apply-choice.js';
import { nextDecision } from '../../game/next-decision.js';
import type { GameState } from '../../game/state.js';
import { cardOnTop, skirmishWith } from '../../testing/melee-fixture.js';
import { CHARGE, aMoving } from '../../testing/movement-fixture.js';

/** Both at Defence 3, Damage Limit 3: with seed 1 A-rifles destroy one model of B-rifles, who Withdraw 3" from them. */
const tough = { defence: 3, damageLimit: 3 };
function throwing(x: number): GameSetup {
  return skirmishWith({
    'a-rifles': { rules: [{ name: 'Throw', x }], profile: tough },
    'b-rifles': { profile: tough },
  });
}
const throw6 = throwing(6);
/** Card id 4 of the skirmish deck has Value 5. */
const VALUE_5 = 4;

function afterCloseQuarters(setup: GameSetup): GameState {
  const charged = applyChoice(setup, aMoving(setup, 1), CHARGE).state;
  return applyChoice(setup, charged, { kind: 'closeQuartersAttack' }).state;
}

describe('glossary: Throw (X")', () => {
  it('glossary: Throw (X"): after Destroying an enemy model in Close Quarters, the General may Throw at an enemy unit within X", or hold', () => {
    const state = afterCloseQuarters(throw6);
    assert.equal(state.activation?.destroyedInCloseQuarters, 1);
    const decision = nextDecision(throw6, state);
    assert.deepEqual(decision?.options, [{ kind: 'throw', target: 'b-rifles' }, { kind: 'hold' }]);
    assert.throws(() => applyChoice(throw6, state, { kind: 'throw', target: 'b-tanks' }), {
      rule: 'glossary: Throw (X")',
      message: 'b-tanks is not an enemy unit within 6"',
    });
  });

  it('glossary: Throw (X"): the top card is revealed and discarded; a Weakened Ranged Attack of that many dice, with no Suppression Test', () => {
    const state = afterCloseQuarters(throw6);
    cardOnTop(state, 'a', VALUE_5);
    const { state: after, events } = applyChoice(throw6, state, {
      kind: 'throw',
      target: 'b-rifles',
    });
    assert.equal(
      events[0]?.text,
      'General A reveals a card of Value 5 for a Throw (glossary: Throw (X"))',
    );
    assert.match(
      events[1]?.text ?? '',
      /^Rifles a-rifles Throws at Rifles b-rifles: weakened, 5 dice,/,
    );
    assert.equal(
      events.some((e) => e.kind === 'suppressionTest'),
      false,
    );
    assert.ok(after.players.a.deck.piles.discardPile.includes(VALUE_5));
    assert.equal(after.activation, undefined);
  });

  it('holding ends the Activation without a card revealed', () => {
    const state = afterCloseQuarters(throw6);
    const { state: after } = applyChoice(throw6, state, { kind: 'hold' });
    assert.equal(after.activation, undefined);
    assert.deepEqual(after.players.a.deck.piles, state.players.a.deck.piles);
  });

  it('glossary: Throw (X"): nothing to Throw at beyond X" (B-rifles Withdrew 3" away), nor without Close Quarters', () => {
    assert.equal(afterCloseQuarters(throwing(2)).activation, undefined);
    const held = applyChoice(throw6, aMoving(throw6), { kind: 'hold' }).state;
    const ended = applyChoice(throw6, held, { kind: 'hold' }).state;
    assert.equal(ended.activation, undefined);
  });
});
