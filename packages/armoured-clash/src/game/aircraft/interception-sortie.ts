import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { BankTurns, BrakeTurn, Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { planRangedAttack } from '../ranged-attack.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { approachOptions } from './approach.js';
import { approachFlight, manoeuvreText } from './approach-flight.js';
import { interceptionDeclares } from './interception-declared.js';
import { issuableCards } from '../commands/command-decisions.js';
import {
  type InterceptionNow,
  interceptionOf,
  interceptionUnderway,
  setInterception,
} from './interception-state.js';
import { interceptionEscape, toInterceptionEscape } from './interception-escape.js';
import type { Interception } from './sortie-state.js';

const RULE = 'glossary: Interceptor';

const STEP_NAMES: Readonly<Record<Interception['step'], string>> = {
  approach: 'Approach',
  engage: 'Engage',
  declared: 'Engage',
  targeted: 'Engage',
  engaged: 'Engage',
  escape: 'Escape',
};

/** The sortie and its Interception Sortie under way, or the choice is refused. */
export function interceptionNow(state: GameState): InterceptionNow {
  const now = interceptionUnderway(state);
  if (now === undefined) throw new IllegalChoice(RULE, 'no Interception Sortie is under way');
  return now;
}

/**
 * The Interception Sortie's Engage Step: a Ranged Attack against the active
 * unit, if it can be made; with each Command its General may issue as it is
 * declared (rulebook p.37: Precision Fire; p.38 Command Limits).
 */
function engageOptions(setup: GameSetup, state: GameState): Choice[] {
  const { activation, interceptor } = interceptionNow(state);
  const target = activation.unit;
  try {
    planRangedAttack(setup, state, interceptor.id, target, false, false, { interception: true });
    const cards = issuableCards(setup, state, interceptor.side, interceptor.id, 'rangedAttack');
    return [
      { kind: 'rangedAttack', target },
      ...cards.map((command): Choice => ({ kind: 'rangedAttack', target, command })),
    ];
  } catch (error) {
    if (error instanceof IllegalChoice) return [];
    throw error;
  }
}

/** The steps at which the Interception Sortie waits for its own General. */
const OWN_STEPS: readonly Interception['step'][] = ['approach', 'engage', 'escape'];

/**
 * What an Interception Sortie waits for: its Approach (every whole inch), then
 * its Engage Step, and an Escape Step with a Brake Turn or a Bank still to make.
 * Once its attack is declared (`declared`, `targeted`) or made (`engaged`) it
 * waits for nothing of its own: the Generals' decisions about it come first
 * (interception-goes-on.ts).
 */
export function interceptionDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const interception = interceptionOf(state.activation);
  const interceptor = interception === undefined ? undefined : state.units[interception.unit];
  if (
    interception === undefined ||
    interceptor === undefined ||
    !OWN_STEPS.includes(interception.step)
  ) {
    return undefined;
  }
  const name = armyUnit(setup, interceptor.id).name;
  if (interception.step === 'approach') {
    return {
      player: interceptor.side,
      prompt: `${name}: Interception Sortie, Approach Step — fly forwards in a straight line, as many inches as it chooses (${RULE})`,
      options: approachOptions(setup, state, interceptor.id),
    };
  }
  if (interception.step === 'escape') {
    return {
      player: interceptor.side,
      prompt: `${name}: Interception Sortie, Escape Step — fly straight off the battlefield, or make a Brake Turn on the way (${RULE}; glossary: Brake Turn)`,
      options: [{ kind: 'escape' }],
    };
  }
  return {
    player: interceptor.side,
    prompt: `${name}: Interception Sortie, Engage Step — a Ranged Attack against the active unit only (${RULE})`,
    options: [...engageOptions(setup, state), { kind: 'hold' }],
  };
}

/**
 * rulebook p.51 A. Approach Step, for the Interception Sortie (glossary:
 * Interceptor, "as though it were its Activation"): the same flight as the
 * active unit's (approach-flight.ts): straight forwards, staying on the
 * battlefield, a Brake Turn on the way and a Bank at its end (each once in the
 * Interception Sortie, which starts here), ending clear of other models
 * (glossary: Flying).
 */
function interceptionApproach(
  setup: GameSetup,
  state: GameState,
  inches: number,
  brakeTurn: BrakeTurn | undefined,
  bank: BankTurns | undefined,
): GameEvent[] {
  const { activation, interception, interceptor } = interceptionNow(state);
  if (interception.step !== 'approach') {
    throw new IllegalChoice(RULE, 'the Interception Sortie is not at its Approach Step');
  }
  const profile = armyUnit(setup, interceptor.id);
  const manoeuvre = {
    inches,
    brakeTurn,
    brakeTurned: interception.brakeTurned === true,
    bank,
  };
  const { end } = approachFlight(setup, state, interceptor.id, interceptor.models, manoeuvre);
  interceptor.models = end.slice();
  setInterception(activation, {
    ...interception,
    ...(brakeTurn === undefined ? {} : { brakeTurned: true }),
    ...(bank === undefined ? {} : { banked: true }),
    step: 'engage',
  });
  const text = `${profile.name} approaches ${inches.toFixed(1)}" to intercept${manoeuvreText(manoeuvre)}`;
  return [event('approach', text, { unit: interceptor.id })];
}

/** A choice of the Interception Sortie under way: its Approach, then its Engage Step (an attack or hold), then its Escape. */
export function interceptionChoice(
  setup: GameSetup,
  state: GameState,
  choice: Choice,
): GameEvent[] {
  const now = interceptionNow(state);
  const { activation, interception } = now;
  if (choice.kind === 'approach') {
    return interceptionApproach(setup, state, choice.inches, choice.brakeTurn, choice.bank);
  }
  if (
    interception.step === 'engage' &&
    (choice.kind === 'rangedAttack' || choice.kind === 'hold')
  ) {
    if (choice.kind === 'rangedAttack' && choice.target !== activation.unit) {
      throw new IllegalChoice(
        RULE,
        'in the Engage Step of an Interception Sortie only the active enemy unit can be targeted',
      );
    }
    if (choice.kind === 'hold') return toInterceptionEscape(setup, state, now);
    // What it calls for (a Command with it, its target's General, a wait before its re-rolls, its
    // target's test, the blasts of its losses), then the Escape Step: interception-goes-on.ts.
    return interceptionDeclares(setup, state, now, choice.command, choice);
  }
  // glossary: Brake Turn, during the Interception Sortie's Escape Step.
  if (interception.step === 'escape' && choice.kind === 'escape') {
    return interceptionEscape(setup, state, now, choice.brakeTurn, choice.bank);
  }
  throw new IllegalChoice(
    RULE,
    `the Interception Sortie waits at its ${STEP_NAMES[interception.step]} Step: "${choice.kind}" is not one of its steps`,
  );
}
