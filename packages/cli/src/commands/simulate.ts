import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  CLASH_NAMES,
  type ClashId,
  type ForceScale,
  type GameSetup,
  HAND_LIMIT,
  setupRuleProblems,
} from '@warroom/armoured-clash';
import { SAMPLE_ORBATS_DIR } from '@warroom/forces';
import { BOT_FLAGS, botFlagsHelp, botsOf } from '../bot-flags.js';
import { CLASHES } from '../clash-flags.js';
import { percent } from '../format/table.js';
import { playPooled } from '../pool/game-pool.js';
import { parseFlags } from '../parse-args.js';
import { oneOf, optionalWholeNumber } from '../parse-values.js';
import { SAMPLE_DECK_PATH } from '../sample-deck.js';
import {
  type MatchInput,
  type MatchResult,
  type MatchStopped,
  matchSetup,
  playMatchOrStop,
} from '../simulate/match.js';
import { distributionLines } from '../simulate/distribution.js';
import { type ProgressStream, progressBar } from '../simulate/progress.js';
import { summarise } from '../simulate/report.js';
import { ruleProblemLine } from './run.js';

/** How `--terrain` sets up the battlefield (rulebook p.56). */
const TERRAIN_WAYS = ['preset', 'placed'] as const;

/** How `--generals` decides who is General A (rulebook p.57; the draw, the rulebook's way, by default). */
const GENERALS_WAYS = ['drawn', 'fixed'] as const;

/** How `--supplies` places Supply Drop's markers (rulebook p.60; by the Generals, the rulebook's way, by default). */
const SUPPLIES_WAYS = ['placed', 'sample'] as const;

/** A Clash's name by its id. */
function clashName(id: ClashId | undefined): string {
  return id === undefined ? 'no Clash' : CLASH_NAMES[id];
}

/** How the Clash was selected, for the report's first line (rulebook p.56 Select a Clash). */
function clashHow(input: MatchInput): string {
  if (input.clash === 'chosen') return " (each game's card draw winner's bot choosing)";
  return input.clash === 'random' ? ' (drawn at random)' : '';
}

/** rulebook p.56 Select a Clash: how many games each Clash was chosen for, and by which side's bot. */
function clashesChosen(results: readonly MatchResult[]): string[] {
  const chosen = new Map<ClashId, { a: number; b: number }>();
  for (const { clashChosen } of results) {
    if (clashChosen === undefined) continue;
    const by = chosen.get(clashChosen.clash) ?? { a: 0, b: 0 };
    by[clashChosen.winner] += 1;
    chosen.set(clashChosen.clash, by);
  }
  if (chosen.size === 0) return [];
  const each = [...chosen].map(
    ([clash, by]) => `${clashName(clash)} ${by.a + by.b} (by A ${by.a}, by B ${by.b})`,
  );
  return [`Clashes chosen: ${each.join(', ')}`];
}

const DATA = new URL('../../../../data/', import.meta.url);
export const SAMPLE_FORCE_A = fileURLToPath(new URL('forces/crown-battle.json', DATA));
export const SAMPLE_FORCE_B = fileURLToPath(new URL('forces/imperium-battle.json', DATA));

export const SIMULATE_HELP = `warroom simulate — play many games between two forces and report how they fare

Usage: warroom simulate [--games N] [--seed S] [options]

Plays N games of a Clash (rulebook pp.58-64; Pitched Battle by default) between
two bots, each seeing only its General's view, and reports wins and draws (with
a 95% interval for General A's win rate), Victory Points, game length and games
per second.
Game i uses the seed "S:i": the same seed gives the same results.
  --games N               games to play (default 100)
  --seed S                the seed (default 1)
  --force-a F, --force-b F
                          force lists (default: the sample Crown and Imperium Battle lists)
  --orbats DIR            the folder of ORBATs the lists use (default: data/orbats)
  --scale S               skirmish, battle or cataclysm (default: the lists')
  --clash C               pitched-battle (default), supply-drop, lord-of-the-manor,
                          find-the-lady or flanking-manoeuvres; Lord of the Manor's
                          Secondary markers and zones are placeholders (the map is not
                          in our texts); random: determined randomly from the seed
                          (rulebook p.56 Select a Clash), the same for every game;
                          chosen: in each game the engine draws a card for each
                          General (from the game's seed) and the winner's bot
                          chooses (heuristic: Pitched Battle; random: a Clash
                          picked with its seed)
  --terrain T             preset (default): the sample terrain layout; placed: the
                          bots place the Force Scale's sample pieces in turns before
                          Deployment (rulebook p.56 Placing Terrain)
  --generals G            drawn (default): each game's card draw decides, its winner
                          choosing and General A claiming a zone (rulebook p.57 Deploy
                          Forces); fixed: the first force is General A; A and B in
                          the results are always the first and second force
  --supplies S            Supply Drop's markers: placed (default) by the bots in turns,
                          General A first (rulebook p.60); sample: a sample placement
${botFlagsHelp('heuristic')}
  --workers N             games played in parallel (default: the machine's cores)
  --json                  {games, wins:{a,b,draw}, gamesPerSecond, results:[{seed, winner, vp:[a,b], rounds, clashChosen?}],
                          vpDistribution:{a,b}, roundsDistribution, ...}
  -h, --help              this help

Every Unit Type is played, Fortifications included (the sample Feldbunker,
Speed 0 and Static, moves only when it Falls Back). Units a list names that
its ORBAT does not have are left out and listed (JSON: leftOut); so are the
special rules and weapon qualities of the units played that the engine does
not implement (JSON: ruleProblems), which have no effect in the games.`;

const SIMULATE_OPTIONS = {
  games: { type: 'string' },
  seed: { type: 'string' },
  'force-a': { type: 'string' },
  'force-b': { type: 'string' },
  orbats: { type: 'string' },
  scale: { type: 'string' },
  clash: { type: 'string' },
  terrain: { type: 'string' },
  generals: { type: 'string' },
  supplies: { type: 'string' },
  ...BOT_FLAGS,
  workers: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The exit code when a game stopped before its end (the others are still reported). */
const EXIT_GAME_STOPPED = 1;

/** Plays the games on `workers` threads (or in this one), results in game order. */
function playAll(
  input: MatchInput,
  setup: GameSetup,
  games: number,
  workers: number,
  progress: (done: number) => void,
): Promise<(MatchResult | MatchStopped)[]> {
  return playPooled({
    games,
    workers,
    progress,
    worker: new URL('../simulate/worker.js', import.meta.url),
    workerData: input,
    inThisThread: () => (game) => playMatchOrStop(setup, input, game),
  });
}

/** `warroom simulate`. */
export async function runSimulate(
  args: readonly string[],
  print: (text: string) => void,
  progressStream: ProgressStream = process.stderr,
): Promise<number> {
  const { values } = parseFlags(args, SIMULATE_OPTIONS);
  if (values.help === true) {
    print(SIMULATE_HELP);
    return 0;
  }
  const clash =
    CLASHES[
      oneOf(
        'clash',
        values.clash ?? 'pitched-battle',
        Object.keys(CLASHES) as (keyof typeof CLASHES)[],
      )
    ];
  const games = optionalWholeNumber('games', values.games, 1, 100);
  const workers = optionalWholeNumber('workers', values.workers, 1, availableParallelism());
  const scale =
    values.scale === undefined
      ? undefined
      : oneOf('scale', values.scale, Object.keys(HAND_LIMIT) as ForceScale[]);
  const input: MatchInput = {
    clash: clash.id,
    terrain: oneOf('terrain', values.terrain ?? 'preset', TERRAIN_WAYS),
    generals: oneOf('generals', values.generals ?? 'drawn', GENERALS_WAYS),
    supplies: oneOf('supplies', values.supplies ?? 'placed', SUPPLIES_WAYS),
    forceA: values['force-a'] ?? SAMPLE_FORCE_A,
    forceB: values['force-b'] ?? SAMPLE_FORCE_B,
    orbats: values.orbats ?? SAMPLE_ORBATS_DIR,
    deck: SAMPLE_DECK_PATH,
    ...(scale === undefined ? {} : { scale }),
    ...botsOf(values, 'heuristic'),
    seed: values.seed ?? '1',
  };
  const { leftOut, setup } = matchSetup(input);
  const ruleProblems = setupRuleProblems(setup);
  const progress = progressBar(progressStream, values.json === true, games);
  const started = performance.now();
  const played = await playAll(input, setup, games, Math.min(workers, games), progress.done);
  progress.end();
  const results = played.filter((r): r is MatchResult => !('stopped' in r));
  const stopped = played.filter((r): r is MatchStopped => 'stopped' in r);
  // A game that stops is a fault of the engine or a bot: reported with its seed, and the exit code says so.
  const exitCode = stopped.length === 0 ? 0 : EXIT_GAME_STOPPED;
  const gamesPerSecond = results.length / ((performance.now() - started) / 1000);
  const summary = summarise(results);
  if (values.json === true) {
    print(
      JSON.stringify({
        ...summary,
        gamesPerSecond,
        leftOut,
        ruleProblems,
        results: results.map(({ game: _game, ...r }) => r),
        stopped: stopped.map(({ game: _game, ...r }) => r),
      }),
    );
    return exitCode;
  }
  const [low, high] = summary.winRateA.interval95;
  print(
    [
      `${games} games of ${input.clash === 'chosen' ? 'a Clash chosen after a card draw' : clashName(setup.clash)}${clashHow(input)}${input.terrain === 'placed' ? ', terrain placed by the bots' : ''}${input.generals === 'fixed' ? ', the first force General A' : ', General A drawn'}, ${input.botA} (A) against ${input.botB} (B), seed ${input.seed}`,
      `wins: A ${summary.wins.a}, B ${summary.wins.b}, draws ${summary.wins.draw}`,
      `A's win rate ${percent(summary.winRateA.rate)} (95% interval ${percent(low)} to ${percent(high)})`,
      ...distributionLines('VP of A', summary.vpDistribution.a),
      ...distributionLines('VP of B', summary.vpDistribution.b),
      ...distributionLines('Rounds', summary.roundsDistribution),
      `${gamesPerSecond.toFixed(1)} games per second`,
      ...clashesChosen(results),
      ...[...leftOut.a, ...leftOut.b].map((l) => `left out: ${l.unit} (${l.reason})`),
      ...ruleProblems.map(ruleProblemLine),
      ...stopped.map((r) => `game ${r.seed} stopped before its end: ${r.stopped}`),
    ].join('\n'),
  );
  return exitCode;
}
