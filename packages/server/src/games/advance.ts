import {
  type Choice,
  type GameState,
  IllegalChoice,
  type Side,
  applyChoice,
  nextDecision,
  playerView,
  generalCalled,
} from '@warroom/armoured-clash';
import { DECISION_LIMIT } from '@warroom/bots';
import { ApiError, conflict } from '../api-error.js';
import { botFor } from './bot-players.js';
import { botSide } from './game-options.js';
import type { GameStep, LiveGame } from './live-game.js';

/** Decisions made after a game as loaded: the steps and the state they reach. */
export interface Advance {
  readonly steps: readonly GameStep[];
  readonly state: GameState;
  /** Why the bot stopped before its decisions were done (it should not happen). */
  readonly botProblem?: string;
}

/**
 * The bot plays its General's decisions from `state` until a person must decide
 * or the game is over. Each decision it makes is checked by the engine like any
 * other; a bot that fails stops, and says why.
 */
export function playBots(live: LiveGame, from: Advance): Advance {
  const side = botSide(live.head.options);
  const bot = live.head.options.opponent;
  if (side === undefined || bot === 'hotseat') return from;
  const { setup, seed } = live.head;
  const steps = [...from.steps];
  let state = from.state;
  for (
    let decision = nextDecision(setup, state);
    decision?.player === side;
    decision = nextDecision(setup, state)
  ) {
    const index = live.steps.length + steps.length;
    if (index >= DECISION_LIMIT) {
      return { steps, state, botProblem: `the game reached ${DECISION_LIMIT} decisions` };
    }
    try {
      const choice = botFor(bot, seed, side, index).choose(
        setup,
        playerView(state, side),
        decision,
      );
      const result = applyChoice(setup, state, choice);
      steps.push({ index, side, bot, choice, events: result.events });
      state = result.state;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { steps, state, botProblem: `the ${bot} bot could not decide: ${message}` };
    }
  }
  return { steps, state };
}

/**
 * A General's choice at decision `index`: refused when the game has moved on
 * (409), is over or broken (409), is not this General's to make (409), or is
 * played by the bot (403); an illegal choice is refused with the engine's
 * message and rule (400). Nothing is changed by a refusal.
 */
export function humanChoice(live: LiveGame, side: Side, index: number, choice: Choice): Advance {
  const current = live.steps.length;
  if (live.broken !== undefined) {
    throw conflict(
      `this game's record no longer replays (decision ${live.broken.index} is refused: ${live.broken.message}); it cannot go on`,
    );
  }
  if (index !== current) {
    throw conflict(
      `stale decision: it answers decision ${index}, but the game is at decision ${current} (the game moved on: reload it)`,
      { index: current },
    );
  }
  const { setup, options } = live.head;
  const decision = nextDecision(setup, live.state);
  if (decision === undefined) throw conflict('the game is over', { index: current });
  if (botSide(options) === side) {
    throw new ApiError(
      403,
      `${generalCalled(live.state, side)} is played by the ${options.opponent} bot`,
    );
  }
  if (decision.player !== side) {
    throw conflict(
      `decision ${current} is ${generalCalled(live.state, decision.player)}'s to make, not ${generalCalled(live.state, side)}'s`,
      { index: current },
    );
  }
  try {
    const result = applyChoice(setup, live.state, choice);
    return {
      steps: [{ index, side, choice, events: result.events }],
      state: result.state,
    };
  } catch (error) {
    if (!(error instanceof IllegalChoice)) throw error;
    throw new ApiError(400, error.message, { rule: error.rule, index: current });
  }
}
