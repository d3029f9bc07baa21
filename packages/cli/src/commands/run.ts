import {
  type GameRecord,
  RECORD_FORMAT,
  type Replay,
  type SetupRuleProblem,
  nextDecision,
  playerView,
  replay,
  rulesChangedNote,
  setupRuleProblems,
} from '@warroom/armoured-clash';
import { parseGameRecord, parseJson } from '@warroom/armoured-clash';
import { readTextFile } from '@warroom/forces';
import { parseFlags } from '../parse-args.js';
import { UsageError } from '../usage-error.js';
import { clashSelectedLine } from './clash-selected.js';
import { viewLines } from '../format/view-text.js';

export const RUN_HELP = `warroom run — replay a game record and print what happened

Usage: warroom run <record.json> [--until N] [--as a|b] [--json]

A game record (format ${RECORD_FORMAT}: setup, seed and every choice; see
docs/protocol.md) replays to the identical game on any machine. The first
line says how its Clash was selected (rulebook p.56): agreed on, determined
randomly, or chosen (or still to be) by the winner of a card draw (its
cards' Values).
  --until N               stop after N choices
  --as a|b                show the final state as that General sees it (hand
                          hidden from the other, no deck order)
  --json                  one JSON object: {applied, clashChosen?, rulesNote?, illegal?, events, state or view, next}
  -h, --help              this help

An illegal choice stops the replay: it is reported with its index, the choice and
the rule it breaks, and the game before it is shown (exit 1); when the record
was made with another rules version than this engine's (its "rules"), it says
so. Such a record that replays with no refusal says so too, before the event
log (JSON: rulesNote). A record of another format version, or whose setup does
not fit, is bad input (exit 2), each problem named with its path. A special rule or
weapon quality of a unit that the engine does not implement is reported first
(JSON: ruleProblems): it has no effect in the game.`;

const RUN_OPTIONS = {
  until: { type: 'string' },
  as: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Reads a record file: its format and rules versions and its setup are checked (bad input: exit 2). */
function loadRecord(path: string): GameRecord {
  return parseGameRecord(parseJson(readTextFile(path), path), path);
}

/** A rule the engine cannot play, as one line. */
export function ruleProblemLine(problem: SetupRuleProblem): string {
  return `rule: ${problem.unit}, ${problem.where}: ${problem.message}`;
}

function text(record: GameRecord, result: Replay, problems: readonly SetupRuleProblem[]): string {
  const clash = clashSelectedLine(record.setup, result.state);
  const note = rulesChangedNote(record);
  const lines = [
    ...(clash === undefined ? [] : [clash]),
    ...(note === undefined ? [] : [`Rules: ${note}`]),
    ...problems.map(ruleProblemLine),
  ];
  lines.push(
    ...result.events.map(({ choice, event }) => `${String(choice + 1).padStart(4)}  ${event.text}`),
  );
  const { state } = result;
  lines.push(
    `after ${result.applied} choices: Round ${state.round}, ${state.stage}; VP A ${state.players.a.vp}, B ${state.players.b.vp}`,
  );
  if (result.illegal !== undefined) {
    const { index, choice, rule, message } = result.illegal;
    lines.push(`choice ${index + 1} (${JSON.stringify(choice)}) is illegal: ${message} (${rule})`);
  }
  return lines.join('\n');
}

/** `warroom run`: replays a record. */
export function runRun(args: readonly string[], print: (text: string) => void): number {
  const { values, positionals } = parseFlags(args, RUN_OPTIONS, true);
  if (values.help === true) {
    print(RUN_HELP);
    return 0;
  }
  const path = positionals[0];
  if (path === undefined) throw new UsageError('give a game record file');
  const as = values.as;
  if (as !== undefined && as !== 'a' && as !== 'b')
    throw new UsageError(`--as must be a or b, got "${as}"`);
  const record = loadRecord(path);
  const until = values.until === undefined ? undefined : Number(values.until);
  if (until !== undefined && (!Number.isInteger(until) || until < 0)) {
    throw new UsageError(`--until must be a whole number, got "${values.until ?? ''}"`);
  }
  const result = replay(record, until);
  const problems = setupRuleProblems(record.setup);
  if (values.json === true) {
    const next = nextDecision(record.setup, result.state);
    const drawn = result.state.clashDraw;
    // rulebook p.56 Select a Clash: the card draw whose winner chose the Clash (in the game, or kept in the setup).
    const clashChosen = drawn?.clash === undefined ? record.setup.clashChosen : drawn;
    // docs/protocol.md, Records: a record of other rules than this engine's says so even when it replays.
    const rulesNote = rulesChangedNote(record);
    print(
      JSON.stringify({
        applied: result.applied,
        ...(clashChosen === undefined ? {} : { clashChosen }),
        ...(rulesNote === undefined ? {} : { rulesNote }),
        ...(problems.length === 0 ? {} : { ruleProblems: problems }),
        ...(result.illegal === undefined ? {} : { illegal: result.illegal }),
        events: result.events.map(({ choice, event }) => ({ choice, ...event })),
        ...(as === undefined ? { state: result.state } : { view: playerView(result.state, as) }),
        ...(next === undefined || (as !== undefined && next.player !== as) ? {} : { next }),
      }),
    );
  } else {
    // --as: that General's view, which the event log does not show.
    const seen =
      as === undefined
        ? []
        : viewLines(
            record.setup,
            playerView(result.state, as),
            nextDecision(record.setup, result.state),
          );
    print([text(record, result, problems), ...seen].join('\n'));
  }
  return result.illegal === undefined ? 0 : 1;
}
