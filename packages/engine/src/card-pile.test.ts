import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { discardCard, drawTop, reshuffleDiscards, shuffledPiles } from './card-pile.js';
import { seedRng } from './rng.js';

describe('card piles', () => {
  it('draws from the top, discards face up, and reshuffles the discards into a new pile', () => {
    const rng = seedRng(3);
    const piles = shuffledPiles(rng, [1, 2, 3]);
    const drawn = [drawTop(piles), drawTop(piles), drawTop(piles)];
    assert.deepEqual(drawn.slice().sort(), [1, 2, 3]);
    assert.equal(drawTop(piles), undefined);
    for (const card of drawn) discardCard(piles, card as number);
    reshuffleDiscards(rng, piles);
    assert.equal(piles.discardPile.length, 0);
    assert.deepEqual(piles.drawPile.slice().sort(), [1, 2, 3]);
  });

  it('refuses to reshuffle over a draw pile that still holds cards', () => {
    const piles = shuffledPiles(seedRng(1), [1]);
    assert.throws(() => reshuffleDiscards(seedRng(1), piles), /not empty/);
  });
});
