import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '@warroom/armoured-clash';
import { SAMPLE_DECK_PATH } from '../sample-deck.js';
import { SAMPLE_FORCE_A, SAMPLE_FORCE_B } from '../commands/simulate.js';
import { type MatchInput, matchSetup, playMatchOrStop } from './match.js';
import { SAMPLE_ORBATS_DIR } from '@warroom/forces';

const input: MatchInput = {
  clash: 'pitchedBattle',
  terrain: 'preset',
  forceA: SAMPLE_FORCE_A,
  forceB: SAMPLE_FORCE_B,
  orbats: SAMPLE_ORBATS_DIR,
  deck: SAMPLE_DECK_PATH,
  botA: 'random',
  botB: 'random',
  seed: 'stop',
};

describe('warroom simulate: a game that stops', () => {
  it('a game the engine cannot play to its end is reported as stopped, with its seed and why, not thrown', () => {
    const { setup } = matchSetup(input);
    const broken = {
      ...setup,
      generals: { ...setup.generals, a: { ...setup.generals.a, deck: undefined } },
    } as unknown as GameSetup;
    const result = playMatchOrStop(broken, input, 3);
    assert.ok('stopped' in result);
    assert.equal(result.seed, 'stop:3');
    assert.match(result.stopped, /\w/);
  });
});
