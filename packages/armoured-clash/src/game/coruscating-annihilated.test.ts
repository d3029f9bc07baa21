import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../testing/command-fixture.js';
import {
  coruscatingLine,
  coruscatingRow,
  coruscatingTanks,
} from '../testing/coruscating-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../testing/moments-fixture.js';
import { cardOnTop } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

/** A's tanks' Damage Limit: the first attack's 2 Blanks Destroy both tanks. */
const FRAGILE = 1;
/** Card id 2 of the skirmish deck has Value 3. */
const VALUE_3 = 2;
/** A card of the moments deck on top of A's: the second attack's Overcharge Damage Annihilates the tanks. */
const MOMENTS_TOP = 11;

/** A's tanks with Damage Limit 1, and Coruscating and Overcharge on their row against Light targets. */
const fragile = (unit: ArmyUnit): ArmyUnit => ({
  ...coruscatingRow(unit, [{ name: 'Overcharge' }]),
  damageLimit: FRAGILE,
});

/** The Coruscating line (testing/coruscating-fixture.ts), card VALUE_3 on top of A's deck. */
function attackStep(setup: GameSetup): GameState {
  const now = coruscatingLine(setup);
  cardOnTop(now, 'a', VALUE_3);
  return now;
}

const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

describe('glossary: Overcharge: "If the attacking unit is Annihilated, any attacks against remaining targets are still resolved"', () => {
  it('glossary: Overcharge: the first attack of the Coruscating line (A’s own rifles) rolls 2 Blanks, Annihilating A’s tanks (Damage Limit 1); the attack on B’s rifles is still made, as the tanks stood (13 dice: both tanks’ 8, the card’s 3, 2 Heroic Strikes), and its Blank costs no further Damage', () => {
    const setup = coruscatingTanks(fragile);
    const { state, events } = applyChoice(setup, attackStep(setup), {
      kind: 'coruscatingAttack',
      bearing: 90,
      overcharge: true,
    });
    const attacks = events.filter((e) => e.kind === 'rangedAttack' && e.unit === 'a-tanks');
    assert.deepEqual(
      attacks.map((e) => /fires at (.*?):.*?, (\d+) dice/.exec(e.text)?.slice(1)),
      [
        ['Rifles a-rifles', '13'],
        ['Rifles b-rifles', '13'],
      ],
    );
    assert.deepEqual(texts(events, 'overchargeDamage'), [
      "Tanks a-tanks suffers 2 Damage from its Overcharged attack's Blanks (glossary: Overcharge)",
    ]);
    assert.equal(
      texts(events, 'annihilated').filter((t) => t.startsWith('Tanks a-tanks')).length,
      1,
    );
    const tanks = state.units['a-tanks']!;
    assert.equal(tanks.annihilated, true);
    assert.deepEqual(tanks.models, []);
    // rulebook p.35 Wrecks: both tanks' Wrecks are back once the line is resolved.
    assert.deepEqual(
      tanks.wrecks?.map((w) => w.id),
      ['a-tanks#2', 'a-tanks#1'],
    );
    assert.equal(state.activation, undefined);
  });

  it('glossary: Overcharge: Annihilated by the second attack’s Overcharge Damage, the unit as it stood is kept while B’s rifles’ test waits for B’s Command; once taken, the line goes on from it (B’s tanks: not attacked, with the reason)', () => {
    const moments = momentsSkirmish((u) => (u.id === 'a-tanks' ? fragile(u) : u));
    const start = attackStep(moments);
    setHand(start, 'a', []);
    setHand(start, 'b', [MOMENT_CARD.standFirm]);
    cardOnTop(start, 'a', MOMENTS_TOP);
    const { state } = applyChoice(moments, start, {
      kind: 'coruscatingAttack',
      bearing: 90,
      overcharge: true,
    });
    assert.equal(state.units['a-tanks']!.annihilated, true);
    assert.equal(state.suppressionTest?.unit, 'b-rifles');
    const declared = state.activation?.attacksDeclared;
    assert.deepEqual(declared?.attacks, [{ target: 'b-tanks', alongLine: true }]);
    assert.deepEqual(
      declared?.attackerAsItStood?.models.map((m) => m.id),
      ['a-tanks#1', 'a-tanks#2'],
    );
    const tested = applyChoice(moments, state, { kind: 'suppressionTest' });
    assert.deepEqual(texts(tested.events, 'attackNotMade'), [
      'Tanks b-tanks is not attacked: the attack cannot target its Target Category',
    ]);
    assert.equal(tested.state.activation, undefined);
    assert.deepEqual(tested.state.units['a-tanks']!.models, []);
  });
});
