import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  coruscatingLine,
  coruscatingRow,
  coruscatingTanks,
} from '../testing/coruscating-fixture.js';
import { cardOnTop } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

/** A's tanks with Coruscating (and Overcharge, or not) on their row against Light targets, in place of its own qualities. */
function setupWith(overcharge: boolean): GameSetup {
  const more = overcharge ? [{ name: 'Overcharge' }] : [];
  return coruscatingTanks((tanks) => coruscatingRow(tanks, more, true));
}

/** The Coruscating line (testing/coruscating-fixture.ts), card `card` on top of A's deck. */
function attackStep(setup: GameSetup, card: number): GameState {
  const now = coruscatingLine(setup);
  cardOnTop(now, 'a', card);
  return now;
}

/** Card id 2 of the skirmish deck has Value 3. */
const VALUE_3 = 2;

describe('glossary: Coruscating with glossary: Overcharge', () => {
  it('glossary: Overcharge: a Coruscating attack may be Overcharged when its row has the quality', () => {
    const setup = setupWith(true);
    const options = nextDecision(setup, attackStep(setup, VALUE_3))?.options ?? [];
    assert.ok(options.some((o) => o.kind === 'coruscatingAttack' && o.overcharge === true));
    const plain = setupWith(false);
    const without = nextDecision(plain, attackStep(plain, VALUE_3))?.options ?? [];
    assert.ok(!without.some((o) => o.kind === 'coruscatingAttack' && o.overcharge === true));
    assert.throws(
      () =>
        applyChoice(plain, attackStep(plain, VALUE_3), {
          kind: 'coruscatingAttack',
          bearing: 90,
          overcharge: true,
        }),
      { rule: 'glossary: Overcharge', message: 'a-tanks has no Coruscating row with Overcharge' },
    );
  });

  it('glossary: Overcharge: with several targets (Coruscating) one card is revealed and its Value used for each attack', () => {
    const setup = setupWith(true);
    const { state, events } = applyChoice(setup, attackStep(setup, VALUE_3), {
      kind: 'coruscatingAttack',
      bearing: 90,
      overcharge: true,
    });
    assert.deepEqual(
      events.filter((e) => e.kind === 'overcharge').map((e) => e.text),
      ['General A Overcharges the attack: a card of Value 3, 3 more dice (glossary: Overcharge)'],
    );
    assert.equal(state.players.a.deck.piles.discardPile.filter((c) => c === VALUE_3).length, 1);
    // The gun reads 8 dice for two tanks: 11 with the card in each attack, and 2 from Heroic Strikes.
    const dice = events
      .filter((e) => e.kind === 'rangedAttack' && e.unit === 'a-tanks')
      .map((e) => Number(/, (\d+) dice/.exec(e.text)?.[1]));
    assert.deepEqual(dice, [13, 13]);
    // Each attack's Blanks Damage the tanks: 2, then 1 (their Damage Limit 3: one tank Destroyed).
    assert.deepEqual(
      events.filter((e) => e.kind === 'overchargeDamage').map((e) => e.text),
      [
        "Tanks a-tanks suffers 2 Damage from its Overcharged attack's Blanks (glossary: Overcharge)",
        "Tanks a-tanks suffers 1 Damage from its Overcharged attack's Blanks (glossary: Overcharge)",
      ],
    );
  });
});
