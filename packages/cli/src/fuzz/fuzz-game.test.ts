import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clashSelected } from '../clash-flags.js';
import { type FuzzInput, fuzzForces, fuzzGame } from './fuzz-game.js';

/** One Skirmish game with the preset terrain; no invariant checked, only the Clash played matters. */
const INPUT: Omit<FuzzInput, 'clash'> = {
  seed: 'clash-name',
  scale: 'skirmish',
  terrain: 'preset',
};
const FIRST_GAME = 0;

describe('warroom fuzz: the Clash a fuzzing run is given, named as --clash or the engine names it', () => {
  it('rulebook p.56 Select a Clash, p.60 Supply Drop: the --clash name "supply-drop" and the engine’s "supplyDrop" both select Supply Drop; "random" and "chosen" stay how it is selected', () => {
    assert.equal(clashSelected('supply-drop', 'here'), 'supplyDrop');
    assert.equal(clashSelected('supplyDrop', 'here'), 'supplyDrop');
    assert.equal(clashSelected('flanking-manoeuvres', 'here'), 'flankingManoeuvres');
    assert.equal(clashSelected('random', 'here'), 'random');
    assert.equal(clashSelected('chosen', 'here'), 'chosen');
  });

  it('rulebook p.60 Supply Drop: a game fuzzed with the --clash name "supply-drop" plays Supply Drop rather than crashing in the setup', () => {
    const played = fuzzGame({ ...INPUT, clash: 'supply-drop' }, FIRST_GAME, fuzzForces(), []);
    assert.equal(played.clash, 'supplyDrop');
    assert.equal(played.failure, undefined);
  });

  it('rulebook p.56 Select a Clash: a name that is no Clash is refused before a game is set up, with where and every valid name', () => {
    assert.throws(
      () => fuzzGame({ ...INPUT, clash: 'supply-dorp' }, FIRST_GAME, fuzzForces(), []),
      {
        name: 'DataError',
        message:
          'fuzz: clash: "supply-dorp" is not a Clash; use one of pitched-battle, supply-drop, lord-of-the-manor, find-the-lady, flanking-manoeuvres, random, chosen',
      },
    );
  });
});
