import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { cardOnTop, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

/** A's tanks with Coruscating (and Overcharge, or not) on their row against Light targets. */
function setupWith(overcharge: boolean): GameSetup {
  const base = skirmishWith({});
  const qualities = [{ name: 'Coruscating' }, ...(overcharge ? [{ name: 'Overcharge' }] : [])];
  const armed = (unit: ArmyUnit): ArmyUnit => ({
    ...unit,
    armaments: {
      ...unit.armaments,
      rows: unit.armaments.rows.map((row) =>
        row.attack === 'ranged' && row.target === 'light' ? { ...row, qualities } : row,
      ),
    },
  });
  const units = base.generals.a.units.map((u) => (u.id === 'a-tanks' ? armed(u) : u));
  return { ...base, generals: { ...base.generals, a: { ...base.generals.a, units } } };
}

/** A's rifles (y = 12) and B's rifles (y = 20) on the line north of A's tanks, in their Attack Step; card `card` on top. */
function attackStep(setup: GameSetup, card: number): GameState {
  const state = opened(setup);
  for (const [id, y] of [
    ['a-rifles', 12],
    ['b-rifles', 20],
  ] as const) {
    const unit = state.units[id];
    if (unit === undefined) throw new RangeError(id);
    unit.models = unit.models.map((m) => ({ ...m, x: m.x + 14, y }));
  }
  let now = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  now = applyChoice(setup, now, { kind: 'hold' }).state;
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
