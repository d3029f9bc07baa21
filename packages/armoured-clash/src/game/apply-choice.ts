import { activate, readyUnits } from './activation.js';
import { attackStep } from './attack-step.js';
import { endActivation } from './activation-end.js';
import { finishMovement, manoeuvre, stayPut } from './movement-step.js';
import { react } from './reaction-step.js';
import { charge } from './charge.js';
import { closeQuartersCombat } from './close-quarters.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { checkChoiceShape } from './choice-shape.js';
import { checkDeployableNow } from './rapid-response.js';
import { checkCommandWindow } from './commands/command-window.js';
import { commandersSteady } from './commander.js';
import { claimConquests, openClaims } from './commands/conquest.js';
import {
  commandedActivation,
  commandedCloseQuarters,
  commandedDoubleTime,
  commandedOpportunityFire,
  commandedRangedAttack,
} from './commands/declare-command.js';
import { deployReserveAfterFlankAttack, keepInReserve } from './commands/flank-attack.js';
import { issueFlankAttack } from './commands/issue-flank-attack.js';
import { settleCommand } from './commands/settle-command.js';
import { coruscatingAttack } from './coruscating.js';
import { entrench } from './entrench.js';
import { fieldsOfFireStep } from './fields-of-fire.js';
import { repair } from './repair.js';
import { scourTheField } from './clashes/scour-the-field.js';
import { declineSupport } from './support.js';
import { declineCoordinated } from './coordinated.js';
import { deploy, reserve } from './deployment.js';
import { stopReserves } from './reserves.js';
import { endPhase } from './end-phase.js';
import type { GameEvent } from './events.js';
import { checkInspiringWindow, inspire } from './inspiring.js';
import { bid, discardAndDraw, giveInitiative } from './ready-phase.js';
import { IllegalChoice } from './rule-error.js';
import { declareOverrun } from './overrun.js';
import { makeThrow } from './throw.js';
import { stopVanguard, vanguardAdvance } from './vanguard.js';
import { embark } from './transport/embark.js';
import { disembark } from './transport/disembark.js';
import { exit } from './transport/exit.js';
import { lowerAssaultRamp } from './transport/assault-ramp.js';
import { garrisonChoice } from './transport/garrison.js';
import { checkEmbarkedChoice } from './transport/embarked-decision.js';
import { sortieChoice, sortieTakes } from './aircraft/sortie-choice.js';
import { type GameState, type Stage, copyState, other } from './state.js';

/** The choices each stage accepts. */
const ACCEPTS: Readonly<Record<Stage, readonly Choice['kind'][]>> = {
  deployment: ['deploy', 'reserve'],
  vanguard: ['vanguardAdvance', 'stopVanguard'],
  // 'claim': a Conquest Trigger met as the Round ended is claimed before the next (game/commands).
  chooseInitiative: ['giveInitiative'],
  initiative: ['bid', 'surrender', 'claim'],
  drawCards: ['discard', 'claim'],
  deployReserves: [
    'deployReserve',
    'stopReserves',
    'flankAttack',
    'keepInReserve',
    'interfere',
    'noInterference',
    'claim',
  ],
  activation: [
    'claim',
    'activate',
    'charge',
    'closeQuartersAttack',
    'overrun',
    'throw',
    'opportunityFire',
    'noReaction',
    'inspire',
    'advance',
    'doubleTime',
    'approach',
    'escape',
    'aim',
    'hold',
    'rangedAttack',
    'takeCover',
    'goOnLookout',
    'reArm',
    'allOutAttack',
    'declineSupport',
    'declineCoordinated',
    'repair',
    'scourTheField',
    'entrench',
    'fieldsOfFire',
    'coruscatingAttack',
    'embark',
    'disembark',
    'garrison',
    'exit',
    'assaultRamp',
    'interfere',
    'noInterference',
  ],
  over: ['claim'],
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
  // A Command issued in a Reaction Step, and claims it opened, are answered first (game/commands).
  const reacting =
    choice.kind === 'opportunityFire' ||
    choice.kind === 'noReaction' ||
    state.command !== undefined ||
    state.claims !== undefined;
  if (state.activation?.reaction !== undefined && !reacting) {
    throw new IllegalChoice(
      'rulebook p.24 The Reaction Steps',
      'the other General may first declare Opportunity Fire',
    );
  }
  checkCommandWindow(state, choice);
  checkInspiringWindow(state, choice);
  checkEmbarkedChoice(state, choice);
  const next = copyState(state);
  // rulebook pp.50-51: an Aircraft unit's Activation is an Air Support Sortie (game/aircraft/).
  const events = sortieTakes(setup, next, choice)
    ? sortieChoice(setup, next, choice)
    : dispatch(setup, next, choice);
  // rulebook p.49 Commander: no unit within 6" of a friendly Commander stays Disordered.
  events.push(...commandersSteady(setup, next));
  events.push(...settle(setup, next));
  openClaims(setup, next, events);
  return { state: next, events };
}

function dispatch(setup: GameSetup, state: GameState, choice: Choice): GameEvent[] {
  switch (choice.kind) {
    case 'deploy':
      return deploy(setup, state, choice.unit, choice.at, choice.facing);
    case 'reserve':
      return reserve(setup, state, choice.unit);
    case 'deployReserve':
      checkDeployableNow(setup, state, choice.unit);
      return deployReserveAfterFlankAttack(setup, state, choice.unit, choice.at, choice.facing);
    case 'flankAttack':
      checkDeployableNow(setup, state, choice.unit);
      return issueFlankAttack(setup, state, choice);
    case 'keepInReserve':
      return keepInReserve(setup, state, choice.unit);
    case 'claim':
      return claimConquests(state, choice.cards);
    case 'vanguardAdvance':
      return vanguardAdvance(setup, state, choice.unit, choice.at, choice.facing);
    case 'stopVanguard':
      return stopVanguard(setup, state);
    case 'stopReserves':
      return stopReserves(setup, state);
    case 'giveInitiative':
      return giveInitiative(state, choice.to);
    case 'bid':
      return bid(setup, state, choice.card);
    case 'surrender':
      return bid(setup, state, 'surrender');
    case 'discard':
      return discardAndDraw(setup, state, choice.cards);
    case 'activate':
      return choice.command === undefined
        ? activate(setup, state, choice.unit)
        : commandedActivation(setup, state, choice.unit, choice.command);
    case 'advance':
    case 'doubleTime':
      return choice.command === undefined
        ? manoeuvre(setup, state, choice.kind, choice.at, choice.facing)
        : commandedDoubleTime(setup, state, choice, choice.command);
    case 'approach':
    case 'escape':
      return sortieChoice(setup, state, choice);
    case 'aim':
      return stayPut(setup, state, true);
    case 'hold':
      return state.activation?.step === 'movement'
        ? stayPut(setup, state, false)
        : attackStep(setup, state, choice);
    case 'opportunityFire':
      return choice.command === undefined
        ? react(setup, state, choice)
        : commandedOpportunityFire(setup, state, choice.unit, choice.command);
    case 'noReaction':
      return react(setup, state, choice);
    case 'inspire': {
      const inspired = inspire(setup, state, choice.units);
      return [...inspired.events, ...finishMovement(setup, state, inspired.endsActivation)];
    }
    case 'charge':
      return charge(setup, state, choice.target, choice.at, choice.facing);
    case 'throw':
      return [...makeThrow(setup, state, choice.target), ...endActivation(setup, state)];
    case 'overrun':
      return declareOverrun(setup, state, choice.card);
    case 'closeQuartersAttack':
      return choice.command === undefined
        ? [...closeQuartersCombat(setup, state), ...endActivation(setup, state)]
        : commandedCloseQuarters(setup, state, choice.command);
    case 'rangedAttack':
      if (choice.command !== undefined && choice.spotter !== undefined) {
        throw new IllegalChoice(
          'glossary: Spotters',
          'the engine does not yet play a Spotting unit for an attack a Command is issued with',
        );
      }
      return choice.command === undefined
        ? attackStep(setup, state, choice)
        : commandedRangedAttack(setup, state, choice.target, choice.command);
    case 'interfere':
      return settleCommand(setup, state, choice.card);
    case 'noInterference':
      return settleCommand(setup, state, undefined);
    case 'takeCover':
    case 'goOnLookout':
    case 'reArm':
    case 'allOutAttack':
      return attackStep(setup, state, choice);
    case 'declineSupport':
      return declineSupport(setup, state);
    case 'declineCoordinated':
      return declineCoordinated(setup, state);
    case 'repair':
      return [...repair(setup, state, choice.unit), ...endActivation(setup, state)];
    case 'entrench':
      return [...entrench(setup, state, choice.unit), ...endActivation(setup, state)];
    case 'scourTheField':
      return [...scourTheField(setup, state, choice.marker), ...endActivation(setup, state)];
    case 'fieldsOfFire':
      return [...fieldsOfFireStep(setup, state, choice.targets), ...endActivation(setup, state)];
    case 'coruscatingAttack':
      return [...coruscatingAttack(setup, state, choice.bearing), ...endActivation(setup, state)];
    case 'embark':
      return [...embark(setup, state, choice.transport), ...endActivation(setup, state)];
    case 'disembark':
      return disembark(setup, state, choice.at, choice.facing);
    case 'garrison':
      return garrisonChoice(setup, state, choice.building);
    case 'exit':
      return exit(setup, state, choice.at, choice.facing);
    case 'assaultRamp':
      return [
        ...lowerAssaultRamp(setup, state, choice.at, choice.facing),
        ...endActivation(setup, state),
      ];
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
