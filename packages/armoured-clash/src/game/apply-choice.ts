import {
  activate,
  attackStep,
  endActivation,
  manoeuvre,
  react,
  readyUnits,
  stayPut,
} from './activation.js';
import { charge, closeQuartersCombat } from './close-quarters.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { checkChoiceShape } from './choice-shape.js';
import { checkCommandWindow } from './commands/command-window.js';
import { issueCommand } from './commands/issue-command.js';
import { settleCommand } from './commands/settle-command.js';
import { deploy, reserve } from './deployment.js';
import { deployFromReserve, stopReserves } from './reserves.js';
import { endPhase } from './end-phase.js';
import type { GameEvent } from './events.js';
import { bid, discardAndDraw, giveInitiative } from './ready-phase.js';
import { IllegalChoice } from './rule-error.js';
import { type GameState, type Stage, copyState, other } from './state.js';

/** The choices each stage accepts. */
const ACCEPTS: Readonly<Record<Stage, readonly Choice['kind'][]>> = {
  deployment: ['deploy', 'reserve'],
  chooseInitiative: ['giveInitiative'],
  initiative: ['bid', 'surrender'],
  drawCards: ['discard'],
  deployReserves: ['deployReserve', 'stopReserves'],
  activation: [
    'activate',
    'charge',
    'closeQuartersAttack',
    'opportunityFire',
    'noReaction',
    'advance',
    'doubleTime',
    'aim',
    'hold',
    'rangedAttack',
    'takeCover',
    'goOnLookout',
    'reArm',
    'interfere',
    'noInterference',
  ],
  over: [],
};

/**
 * Makes a choice: returns the new state and what happened, or throws
 * IllegalChoice (naming the rule) and leaves `state` untouched. Pure: the
 * state passed in is never changed. A choice of the wrong shape (from a file or
 * the network) is an IllegalChoice too (checkChoiceShape).
 */
export function applyChoice(
  setup: GameSetup,
  state: GameState,
  choice: Choice,
): { state: GameState; events: GameEvent[] } {
  checkChoiceShape(choice, state);
  if (!ACCEPTS[state.stage].includes(choice.kind)) {
    throw new IllegalChoice(
      'the game sequence (rulebook p.20)',
      `"${choice.kind}" cannot be chosen now (${state.stage})`,
    );
  }
  const reacting = choice.kind === 'opportunityFire' || choice.kind === 'noReaction';
  if (state.activation?.reaction !== undefined && !reacting) {
    throw new IllegalChoice(
      'rulebook p.24 The Reaction Steps',
      'the other General may first declare Opportunity Fire',
    );
  }
  checkCommandWindow(state, choice);
  const next = copyState(state);
  const events = dispatch(setup, next, choice);
  events.push(...settle(setup, next));
  return { state: next, events };
}

function dispatch(setup: GameSetup, state: GameState, choice: Choice): GameEvent[] {
  switch (choice.kind) {
    case 'deploy':
      return deploy(setup, state, choice.unit, choice.at, choice.facing);
    case 'reserve':
      return reserve(setup, state, choice.unit);
    case 'deployReserve':
      return deployFromReserve(setup, state, choice.unit, choice.at, choice.facing);
    case 'stopReserves':
      return stopReserves(state);
    case 'giveInitiative':
      return giveInitiative(state, choice.to);
    case 'bid':
      return bid(setup, state, choice.card);
    case 'surrender':
      return bid(setup, state, 'surrender');
    case 'discard':
      return discardAndDraw(setup, state, choice.cards);
    case 'activate':
      return activate(setup, state, choice.unit);
    case 'advance':
    case 'doubleTime':
      return manoeuvre(setup, state, choice.kind, choice.at, choice.facing);
    case 'aim':
      return stayPut(setup, state, true);
    case 'hold':
      return state.activation?.step === 'movement'
        ? stayPut(setup, state, false)
        : attackStep(setup, state, choice);
    case 'opportunityFire':
    case 'noReaction':
      return react(setup, state, choice);
    case 'charge':
      return charge(setup, state, choice.target, choice.at, choice.facing);
    case 'closeQuartersAttack':
      return [...closeQuartersCombat(setup, state), ...endActivation(setup, state)];
    case 'rangedAttack':
      return choice.command === undefined
        ? attackStep(setup, state, choice)
        : issueCommand(setup, state, { target: choice.target, command: choice.command });
    case 'interfere':
      return settleCommand(setup, state, choice.card);
    case 'noInterference':
      return settleCommand(setup, state, undefined);
    case 'takeCover':
    case 'goOnLookout':
    case 'reArm':
      return attackStep(setup, state, choice);
  }
}

/** Moves on past turns nobody can take: a General without Ready units passes; with none at all, the End Phase. */
function settle(setup: GameSetup, state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  while (
    state.stage === 'activation' &&
    state.activation === undefined &&
    readyUnits(state, state.turn).length === 0
  ) {
    if (readyUnits(state, other(state.turn)).length > 0) state.turn = other(state.turn);
    else events.push(...endPhase(setup, state));
  }
  return events;
}
