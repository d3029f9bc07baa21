/**
 * Complete Battle-scale (2000 points) games of Pitched Battle per second with
 * random bots, on one core, between the sample Crown and Imperium forces; and a
 * checksum of their results (the same on every machine).
 */
import { fileURLToPath } from 'node:url';
import { SAMPLE_ORBATS_DIR } from '@warroom/forces';
import { SAMPLE_DECK_PATH } from '../sample-deck.js';
import { type MatchInput, matchSetup, playMatch } from '../simulate/match.js';

const DATA = new URL('../../../../data/', import.meta.url);
const input: MatchInput = {
  clash: 'pitchedBattle',
  forceA: fileURLToPath(new URL('forces/crown-battle.json', DATA)),
  forceB: fileURLToPath(new URL('forces/imperium-battle.json', DATA)),
  orbats: SAMPLE_ORBATS_DIR,
  deck: SAMPLE_DECK_PATH,
  botA: 'random',
  botB: 'random',
  seed: 'bench',
};
const { setup } = matchSetup(input);
const games = 20;
let checksum = 0;
const started = performance.now();
for (let game = 0; game < games; game++) {
  const result = playMatch(setup, input, game);
  checksum += result.vp[0] * 3 + result.vp[1] * 7 + result.rounds;
}
const perSecond = games / ((performance.now() - started) / 1000);
console.log(
  `Battle-scale games, random bots, one core            ${perSecond.toFixed(2).padStart(9)} games/s   checksum ${checksum}`,
);
