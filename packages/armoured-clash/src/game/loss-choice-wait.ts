import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import type { Choice, Decision } from './choice.js';
import { type GameEvent, event } from './events.js';
import {
  type LossAskDue,
  type LossChoiceDue,
  type LossChoiceKind,
  LossChoiceWait,
} from './loss-choice-due.js';
import { toldInOrder } from './loss-choice-told.js';
import { IllegalChoice } from './rule-error.js';
import { type GameState } from './state.js';
import { copyState } from './copy-state.js';

/** The rule each choice among losses is made under. */
const RULE: Readonly<Record<LossChoiceKind, string>> = {
  chooseLoss: 'rulebook p.34 Destroying Models',
  fieldPromotion: 'rulebook p.35 Loss of an Officer, Field Promotion',
};

/** A choice made: the new state and what happened (game/apply-choice.ts). */
export interface Made {
  readonly state: GameState;
  readonly events: GameEvent[];
}

/**
 * Makes a choice on a state (game/apply-choice.ts applyChoiceNow), never
 * changing it: on its working copy, the answers `picks` given to the choice's
 * losses (`lossPicks`), set there so the state is copied once per choice.
 */
type Make = (state: GameState, choice: Choice, picks: readonly string[]) => Made;

/**
 * rulebook pp.34-35: the decision of the General of the unit losing models
 * (who may not be the active General), while a choice among its losses waits
 * (`state.lossChoiceDue`): the models it may choose, listed.
 */
export function lossChoiceDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const due = state.lossChoiceDue;
  const unit = due === undefined ? undefined : state.units[due.ask.unit];
  if (due === undefined || unit === undefined) return undefined;
  const { kind, among } = due.ask;
  const name = armyUnit(setup, unit.id).name;
  const prompt =
    kind === 'chooseLoss'
      ? `${name} loses a model: choose which of those equally eligible is removed (${RULE[kind]})`
      : `${name} lost its Officer: choose the surviving model it promotes (${RULE[kind]})`;
  return {
    player: unit.side,
    prompt,
    options: among.map((model): Choice => ({ kind, unit: unit.id, model })),
  };
}

/** The answer `choice` to the choice waiting, checked: refused, with the rule, unless it is one of those listed. */
function checkAnswer(state: GameState, choice: Choice): string {
  const due = state.lossChoiceDue;
  if (due === undefined) return '';
  const { kind, unit, among } = due.ask;
  if (choice.kind !== kind) {
    throw new IllegalChoice(
      RULE[kind],
      `the General of ${unit} first chooses (${kind}) among ${among.join(', ')}`,
    );
  }
  if (choice.unit !== unit) {
    throw new IllegalChoice(
      RULE[kind],
      `${kind}: the choice waiting is for ${unit}, not ${choice.unit}`,
    );
  }
  if (!among.includes(choice.model)) {
    throw new IllegalChoice(
      RULE[kind],
      `${kind}: ${choice.model} is not one of the models of ${unit} to choose among (${among.join(', ')})`,
    );
  }
  return choice.model;
}

/**
 * Makes `choice` (with `make`: game/apply-choice.ts), stopping where its
 * losses need a choice of the General of the unit losing models
 * (game/loss-choice-due.ts): the state is then the table as it stands at
 * the wait (the models already removed), the choice kept with the question
 * and the state it was made on (`lossChoiceDue`). Each answer makes the kept
 * choice again on that state, the answers given so far taking
 * effect where they were asked (`lossPicks`), so that everything before the
 * wait happens as it did and everything after (the rest of the losses,
 * Disorder, Suppression Tests, Withdraw placement...) follows in the
 * rulebook's order. What happened before the wait (the dice rolled, the
 * models lost) is told at the wait, as the General sees it at the table
 * before choosing (game/loss-choice-told.ts); once the choice is made
 * through, only what was not told yet.
 */
export function madeWithLossChoices(state: GameState, choice: Choice, make: Make): Made {
  const due = state.lossChoiceDue;
  if (due === undefined) {
    if (choice.kind === 'chooseLoss' || choice.kind === 'fieldPromotion') {
      throw new IllegalChoice(RULE[choice.kind], `${choice.kind}: no choice among losses waits`);
    }
    return attempt(state, choice, { picks: [], told: 0 }, make);
  }
  const answer = checkAnswer(state, choice);
  return attempt(due.base, due.choice, { picks: [...due.picks, answer], told: due.told }, make);
}

/** The answers given to a choice's waits so far, and how many of its events its waits told. */
type SoFar = Pick<LossChoiceDue, 'picks' | 'told'>;

function attempt(state: GameState, choice: Choice, { picks, told }: SoFar, make: Make): Made {
  try {
    const made = make(state, choice, picks);
    const left = made.state.lossPicks;
    if (left !== undefined && left.length > 0) {
      // An engine assertion: the choice made again asks every choice it asked before.
      const taken = picks.length - left.length;
      throw new Error(
        `engine assertion: ${choice.kind} made again drifted: its losses took ${taken} of the ` +
          `${picks.length} answers kept (${picks.join(', ')}); ${left.join(', ')} not asked again`,
      );
    }
    made.state.lossPicks = undefined;
    return { state: made.state, events: made.events.slice(told) };
  } catch (error) {
    if (!(error instanceof LossChoiceWait)) throw error;
    // What happened before the wait, in the order it happened, and not told at an earlier wait.
    const history = madeThrough(state, choice, [...picks, firstOf(error.ask)], make);
    const before = toldInOrder(error.told, history);
    const news = before.slice(told);
    // The table as it stands at the wait (the models already removed), the choice's own state kept to make it again.
    const waiting = copyState(error.table ?? state);
    waiting.lossPicks = undefined;
    waiting.lossChoiceDue = {
      ask: error.ask,
      choice,
      picks,
      told: told + news.length,
      base: copyState(state),
    };
    const { kind, unit, among } = error.ask;
    const text = `The General of ${unit} chooses (${RULE[kind]}) among ${among.join(', ')}`;
    return { state: waiting, events: [...news, event('lossChoiceDue', text, { unit })] };
  }
}

/** The first model a choice asked lists (every choice asked lists one or more). */
function firstOf(ask: LossAskDue): string {
  const [first] = ask.among;
  if (first === undefined) {
    // An engine assertion: game/loss-sequence.ts asks only where models may be chosen.
    throw new Error(`engine assertion: ${ask.kind} for ${ask.unit} was asked among no models`);
  }
  return first;
}

/**
 * The events of `choice` made through on `state` with the answers `picks`,
 * every later choice among losses answered with its first model: the
 * choice's story, alike up to the wait whatever the answers (the game is a
 * pure function of its choices), read only to tell what came before the wait.
 */
function madeThrough(
  state: GameState,
  choice: Choice,
  picks: readonly string[],
  make: Make,
): readonly GameEvent[] {
  try {
    return make(state, choice, picks).events;
  } catch (error) {
    if (!(error instanceof LossChoiceWait)) throw error;
    return madeThrough(state, choice, [...picks, firstOf(error.ask)], make);
  }
}
