import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMMON_CLASHES, drawClash } from '@warroom/armoured-clash';
import { HEURISTIC_CLASH, botClashChoice } from './clash-choice.js';

describe('rulebook p.56 Select a Clash: the Clash a bot chooses when it wins the card draw', () => {
  it('rulebook p.56 Select a Clash: the heuristic bot chooses Pitched Battle, whatever the seed', () => {
    assert.equal(HEURISTIC_CLASH, 'pitchedBattle');
    assert.deepEqual(
      [1, 'x', 'game-7'].map((seed) => botClashChoice('heuristic', seed)),
      ['pitchedBattle', 'pitchedBattle', 'pitchedBattle'],
    );
  });

  it('rulebook p.56 Select a Clash: the random bot chooses a common Clash drawn from the seed, the same for the same seed', () => {
    const chosen = botClashChoice('random', 'game-7');
    assert.equal(chosen, drawClash('game-7:clash-choice'));
    assert.equal(botClashChoice('random', 'game-7'), chosen);
    const seen = new Set(Array.from({ length: 40 }, (_, i) => botClashChoice('random', i)));
    assert.deepEqual([...seen].sort(), [...COMMON_CLASHES].sort());
  });
});
