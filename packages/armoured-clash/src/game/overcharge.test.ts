import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { cardOnTop, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';
import { tanksGunWithOnly } from '../testing/gun-fixture.js';

const RULE = 'glossary: Overcharge';
/** A's tanks with Overcharge on their gun against Heavy targets. */
const setup: GameSetup = skirmishWith({
  'a-tanks': {
    profile: {
      armaments: tanksGunWithOnly('heavy', [{ name: 'Overcharge' }]),
    },
  },
});
/** Card id 4 of the skirmish deck has Value 5. */
const VALUE_5 = 4;

/** A's tanks Activated, no Manoeuvre: their Attack Step, card `card` on top of A's deck. */
function attackStep(card: number): GameState {
  let state = applyChoice(setup, opened(setup), { kind: 'activate', unit: 'a-tanks' }).state;
  state = applyChoice(setup, state, { kind: 'hold' }).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  cardOnTop(state, 'a', card);
  return state;
}

function blanks(events: readonly GameEvent[]): number {
  const attack = events.find((e) => e.kind === 'rangedAttack')?.text ?? '';
  return (attack.match(/Blank/g) ?? []).length;
}

describe(RULE, () => {
  it('glossary: Overcharge: the Attack Step offers it for a target whose row has the quality, not for others', () => {
    const options = nextDecision(setup, attackStep(VALUE_5))?.options ?? [];
    assert.deepEqual(
      options.filter((o) => o.kind === 'rangedAttack' && o.overcharge === true),
      [{ kind: 'rangedAttack', target: 'b-tanks', overcharge: true }],
    );
  });

  it('glossary: Overcharge: the top card is revealed and discarded; its Value in dice joins the pool; each Blank is a Damage to the attacker', () => {
    const state = attackStep(VALUE_5);
    const { state: after, events } = applyChoice(setup, state, {
      kind: 'rangedAttack',
      target: 'b-tanks',
      overcharge: true,
    });
    assert.equal(
      events[0]?.text,
      `General A Overcharges the attack: a card of Value 5, 5 more dice (${RULE})`,
    );
    assert.ok(after.players.a.deck.piles.discardPile.includes(VALUE_5));
    // The gun reads 6 dice for two tanks, 11 with the card; two Heroic Strikes of the first roll add 2.
    assert.deepEqual(
      events.slice(1).map((e) => e.text),
      [
        'Tanks a-tanks fires at Tanks b-tanks: neutral, 13 dice (Miss, Heroic Strike, Strike, Heroic Strike, Strike, Heroic Strike, Miss, Miss, Blank, Strike, Strike, Blank, Miss), 10 hits, 3 damage, 1 destroyed',
        'b-tanks#1 is Wrecked: it stays on the battlefield as Blocking Terrain',
        'Tanks b-tanks loses its Officer and is Disordered; b-tanks#2 is promoted',
        `Tanks a-tanks suffers 2 Damage from its Overcharged attack's Blanks (${RULE})`,
        'Tanks b-tanks takes a Suppression Test at 5: card 3, passed',
      ],
    );
    assert.equal(blanks(events), 2);
    assert.equal(after.units['a-tanks']?.damage, 2);
  });

  it('glossary: Overcharge: refused for a row without the quality', () => {
    const state = attackStep(VALUE_5);
    const b = state.units['b-rifles'];
    assert.ok(b !== undefined);
    b.models = b.models.map((m) => ({ ...m, x: m.x + 10, y: m.y - 10 }));
    assert.throws(
      () =>
        applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-rifles', overcharge: true }),
      { rule: RULE, message: 'the row b-rifles calls for has no Overcharge quality' },
    );
  });
});
