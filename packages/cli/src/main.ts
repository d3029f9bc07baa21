import { DataError, RuleError } from '@warroom/armoured-clash';
import { DECK_HELP, runDeck } from './commands/deck.js';
import { FORCE_HELP, runForce } from './commands/force.js';
import { IMPORT_HELP, runImport } from './commands/import.js';
import { ODDS_HELP, runOdds } from './commands/odds.js';
import { QUERY_HELP, runQuery } from './commands/query.js';
import { RUN_HELP, runRun } from './commands/run.js';
import { SIMULATE_HELP, runSimulate } from './commands/simulate.js';
import { FUZZ_HELP, runFuzz } from './commands/fuzz.js';
import { SERVE_HELP, runServe } from './commands/serve.js';
import { ROLL_HELP, runRoll } from './commands/roll.js';
import { UsageError } from './usage-error.js';

const MAIN_HELP = `warroom — a rules-exact digital table for Armoured Clash

Usage: warroom <command> [options]

Commands:
  odds    the exact probability of every outcome of an attack roll
  roll    one attack roll with the seeded dice, die by die
  deck    check and show a Command & Conquest deck file
  force   validate and show a force list against its faction's ORBAT
  query   distances, Line of Sight, arcs, Target Acquisition and moves in a scenario
  import  BattleScribe / New Recruit catalogues to ORBATs, rosters to force lists
  run     replay a game record and print what happened
  simulate  play many bot games between two forces and report how they fare
  fuzz    play many seeded random games, checking the rules' invariants after every decision
  serve   the Warroom server (JSON API, games stored in a database)
  help    help on a command (also: warroom <command> --help)

Run 'warroom <command> --help' for the options of a command.`;

/** Runs a command; a returned number is its exit code (0 when nothing is returned). */
type Command = (
  args: readonly string[],
  print: (text: string) => void,
) => number | void | Promise<number>;
const COMMANDS: Record<string, { run: Command; help: string }> = {
  odds: { run: runOdds, help: ODDS_HELP },
  roll: { run: runRoll, help: ROLL_HELP },
  deck: { run: runDeck, help: DECK_HELP },
  force: { run: runForce, help: FORCE_HELP },
  query: { run: runQuery, help: QUERY_HELP },
  import: { run: runImport, help: IMPORT_HELP },
  run: { run: runRun, help: RUN_HELP },
  simulate: { run: runSimulate, help: SIMULATE_HELP },
  fuzz: { run: runFuzz, help: FUZZ_HELP },
  serve: { run: runServe, help: SERVE_HELP },
};

/** Exit codes: 0 done, 2 bad input (usage, flag values, data files). */
export const EXIT_BAD_INPUT = 2;

/** Runs the command line; returns the exit code (a promise of it for commands that take a while). */
export function main(
  argv: readonly string[],
  out: (text: string) => void,
  err: (text: string) => void,
): number | Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    out(MAIN_HELP);
    return 0;
  }
  if (name === 'help') {
    if (args[0] === undefined) {
      out(MAIN_HELP);
      return 0;
    }
    const topic = COMMANDS[args[0]];
    if (topic === undefined) {
      err(`warroom: unknown command "${args[0]}" (try: warroom --help)`);
      return EXIT_BAD_INPUT;
    }
    out(topic.help);
    return 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    err(`warroom: unknown command "${name}" (try: warroom --help)`);
    return EXIT_BAD_INPUT;
  }
  const refuse = (error: unknown): number => {
    if (!isBadInput(error)) throw error;
    err(`warroom ${name}: ${error.message.split('\n').join('; ')}`);
    return EXIT_BAD_INPUT;
  };
  try {
    const code = command.run(args, out);
    return code instanceof Promise ? code.catch(refuse) : (code ?? 0);
  } catch (error) {
    return refuse(error);
  }
}

function isBadInput(error: unknown): error is Error {
  if (error instanceof UsageError || error instanceof DataError || error instanceof RuleError) {
    return true;
  }
  // node:util parseArgs reports unknown flags and missing values with these codes.
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
