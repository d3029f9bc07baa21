import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { skirmish } from '../../testing/game-fixture.js';
import type { GameSetup } from '../army.js';
import { type GameRecord, RECORD_FORMAT, replay } from '../record.js';

const RANDOM_SKIRMISH = new URL('../../../../../data/games/random-skirmish.json', import.meta.url);

/**
 * What these records replayed to before the Clash could be chosen in the game
 * (measured with the engine of the commit before, 212d158): the generator's
 * state at the end, and how the game stood.
 */
describe('rulebook p.56 Select a Clash: records made before the choice of the Clash was a decision replay as they did', () => {
  it('rulebook p.56 Select a Clash: data/games/random-skirmish.json (a setup without a Clash to choose) replays to the same end', () => {
    const record = JSON.parse(readFileSync(RANDOM_SKIRMISH, 'utf8')) as GameRecord;
    const played = replay(record);
    assert.equal(played.illegal, undefined);
    assert.equal(played.applied, 29);
    assert.equal(played.events.length, 30);
    assert.equal(played.state.clashDraw, undefined);
    assert.deepEqual(played.state.rng, {
      a: 1652392408,
      b: 3558756192,
      c: 1612434653,
      d: 1250372353,
    });
    assert.deepEqual(played.state.result, { winner: 'a', devastating: true, vp: { a: 2, b: 0 } });
  });

  it('rulebook p.56 Select a Clash: a record whose setup keeps the draw (clashChosen) replays to the same game', () => {
    const setup: GameSetup = {
      ...skirmish(),
      clash: 'pitchedBattle',
      clashChosen: {
        draws: [
          { a: 17, b: 5 },
          { a: 11, b: 23 },
          { a: 19, b: 10 },
        ],
        winner: 'b',
        clash: 'pitchedBattle',
      },
    };
    const played = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 3,
      choices: [
        { kind: 'deploy', unit: 'a-rifles', at: [10, 3], facing: 90 },
        { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      ],
    });
    assert.equal(played.illegal, undefined);
    assert.equal(played.applied, 2);
    assert.equal(played.state.stage, 'deployment');
    assert.equal(played.state.clashDraw, undefined);
    assert.deepEqual(played.state.rng, {
      a: 3380205183,
      b: 1403973916,
      c: 2807840178,
      d: 2309993894,
    });
  });
});
