import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type GameState, initialState } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { INVARIANTS, brokenInvariants, outOfCoherency } from './invariants.js';

/** The invariants of one decision that left `after` (nothing happened, nobody out of Unit Coherency). */
function broken(after: GameState): string[] {
  const setup = skirmish();
  const stray = outOfCoherency(setup, after);
  return brokenInvariants({
    setup,
    where: 'test decision 7',
    after,
    events: [],
    strayBefore: stray,
    strayAfter: stray,
  });
}

describe('the invariants checked after every decision (fuzzing and the game tests)', () => {
  it('a game as it starts breaks none of them', () => {
    assert.deepEqual(broken(initialState(skirmish(), 'invariants')), []);
    assert.equal(INVARIANTS.length, 5);
  });

  it('rulebook p.17 Unit Statuses: a unit holding a Status twice is reported, with where and which unit', () => {
    const state = initialState(skirmish(), 'invariants');
    const [unit] = Object.values(state.units);
    assert.ok(unit !== undefined);
    const twice = { ...unit, statuses: ['suppressed' as const, 'suppressed' as const] };
    assert.deepEqual(broken({ ...state, units: { ...state.units, [unit.id]: twice } }), [
      `test decision 7: ${unit.id} has a Status twice (suppressed, suppressed)`,
    ]);
  });

  it('rulebook p.18 Deck, Hand, Discard Pile: a card both in the draw pile and in the discard pile is reported', () => {
    const state = initialState(skirmish(), 'invariants');
    const { b } = state.players;
    const card = b.deck.piles.drawPile[0];
    assert.ok(card !== undefined);
    const discardPile = [...b.deck.piles.discardPile, card];
    const deck = { ...b.deck, piles: { ...b.deck.piles, discardPile } };
    const players = { ...state.players, b: { ...b, deck } };
    assert.deepEqual(broken({ ...state, players }), [
      'test decision 7: General B has a card in two places',
    ]);
  });

  it('rulebook p.22 Abandoned Models: a model Abandoned from a unit that was in Unit Coherency is reported', () => {
    const setup = skirmish();
    const after = initialState(setup, 'invariants');
    const abandoned = { kind: 'abandoned', text: 'a model is Abandoned', unit: 'u1' };
    const step = { setup, where: 'test decision 2', after, strayBefore: new Set<string>() };
    assert.deepEqual(
      brokenInvariants({ ...step, events: [abandoned], strayAfter: new Set<string>() }),
      ['test decision 2: a model is Abandoned (u1)'],
    );
  });
});
