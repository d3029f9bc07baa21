import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DataError } from '@warroom/armoured-clash';
import type { Invariant } from '@warroom/bots';
import { fuzzAll } from '../fuzz/fuzz-all.js';
import {
  FUZZ_BOT,
  FUZZ_SCALES,
  type FuzzInput,
  type FuzzResult,
  fuzzInvariants,
} from '../fuzz/fuzz-game.js';
import { parseFlags } from '../parse-args.js';
import { oneOf, optionalWholeNumber } from '../parse-values.js';
import { type ProgressStream, progressBar } from '../simulate/progress.js';
import { writeTextFile } from '../write-file.js';
import { CLASHES } from '../clash-flags.js';
import { BOT_FLAGS, botFlagsHelp, botsOf } from '../bot-flags.js';

export const FUZZ_HELP = `warroom fuzz — play many seeded games, checking the rules' invariants after every decision

Usage: warroom fuzz [--games N] [--seed S] [options]

Plays N games between two bots (random unless --bot-a, --bot-b say otherwise;
the sample Crown and Imperium lists), each General drawn and Supply Drop's markers placed by the bots, and after
every decision checks the invariants the tests check: no unit leaves Unit
Coherency by a Close Formation loss or a Withdraw, only models already out of
it are Abandoned, an Annihilated unit has no models, a unit on the table keeps
its Officer, no unit has a Status twice, no card is in two places; and more:
every model on the battlefield, out of terrain its unit cannot enter and off
other models, units that moved coherent, an Annihilated unit holding nothing,
hands within the limit, every card accounted for, Victory Points never lost,
the result following the score. A choice the
engine refuses, a bot that cannot choose and a game that does not end within
the decision limit are failures too. Game i uses the seed "S:i" and its bots
"S:i:a" and "S:i:b". Reports games, decisions checked, every failure (its
seed, the decision counted from 0, what broke) and games per second; a failure
exits 1.
  --games N               games to play (default 100)
  --seed S                the seed (default 1)
  --scale S               skirmish, battle or both (default: even games Skirmish, odd Battle)
  --clash C               random (default: each game's Clash determined randomly from
                          its seed, rulebook p.56), chosen (by the card draw's winner's
                          bot), or one Clash: pitched-battle, supply-drop,
                          lord-of-the-manor, find-the-lady, flanking-manoeuvres
  --terrain T             preset (default) or placed (the bots place it in turns)
${botFlagsHelp(FUZZ_BOT)} (--bot-a plays
                          the first force; the heuristic bot draws no dice of its own)
  --records DIR           write each failing game's record there (fuzz-<seed>.json):
                          warroom run DIR/fuzz-<seed>.json --until <decision + 1> replays it
  --workers N             games played in parallel (default: the machine's cores)
  --json                  {games, decisions, failures:[{seed, scale, clash, decision, broken, record?}],
                          gamesPerSecond, results:[{seed, scale, clash, decisions}]}
  -h, --help              this help`;

const FUZZ_OPTIONS = {
  games: { type: 'string' },
  seed: { type: 'string' },
  scale: { type: 'string' },
  clash: { type: 'string' },
  terrain: { type: 'string' },
  ...BOT_FLAGS,
  records: { type: 'string' },
  workers: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The exit code when an invariant broke or a game failed. */
const EXIT_FAILED = 1;

/** Games played when `--games` is not given. */
const DEFAULT_GAMES = 100;

/** Writes a failing game's record into `dir`; returns its path. */
function writeRecord(dir: string, result: FuzzResult): string | undefined {
  if (result.failure === undefined) return undefined;
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new DataError(
      `${dir}: cannot make the folder (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  const path = join(dir, `fuzz-${result.seed.replace(/[^\w.-]/g, '_')}.json`);
  writeTextFile(path, JSON.stringify(result.failure.record));
  return path;
}

/** How many games of each key, as `key n` pairs in first-seen order. */
function counts(keys: readonly string[]): string {
  const by = new Map<string, number>();
  for (const key of keys) by.set(key, (by.get(key) ?? 0) + 1);
  return [...by].map(([key, n]) => `${key} ${n}`).join(', ');
}

/** The bots of a run, for the report's first line: `random bots`, or `heuristic (A) against random (B)`. */
function botsNamed(input: FuzzInput): string {
  const a = input.botA ?? FUZZ_BOT;
  const b = input.botB ?? FUZZ_BOT;
  return a === b ? `${a} bots` : `${a} (A) against ${b} (B)`;
}

/** `warroom fuzz`; `invariants` are injected by tests (they are then checked in this thread). */
export async function runFuzz(
  args: readonly string[],
  print: (text: string) => void,
  progressStream: ProgressStream = process.stderr,
  invariants?: readonly Invariant[],
): Promise<number> {
  const { values } = parseFlags(args, FUZZ_OPTIONS);
  if (values.help === true) {
    print(FUZZ_HELP);
    return 0;
  }
  const clash =
    CLASHES[
      oneOf('clash', values.clash ?? 'random', Object.keys(CLASHES) as (keyof typeof CLASHES)[])
    ];
  const input: FuzzInput = {
    seed: values.seed ?? '1',
    scale: oneOf('scale', values.scale ?? 'both', [...FUZZ_SCALES, 'both' as const]),
    clash: clash.id,
    terrain: oneOf('terrain', values.terrain ?? 'preset', ['preset', 'placed'] as const),
    ...botsOf(values, FUZZ_BOT),
  };
  const games = optionalWholeNumber('games', values.games, 1, DEFAULT_GAMES);
  const workers = optionalWholeNumber('workers', values.workers, 1, availableParallelism());
  const progress = progressBar(progressStream, values.json === true, games);
  const started = performance.now();
  const results = await fuzzAll(input, games, workers, progress.done, invariants);
  progress.end();
  const gamesPerSecond = games / ((performance.now() - started) / 1000);
  const decisions = results.reduce((sum, r) => sum + r.decisions, 0);
  const failed = results.filter((r) => r.failure !== undefined);
  const records = failed.map((r) =>
    values.records === undefined ? undefined : writeRecord(values.records, r),
  );
  const failures = failed.map((r, i) => ({
    seed: r.seed,
    scale: r.scale,
    clash: r.clash,
    decision: r.failure?.decision ?? 0,
    broken: r.failure?.broken ?? '',
    ...(records[i] === undefined ? {} : { record: records[i] }),
  }));
  const exitCode = failures.length === 0 ? 0 : EXIT_FAILED;
  if (values.json === true) {
    const played = results.map(({ seed, scale, clash: c, decisions: d }) => ({
      seed,
      scale,
      clash: c,
      decisions: d,
    }));
    print(JSON.stringify({ games, decisions, failures, gamesPerSecond, results: played }));
    return exitCode;
  }
  const name = (id: string): string => Object.values(CLASHES).find((c) => c.id === id)?.name ?? id;
  print(
    [
      `${games} games of ${botsNamed(input)} (${input.scale === 'both' ? 'Skirmish and Battle' : input.scale}, ${clash.name}), seed ${input.seed}, ${(invariants ?? fuzzInvariants()).length} invariants checked after every decision`,
      `scales: ${counts(results.map((r) => r.scale))}; Clashes: ${counts(results.map((r) => name(r.clash)))}`,
      `decisions checked: ${decisions}`,
      `failures: ${failures.length}`,
      `${gamesPerSecond.toFixed(2)} games per second`,
      ...failures.map(
        (f) =>
          `FAILED game ${f.seed} (${f.scale}, ${name(f.clash)}) at decision ${f.decision}: ${f.broken}` +
          (f.record === undefined
            ? ''
            : `\n  replay: warroom run ${f.record} --until ${f.decision + 1}`),
      ),
    ].join('\n'),
  );
  return exitCode;
}
