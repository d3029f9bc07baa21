import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { drawClash } from '@warroom/armoured-clash';
import { simulate } from './cli-fixture.js';

describe('warroom simulate: rulebook p.56 Preparing to Play options', () => {
  it('rulebook p.56 Select a Clash and Placing Terrain: --clash random draws the Clash from the seed, --terrain placed has the bots place terrain, and the game is played to its end', async () => {
    const { code, text } = await simulate(
      ...['--games', '1', '--seed', 'setup', '--bot-a', 'random', '--bot-b', 'random'],
      ...['--clash', 'random', '--terrain', 'placed', '--workers', '1'],
    );
    assert.equal(code, 0);
    const names = {
      pitchedBattle: 'Pitched Battle',
      supplyDrop: 'Supply Drop',
      lordOfTheManor: 'Lord of the Manor',
      findTheLady: 'Find the Lady',
      flankingManoeuvres: 'Flanking Manoeuvres',
    };
    assert.match(
      text,
      new RegExp(
        `^1 games of ${names[drawClash('setup')]} \\(drawn at random\\), terrain placed by the bots, General A drawn, random \\(A\\) against random \\(B\\), seed setup`,
      ),
    );
    assert.match(text, /\nRounds: mean [1-5]\.0, /);
  });

  it('bad input is refused: an unknown way of setting up terrain', async () => {
    assert.equal((await simulate('--terrain', 'scattered')).code, 2);
  });
});
