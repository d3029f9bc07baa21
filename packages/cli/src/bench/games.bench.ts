/**
 * Complete Battle-scale (2000 points) games of Pitched Battle per second with
 * random bots, on one core, between the sample Crown and Imperium forces; and a
 * checksum of their results (the same on every machine). Two figures: cold,
 * the first games of the process (the JIT compiling as they run), and steady
 * state, the same games again after a warm-up of games with other seeds (not
 * timed), as throughput benchmarks usually measure. Then a few games between
 * heuristic bots (what `warroom simulate` plays by default), after the random
 * ones have warmed the engine up, with their own checksum.
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
const GAMES = 20;
/** Heuristic games take about a second each: a few keep the bench short. */
const HEURISTIC_GAMES = 3;
const HEURISTIC_SEED = 'bench heuristic';
/** Games with other seeds played between the two timed runs, not timed. */
const WARM_UP_GAMES = 5;
const WARM_UP_SEED = 'bench warm-up';
const VP_A_WEIGHT = 3;
const VP_B_WEIGHT = 7;
const LABEL_WIDTH = 52;
const FIGURE_WIDTH = 9;

/** Plays the benchmark's games: how many per second, and the checksum of their results. */
function timedGames(
  setup: ReturnType<typeof matchSetup>['setup'],
  played: MatchInput = input,
  games = GAMES,
): {
  perSecond: number;
  checksum: number;
} {
  let checksum = 0;
  const started = performance.now();
  for (let game = 0; game < games; game++) {
    const result = playMatch(setup, played, game);
    checksum += result.vp[0] * VP_A_WEIGHT + result.vp[1] * VP_B_WEIGHT + result.rounds;
  }
  return { perSecond: games / ((performance.now() - started) / 1000), checksum };
}

function report(label: string, { perSecond, checksum }: ReturnType<typeof timedGames>): void {
  console.log(
    `${label.padEnd(LABEL_WIDTH)} ${perSecond.toFixed(2).padStart(FIGURE_WIDTH)} games/s   checksum ${checksum}`,
  );
}

const { setup } = matchSetup(input);
report('Battle-scale games, random bots, one core, cold', timedGames(setup));
const warmUp = { ...input, seed: WARM_UP_SEED };
const { setup: warmUpSetup } = matchSetup(warmUp);
for (let game = 0; game < WARM_UP_GAMES; game++) playMatch(warmUpSetup, warmUp, game);
report('Battle-scale games, random bots, one core, steady', timedGames(setup));
const heuristic: MatchInput = {
  ...input,
  botA: 'heuristic',
  botB: 'heuristic',
  seed: HEURISTIC_SEED,
};
report(
  'Battle-scale games, heuristic bots, one core',
  timedGames(matchSetup(heuristic).setup, heuristic, HEURISTIC_GAMES),
);
