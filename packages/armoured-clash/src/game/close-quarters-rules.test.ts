import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

/** A-rifles Charge B-rifles (not Impeded, not Outflanking), with the generator seeded `seed`. */
function charged(setup: GameSetup, seed = 1, prepare?: (state: GameState) => void): GameState {
  let state = faceToFace(setup);
  state.rng = { a: seed, b: 2, c: 3, d: 4 };
  prepare?.(state);
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  return applyChoice(setup, state, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 11],
    facing: 90,
  }).state;
}

function attackTexts(events: readonly GameEvent[], attacker: string): string[] {
  return events
    .filter((e) => e.kind === 'closeQuartersAttack' && e.unit === attacker)
    .map((e) => e.text);
}

function fight(setup: GameSetup, seed = 1): { state: GameState; events: GameEvent[] } {
  return applyChoice(setup, charged(setup, seed), { kind: 'closeQuartersAttack' });
}

type Changes = Parameters<typeof skirmishWith>[0];

/** Both Rifles at Defence 3, Damage Limit 3: a Close Quarters Combat is won, lost or drawn, not a massacre. */
function sturdy(changes: Changes): GameSetup {
  const tough = { defence: 3, damageLimit: 3 };
  return skirmishWith({
    ...changes,
    'a-rifles': { ...changes['a-rifles'], profile: tough },
    'b-rifles': { ...changes['b-rifles'], profile: tough },
  });
}

describe('glossary: Onslaught and glossary: Melee Masters in a Close Quarters Combat', () => {
  it('with no bonus or penalty in play the Charge is Neutral both ways', () => {
    const { events } = fight(skirmishWith({}));
    assert.match(attackTexts(events, 'a-rifles')[0] ?? '', /in Close Quarters: neutral,/);
  });

  it('glossary: Onslaught — the charging unit’s Close Quarters Attack is Improved; its target’s Retaliation is not', () => {
    const { events } = fight(skirmishWith({ 'a-rifles': { rules: [{ name: 'Onslaught' }] } }));
    assert.match(attackTexts(events, 'a-rifles')[0] ?? '', /in Close Quarters: improved,/);
    const retaliation = attackTexts(events, 'b-rifles')[0];
    if (retaliation !== undefined) assert.match(retaliation, /in Close Quarters: neutral,/);
  });

  it('glossary: Onslaught — the target of the Charge does not gain it by Retaliating', () => {
    const setup = sturdy({ 'b-rifles': { rules: [{ name: 'Onslaught' }] } });
    for (const seed of [1, 2, 3]) {
      const retaliation = attackTexts(fight(setup, seed).events, 'b-rifles')[0];
      if (retaliation !== undefined) assert.match(retaliation, /in Close Quarters: neutral,/);
    }
  });

  it('glossary: Melee Masters — a Melee attack against the unit is Weakened; with Onslaught the two cancel out', () => {
    const masters = skirmishWith({ 'b-rifles': { rules: [{ name: 'Melee Masters' }] } });
    assert.match(attackTexts(fight(masters).events, 'a-rifles')[0] ?? '', /: weakened,/);
    const both = skirmishWith({
      'a-rifles': { rules: [{ name: 'Onslaught' }] },
      'b-rifles': { rules: [{ name: 'Melee Masters' }] },
    });
    assert.match(attackTexts(fight(both).events, 'a-rifles')[0] ?? '', /: neutral,/);
  });
});

describe('glossary: Stoic Defence', () => {
  it('the target of a Charge that was not Impeded has the Defensive Advantage and strikes first', () => {
    const setup = skirmishWith({ 'b-rifles': { rules: [{ name: 'Stoic Defence' }] } });
    const { events } = fight(setup);
    const kinds = events.map((e) => e.kind);
    assert.ok(kinds.includes('defensiveAdvantage'));
    assert.equal(events.find((e) => e.kind === 'closeQuartersAttack')?.unit, 'b-rifles');
  });

  it('without it, the charging unit strikes first', () => {
    const { events } = fight(skirmishWith({}));
    assert.ok(!events.some((e) => e.kind === 'defensiveAdvantage'));
    assert.equal(events.find((e) => e.kind === 'closeQuartersAttack')?.unit, 'a-rifles');
  });
});

/** Seeds 1..40 fought out: the events and state of each. */
function fights(setup: GameSetup): { state: GameState; events: GameEvent[] }[] {
  return Array.from({ length: 40 }, (_, i) => fight(setup, i + 1));
}

function winnerOf(events: readonly GameEvent[]): string | undefined {
  return events.find((e) => e.kind === 'closeQuartersWin')?.unit;
}

describe('glossary: Hunter', () => {
  it("the unit's General scores 1 Victory Point whenever it wins a Close Quarters Combat, none when it does not", () => {
    const plain = fights(sturdy({}));
    const hunting = fights(sturdy({ 'a-rifles': { rules: [{ name: 'Hunter' }] } }));
    let wins = 0;
    plain.forEach((without, i) => {
      const withIt = hunting[i];
      if (withIt === undefined) return;
      const won = winnerOf(withIt.events) === 'a-rifles';
      if (won) wins += 1;
      assert.equal(withIt.state.players.a.vp - without.state.players.a.vp, won ? 1 : 0);
      assert.equal(withIt.state.players.b.vp, without.state.players.b.vp);
      assert.equal(
        withIt.events.some((e) => e.kind === 'victoryPoints'),
        won,
      );
    });
    assert.ok(wins > 0, 'some seed lets the Hunters win');
  });
});

describe('glossary: Automata — the Close Quarters loser’s Suppression Test', () => {
  it('passed without a card: the loser stays unSuppressed and its deck is untouched', () => {
    const setup = sturdy({ 'b-rifles': { rules: [{ name: 'Automata' }] } });
    let losses = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const before = charged(setup, seed);
      const { state, events } = applyChoice(setup, before, { kind: 'closeQuartersAttack' });
      if (winnerOf(events) !== 'a-rifles' || state.units['b-rifles']?.annihilated === true)
        continue;
      losses += 1;
      const test = events.find((e) => e.kind === 'suppressionTest' && e.unit === 'b-rifles');
      assert.equal(test?.text, 'Rifles b-rifles passes its Suppression Test without a card');
      assert.ok(!state.units['b-rifles']?.statuses.includes('suppressed'));
      assert.deepEqual(state.players.b.deck.piles, before.players.b.deck.piles);
    }
    assert.ok(losses > 0, 'some seed makes the Automata lose');
  });
});

describe('glossary: Terrifying (X) — the Close Quarters loser’s Suppression Test', () => {
  it('-1 Discipline within 6" of the Terrifying unit (besides -1 for half the unit lost); none with the Trait', () => {
    for (const [traits, terror] of [
      [[], 1],
      [['Undead'], 0],
    ] as const) {
      const setup = sturdy({
        'a-rifles': { rules: [{ name: 'Terrifying (Undead)' }] },
        'b-rifles': { traits },
      });
      let losses = 0;
      for (let seed = 1; seed <= 40; seed += 1) {
        const before = charged(setup, seed);
        const { state, events } = applyChoice(setup, before, { kind: 'closeQuartersAttack' });
        const b = state.units['b-rifles'];
        if (winnerOf(events) !== 'a-rifles' || b === undefined || b.annihilated) continue;
        losses += 1;
        const lost = (before.units['b-rifles']?.models.length ?? 0) - b.models.length;
        const half = 2 * lost >= (before.units['b-rifles']?.models.length ?? 0) ? 1 : 0;
        const test = events.find((e) => e.kind === 'suppressionTest' && e.unit === 'b-rifles');
        assert.match(test?.text ?? '', new RegExp(`Suppression Test at ${6 - terror - half}:`));
      }
      assert.ok(losses > 0);
    }
  });
});

describe('glossary: Pavises — Taking Cover is kept when an enemy Charges into contact', () => {
  it('the target keeps Taking Cover (losing On Lookout); without Pavises it loses both', () => {
    const cover = (state: GameState) => state.units['b-rifles']?.statuses.push('takingCover');
    const pavises = skirmishWith({ 'b-rifles': { rules: [{ name: 'Pavises' }] } });
    assert.deepEqual(charged(pavises, 1, cover).units['b-rifles']?.statuses, ['takingCover']);
    assert.deepEqual(charged(skirmishWith({}), 1, cover).units['b-rifles']?.statuses, []);
  });
});
