import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { checkChoiceShape } from './choice-shape.js';
import { checkCommandWindow } from './commands/command-window.js';
import { commandersSteady } from './commander.js';
import { openClaims } from './commands/conquest.js';
import { endPhase } from './end-phase.js';
import type { GameEvent } from './events.js';
import { checkInspiringWindow } from './inspiring.js';
import { checkStartWindow } from './portals/start-choices.js';
import { IllegalChoice } from './rule-error.js';
import { checkEmbarkedChoice } from './transport/embarked-decision.js';
import { checkBailOutWindow } from './transport/bail-out.js';
import { hasTurnToTake } from './aerial-assault/assault-turns.js';
import { sortieChoice, sortieTakes } from './aircraft/sortie-choice.js';
import { interceptionOf } from './aircraft/interception-state.js';
import { type GameState, other } from './state.js';
import { copyState } from './copy-state.js';
import { setupInPlay } from './terrain/setup-in-play.js';
import { ACCEPTS } from './choices-by-stage.js';
import { dispatchChoice } from './dispatch-choice.js';
import { checkDemiseOrderWindow } from './commands/demise-order.js';
import { demiseBlastsGoOn } from './demise-blasts-made.js';
import { demiseThenGoesOn } from './demise-then.js';
import { checkLossOrderGiven } from './loss-order-given.js';
import { testsGoOn } from './tests-go-on.js';
import { sortieMovesGoOn } from './commands/sortie-moves-ended.js';
import { interceptionGoesOn } from './aircraft/interception-goes-on.js';
import { madeWithLossChoices } from './loss-choice-wait.js';
import { shownIfWaiting, toldIfWaiting } from './loss-choice-told.js';

/**
 * Makes a choice: returns the new state and what happened, or throws
 * IllegalChoice (naming the rule) and leaves `state` untouched. Pure: the
 * state passed in is never changed. A choice of the wrong shape (from a file or
 * the network) is an IllegalChoice too (checkChoiceShape).
 */
export function applyChoice(
  given: GameSetup,
  state: GameState,
  choice: Choice,
): { state: GameState; events: GameEvent[] } {
  checkChoiceShape(choice, state);
  // rulebook pp.34-35: a choice among losses stops the choice that caused them (game/loss-choice-wait.ts).
  return madeWithLossChoices(state, choice, (from, made, picks) =>
    applyChoiceNow(given, from, made, picks),
  );
}

/**
 * applyChoice, its losses' choices answered (`picks`, set on the working copy)
 * or stopping it (game/loss-choice-wait.ts).
 */
function applyChoiceNow(
  given: GameSetup,
  state: GameState,
  choice: Choice,
  picks: readonly string[],
): { state: GameState; events: GameEvent[] } {
  // rulebook p.56: the battlefield with the terrain the Generals placed.
  const setup = setupInPlay(given, state);
  // rulebook pp.34-35: a standing order of losses, given at each decision of its General.
  if (choice.kind === 'orderLosses') {
    checkLossOrderGiven(given, state, choice);
    const next = copyState(state);
    next.lossPicks = picks;
    return { state: next, events: dispatchChoice(setup, next, choice) };
  }
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
    // glossary: Interceptor: an Intercept against a Soaring unit, and its Interception Sortie.
    choice.kind === 'intercept' ||
    interceptionOf(state.activation) !== undefined ||
    state.command !== undefined ||
    // rulebook p.37: the active unit targeted by Opportunity Fire, or testing after it, may be issued a Command.
    state.targetedByRangedAttack !== undefined ||
    state.suppressionTest !== undefined ||
    // rulebook p.33 Bonus Re-Rolls: Opportunity Fire rolled, before a die is re-rolled.
    state.rerollsDue !== undefined ||
    // rulebook p.37: a unit that Fell Back in the step: the other General may issue Covering Fire.
    state.enemyEndedMove !== undefined ||
    state.claims !== undefined ||
    // glossary: Spectacular Demise (X): a demise's attacks waiting for their order.
    state.demiseBlasts !== undefined ||
    state.bailOut !== undefined;
  if (state.activation?.reaction !== undefined && !reacting) {
    throw new IllegalChoice(
      'rulebook p.24 The Reaction Steps',
      'the other General may first declare Opportunity Fire',
    );
  }
  checkCommandWindow(state, choice);
  checkInspiringWindow(state, choice);
  // glossary: Portal Mastery (X), Immortal: the start of the Activation is resolved first.
  checkStartWindow(state, choice);
  checkEmbarkedChoice(state, choice);
  checkBailOutWindow(state, choice);
  checkDemiseOrderWindow(state, choice);
  const next = copyState(state);
  next.lossPicks = picks;
  // rulebook pp.34-35: a choice among losses waited for shows the table as it stands then (game/loss-choice-told.ts).
  return shownIfWaiting(next, () => ({ state: next, events: madeOn(setup, next, choice) }));
}

/** The choice made on `next` (a working copy) and what follows it: what happened. */
function madeOn(setup: GameSetup, next: GameState, choice: Choice): GameEvent[] {
  // rulebook pp.50-51: an Aircraft unit's Activation is an Air Support Sortie (game/aircraft/).
  const events = sortieTakes(setup, next, choice)
    ? sortieChoice(setup, next, choice)
    : dispatchChoice(setup, next, choice);
  // What follows the choice, step by step; a step stopping for a choice among losses tells what came before (game/loss-choice-told.ts).
  const goesOn: readonly (() => GameEvent[])[] = [
    // glossary: Shockwave, Dynamic Entry (X"): the tests the choice called for, in turn, then what follows them.
    () => testsGoOn(setup, next),
    // glossary: Spectacular Demise (X), Fiery Demise (X): blasts left in an Activation, each test
    // waiting for a Command; then the decision it waits for.
    () => demiseThenGoesOn(setup, next),
    // glossary: Spectacular Demise (X), Fiery Demise (X): blasts the choice's losses rolled and nothing made yet.
    () => demiseBlastsGoOn(setup, next, false),
    // glossary: Interceptor: an Interception Sortie's attack after its re-rolls' wait, what it called for, its Escape.
    () => interceptionGoesOn(setup, next),
    // rulebook p.37: a unit that Fell Back in a sortie, outside its attacks: Covering Fire, then the sortie's step.
    () => sortieMovesGoOn(setup, next),
    // rulebook p.49 Commander: no unit within 6" of a friendly Commander stays Disordered.
    () => commandersSteady(setup, next),
    () => settle(setup, next),
  ];
  for (const step of goesOn) events.push(...toldIfWaiting(events, step));
  toldIfWaiting(events, () => openClaims(setup, next, events));
  return events;
}

/** Moves on past turns nobody can take: a General without Ready units passes; with none at all, the End Phase. */
function settle(setup: GameSetup, state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  while (
    state.stage === 'activation' &&
    state.activation === undefined &&
    state.bailOut === undefined &&
    // glossary: Spectacular Demise (X): a demise's attacks waiting for their order, or a test of its blast for a Command, end no Round.
    state.demiseBlasts === undefined &&
    state.suppressionTest === undefined &&
    // rulebook p.37: Covering Fire offered as a unit Fell Back between Activations ends no Round.
    state.enemyEndedMove === undefined &&
    // glossary: Aerial Assault: a unit to Activate from Reserve is a turn to take too.
    !hasTurnToTake(setup, state, state.turn)
  ) {
    if (hasTurnToTake(setup, state, other(state.turn))) state.turn = other(state.turn);
    else events.push(...endPhase(setup, state));
  }
  return events;
}
