import {
  type ClashId,
  DataError,
  IllegalChoice,
  type DeckDefinition,
  type ForceScale,
  type GameSetup,
  type Side,
  parseDeckJson,
} from '@warroom/armoured-clash';
import { type Player, heuristicPlayer, playGame, randomPlayer } from '@warroom/bots';
import {
  type Force,
  type LeftOut,
  type Orbat,
  type TerrainSetupWay,
  type GeneralsWay,
  clashSetup,
  loadFactionDeck,
  loadOrbatDirectory,
  readForceList,
  readJsonFile,
  readTextFile,
  validateForceList,
} from '@warroom/forces';

/** What a simulation plays: everything a worker needs to build the same games. */
export interface MatchInput {
  /**
   * `random`: determined randomly from the simulation's seed; `chosen`: in
   * each game, chosen by the bot of the General who wins the card draw the
   * engine makes from the game's seed (rulebook p.56 Select a Clash).
   */
  readonly clash: ClashId | 'random' | 'chosen';
  /** `placed`: the Generals place the terrain in turns (rulebook p.56 Placing Terrain); default the sample layout. */
  readonly terrain?: TerrainSetupWay;
  /** `drawn`: General A decided by the card draw of each game (rulebook p.57 Deploy Forces); default the first force. */
  readonly generals?: GeneralsWay;
  /** Supply Drop's markers: `placed` by the bots as decisions of each game (rulebook p.60); default the sample placement. */
  readonly supplies?: 'placed' | 'sample';
  readonly forceA: string;
  readonly forceB: string;
  readonly orbats: string;
  readonly deck: string;
  readonly scale?: ForceScale;
  readonly botA: BotName;
  readonly botB: BotName;
  readonly seed: string;
}

export const BOTS = ['heuristic', 'random'] as const;
export type BotName = (typeof BOTS)[number];

/** One finished game of a simulation. */
export interface MatchResult {
  readonly game: number;
  readonly seed: string;
  readonly winner: 'a' | 'b' | 'draw';
  readonly vp: readonly [number, number];
  readonly rounds: number;
  /** rulebook p.56 Select a Clash: with `clash: 'chosen'`, the General who won the card draw and the Clash their bot chose. */
  readonly clashChosen?: MatchClashChoice;
}

/** A game that stopped before its end: the engine or a bot failed (a fault to report, with its seed). */
export interface MatchStopped {
  readonly game: number;
  readonly seed: string;
  readonly stopped: string;
}

function force(path: string, orbats: readonly Orbat[]): Force {
  const json = readJsonFile(path);
  const report = validateForceList(json, orbats);
  if (!report.valid) {
    throw new DataError(
      `${path}: not a valid force list: ${report.errors.map((e) => e.message).join('; ')}`,
    );
  }
  const { force: read } = readForceList(json, orbats);
  if (read === undefined) throw new DataError(`${path}: not a force list`);
  return read;
}

/** rulebook p.56 Select a Clash: the General whose card was highest, and the Clash their bot chose. */
export interface MatchClashChoice {
  readonly winner: Side;
  readonly clash: ClashId;
}

/** The forces and decks a match plays, read from their files and validated. */
export interface MatchForces {
  readonly forces: { readonly a: Force; readonly b: Force };
  readonly decks: { readonly a: DeckDefinition; readonly b: DeckDefinition };
  readonly scale: ForceScale;
}

/** The ORBATs of a folder (`--orbats`). */
export function readOrbats(dir: string): Orbat[] {
  return loadOrbatDirectory(dir).map((o) => o.orbat);
}

/**
 * Reads the files a match plays (the ORBATs unless given, both force lists,
 * the decks): once for all its games.
 */
export function readMatchForces(
  input: Pick<MatchInput, 'forceA' | 'forceB' | 'orbats' | 'deck' | 'scale'>,
  orbats: readonly Orbat[] = readOrbats(input.orbats),
): MatchForces {
  const a = force(input.forceA, orbats);
  const b = force(input.forceB, orbats);
  const scale = input.scale ?? a.list.forceScale;
  if (a.list.forceScale !== scale || b.list.forceScale !== scale) {
    throw new DataError(
      `both forces must be of the ${scale} Force Scale (they are ${a.list.forceScale} and ${b.list.forceScale})`,
    );
  }
  const sample: DeckDefinition = parseDeckJson(readTextFile(input.deck), input.deck);
  const deckOf = (read: Force): DeckDefinition =>
    (read.orbat === undefined ? undefined : loadFactionDeck(read.orbat, input.orbats)) ?? sample;
  return { forces: { a, b }, decks: { a: deckOf(a), b: deckOf(b) }, scale };
}

/** How a match's games are set up, its forces once read: the Clash, the terrain, General A, the supplies, the seed. */
export type MatchWays = Pick<MatchInput, 'clash' | 'terrain' | 'generals' | 'supplies' | 'seed'>;

/** Builds the game both sides play: the two validated forces in the Clash (or its choice, rulebook p.56). */
export function matchSetupOf(
  ways: MatchWays,
  read: MatchForces,
): {
  setup: GameSetup;
  leftOut: { a: LeftOut[]; b: LeftOut[] };
} {
  return clashSetup({
    clash: ways.clash,
    ...read,
    ...(ways.terrain === undefined ? {} : { terrain: ways.terrain }),
    ...(ways.generals === undefined ? {} : { generals: ways.generals }),
    ...(ways.supplies === 'placed' ? { supplies: 'placed' as const } : {}),
    seed: ways.seed,
  });
}

/** matchSetupOf, the forces read from the input's files. */
export function matchSetup(input: MatchInput): ReturnType<typeof matchSetupOf> {
  return matchSetupOf(input, readMatchForces(input));
}

/** The bot `name` names; a random bot seeded with `seed`. */
export function botPlayer(name: BotName, seed: string): Player {
  return name === 'heuristic' ? heuristicPlayer() : randomPlayer(seed);
}

/** Plays game number `game` of a simulation: its seeds follow from the simulation's seed and the number. */
export function playMatch(setup: GameSetup, input: MatchInput, game: number): MatchResult {
  const seed = `${input.seed}:${game}`;
  const played = playGame(setup, seed, {
    a: botPlayer(input.botA, `${seed}:a`),
    b: botPlayer(input.botB, `${seed}:b`),
  });
  const result = played.state.result;
  const draw = played.state.clashDraw;
  return {
    game,
    seed,
    winner: result?.winner ?? 'draw',
    vp: [played.state.players.a.vp, played.state.players.b.vp],
    rounds: played.state.round,
    ...(draw?.clash === undefined
      ? {}
      : { clashChosen: { winner: draw.winner, clash: draw.clash } }),
  };
}

/** playMatch, with a game that stops on an error reported as stopped (its seed and why) rather than ending the simulation. */
export function playMatchOrStop(
  setup: GameSetup,
  input: MatchInput,
  game: number,
): MatchResult | MatchStopped {
  try {
    return playMatch(setup, input, game);
  } catch (error) {
    const rule = error instanceof IllegalChoice ? ` (${error.rule})` : '';
    const message = error instanceof Error ? error.message : String(error);
    return { game, seed: `${input.seed}:${game}`, stopped: `${message}${rule}` };
  }
}
