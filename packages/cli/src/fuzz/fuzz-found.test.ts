import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type FuzzInput, fuzzForces, fuzzGame } from './fuzz-game.js';

/** Random bots, each game's scale and Clash from its seed, as `warroom fuzz --seed 6` plays them. */
const SEED_6: FuzzInput = { seed: '6', scale: 'both', clash: 'random', terrain: 'preset' };

describe('warroom fuzz: games that found faults, played again with every invariant checked', () => {
  it('glossary: Interceptor, Flying; rulebook p.16: game 6:181, a Harrier Incoming beside its own Galahads turns to intercept over one of them; its Approach ends clear and the game ends with no invariant broken', () => {
    const played = fuzzGame(SEED_6, 181, fuzzForces());
    assert.equal(played.failure, undefined, played.failure?.broken);
    assert.equal(played.clash, 'findTheLady');
    assert.ok(played.decisions > 150, `${played.decisions} decisions`);
  });
});
