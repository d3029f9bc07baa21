import { fileURLToPath } from 'node:url';
import { type GameRecord, RECORD_FORMAT, RULES_VERSION } from '@warroom/armoured-clash';
import { type Invariant, INVARIANTS, moreInvariants, playCheckedGame } from '@warroom/bots';
import { type Orbat, SAMPLE_ORBATS_DIR, type TerrainSetupWay } from '@warroom/forces';
import { clashSelected } from '../clash-flags.js';
import { SAMPLE_DECK_PATH } from '../sample-deck.js';
import {
  type BotName,
  type MatchForces,
  botPlayer,
  matchSetupOf,
  readMatchForces,
  readOrbats,
} from '../simulate/match.js';

/** The Force Scales fuzzing plays, with the sample lists of each (`data/forces`). */
export const FUZZ_SCALES = ['skirmish', 'battle'] as const;
export type FuzzScale = (typeof FUZZ_SCALES)[number];

/** What a fuzzing run plays: everything a worker needs to build the same games. */
export interface FuzzInput {
  readonly seed: string;
  /** One Force Scale, or `both`: even games Skirmish, odd games Battle. */
  readonly scale: FuzzScale | 'both';
  /**
   * `random`: each game's Clash determined randomly from its seed (rulebook
   * p.56); `chosen`: by the card draw's winner's bot; or one Clash, named as
   * the engine does (`supplyDrop`) or as `--clash` does (`supply-drop`):
   * every other name is refused (clash-flags.ts clashSelected).
   */
  readonly clash: string;
  readonly terrain: TerrainSetupWay;
  /** The bot of each side (`--bot-a`, `--bot-b`); random when not given. */
  readonly botA?: BotName;
  readonly botB?: BotName;
}

/** The bot a fuzzing run plays a side with when it names none. */
export const FUZZ_BOT: BotName = 'random';

/** One fuzzed game: its seed, what it played, the decisions checked, and its first failure. */
export interface FuzzResult {
  readonly game: number;
  readonly seed: string;
  readonly scale: FuzzScale;
  readonly clash: string;
  readonly decisions: number;
  readonly failure?: FuzzFailure;
}

/** A broken invariant (or a refused choice, a bot's error, a game that never ends) at a decision, counted from 0. */
export interface FuzzFailure {
  readonly decision: number;
  readonly broken: string;
  /** The game up to and including the failing decision: `warroom run` replays it. */
  readonly record: GameRecord;
}

const FORCES = new URL('../../../../data/forces/', import.meta.url);

/** The sample lists of a Force Scale: Crown as the first force, Imperium as the second. */
function sampleForces(scale: FuzzScale): { forceA: string; forceB: string } {
  return {
    forceA: fileURLToPath(new URL(`crown-${scale}.json`, FORCES)),
    forceB: fileURLToPath(new URL(`imperium-${scale}.json`, FORCES)),
  };
}

/** The Force Scale game number `game` plays. */
export function fuzzScale(input: FuzzInput, game: number): FuzzScale {
  if (input.scale !== 'both') return input.scale;
  return FUZZ_SCALES[game % FUZZ_SCALES.length] ?? 'skirmish';
}

/** The sample forces of a Force Scale, as `fuzzForces` reads them. */
export type FuzzForces = (scale: FuzzScale) => MatchForces;

/**
 * The sample forces of each Force Scale, their files read on first use (the
 * ORBATs once for both scales): one reader per thread, for all its games.
 */
export function fuzzForces(): FuzzForces {
  let orbats: Orbat[] | undefined;
  const read = new Map<FuzzScale, MatchForces>();
  return (scale) => {
    const known = read.get(scale);
    if (known !== undefined) return known;
    orbats ??= readOrbats(SAMPLE_ORBATS_DIR);
    const files = { ...sampleForces(scale), orbats: SAMPLE_ORBATS_DIR, deck: SAMPLE_DECK_PATH };
    const forces = readMatchForces({ ...files, scale }, orbats);
    read.set(scale, forces);
    return forces;
  };
}

/** The invariants a fuzzed game checks: INVARIANTS and more (bots/invariants-more.ts), fresh for each game (some remember the decision before). */
export function fuzzInvariants(): Invariant[] {
  return [...INVARIANTS, ...moreInvariants()];
}

/**
 * Plays game number `game` of a fuzzing run between the input's bots (random
 * by default; seeds `S:i`, and `S:i:a`, `S:i:b` for random bots), the General drawn and Supply Drop's markers
 * placed by the bots, checking `invariants` after every decision (by default
 * `fuzzInvariants()`, fresh for the game); the forces are `forces`' (read once
 * per thread). A Clash `input` names that is none is refused (clashSelected:
 * a DataError naming the valid ones) before a game is set up.
 */
export function fuzzGame(
  input: FuzzInput,
  game: number,
  forces: FuzzForces,
  invariants: readonly Invariant[] = fuzzInvariants(),
): FuzzResult {
  const seed = `${input.seed}:${game}`;
  const scale = fuzzScale(input, game);
  const ways = {
    clash: clashSelected(input.clash, 'fuzz: clash'),
    terrain: input.terrain,
    generals: 'drawn',
    supplies: 'placed',
    seed,
  } as const;
  const { setup } = matchSetupOf(ways, forces(scale));
  const players = {
    a: botPlayer(input.botA ?? FUZZ_BOT, `${seed}:a`),
    b: botPlayer(input.botB ?? FUZZ_BOT, `${seed}:b`),
  };
  const played = playCheckedGame(setup, seed, players, invariants);
  const clash = played.state.clashDraw?.clash ?? setup.clash ?? ways.clash;
  const result = { game, seed, scale, clash, decisions: played.decisions };
  if (played.failure === undefined) return result;
  const record: GameRecord = {
    format: RECORD_FORMAT,
    rules: RULES_VERSION,
    setup,
    seed,
    choices: played.choices,
  };
  return { ...result, failure: { ...played.failure, record } };
}
