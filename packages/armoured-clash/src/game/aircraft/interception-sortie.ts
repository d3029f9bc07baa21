import { EPSILON } from '@warroom/engine';
import { makeAttackRoll } from '../../attack/attack-roll.js';
import { prepareAttack } from '../../attack/prepare.js';
import { FACE_NAMES } from '../../dice/faces.js';
import { ARMOURED_CLASH_RULES } from '../../rules/armoured-clash-rules.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import type { BankTurns, BrakeTurn, Choice, Decision } from '../choice.js';
import { attackDiceShown } from '../dice-shown.js';
import { type GameEvent, event } from '../events.js';
import { destroyModels } from '../losses.js';
import { attackingUnit } from '../open-formation-losses.js';
import { planRangedAttack } from '../ranged-attack.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, ModelState, UnitState } from '../state.js';
import { tableOf } from '../table-of.js';
import { reloadsAfter } from '../weapon-use.js';
import { approachOptions } from './approach.js';
import { bankFlight } from './bank.js';
import { checkBrakeTurn, turned, turningFlight } from './brake-turn.js';
import { farthestOnTheBattlefield, flightPath, forwards } from './flight-path.js';
import { interceptionOf, setInterception } from './interception-state.js';
import {
  type InterceptionNow,
  interceptionEscape,
  toInterceptionEscape,
} from './interception-escape.js';
import type { Interception } from './sortie-state.js';
import { blastsBefore } from '../demise-queue.js';
import { rangedAttackSuppression } from '../ranged-suppression.js';
import { isAircraft } from './aircraft.js';

const RULE = 'glossary: Interceptor';

const STEP_NAMES: Readonly<Record<Interception['step'], string>> = {
  approach: 'Approach',
  engage: 'Engage',
  escape: 'Escape',
};

/** The sortie and its Interception Sortie under way, or the choice is refused. */
export function interceptionNow(state: GameState): InterceptionNow {
  const activation = state.activation;
  const interception = interceptionOf(activation);
  const interceptor = interception === undefined ? undefined : state.units[interception.unit];
  if (activation === undefined || interception === undefined || interceptor === undefined) {
    throw new IllegalChoice(RULE, 'no Interception Sortie is under way');
  }
  return { activation, interception, interceptor };
}

/** The Interception Sortie's Engage Step: a Ranged Attack against the active unit, if it can be made. */
function engageOptions(setup: GameSetup, state: GameState): Choice[] {
  const { activation, interceptor } = interceptionNow(state);
  try {
    planRangedAttack(setup, state, interceptor.id, activation.unit, false, false, {
      interception: true,
    });
    return [{ kind: 'rangedAttack', target: activation.unit }];
  } catch (error) {
    if (error instanceof IllegalChoice) return [];
    throw error;
  }
}

/** What an Interception Sortie waits for: its Approach (every whole inch), then its Engage Step. */
export function interceptionDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const interception = interceptionOf(state.activation);
  const interceptor = interception === undefined ? undefined : state.units[interception.unit];
  if (interception === undefined || interceptor === undefined) return undefined;
  const name = armyUnit(setup, interceptor.id).name;
  if (interception.step === 'approach') {
    return {
      player: interceptor.side,
      prompt: `${name}: Interception Sortie, Approach Step — fly forwards in a straight line, any number of inches (${RULE})`,
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

/** Refuses a straight leg of the interceptor's flight that would leave the battlefield. */
function checkLeg(
  setup: GameSetup,
  unitId: string,
  models: readonly ModelState[],
  inches: number,
): void {
  const limit = farthestOnTheBattlefield(setup.battlefield, armyUnit(setup, unitId), models);
  if (inches < 0 || inches > limit + EPSILON) {
    throw new IllegalChoice(
      'rulebook p.51 A. Approach Step',
      `the unit can fly from 0" to ${limit.toFixed(2)}" forwards and stay on the battlefield, not ${inches}"`,
    );
  }
}

/**
 * rulebook p.51 A. Approach Step, for the Interception Sortie: straight
 * forwards, staying on the battlefield; a unit with Brake Turn may turn once on
 * the way (glossary: Brake Turn, once in the sortie); one with Bank (X") may
 * then move along the Turning Template (glossary: Bank (X"), "as though it
 * were its Activation": once in the Interception Sortie).
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
  let end: readonly ModelState[];
  if (brakeTurn === undefined) {
    checkLeg(setup, interceptor.id, interceptor.models, inches);
    end = flightPath(interceptor.models, inches).at(-1) ?? interceptor.models;
  } else {
    checkBrakeTurn(setup, interceptor.id, brakeTurn, inches, false);
    checkLeg(setup, interceptor.id, interceptor.models, brakeTurn.after);
    const atTurn = turned(
      interceptor.models.map((m) => forwards(m, brakeTurn.after)),
      brakeTurn.facing,
    );
    checkLeg(setup, interceptor.id, atTurn, inches - brakeTurn.after);
    end = turningFlight(
      interceptor.models,
      brakeTurn.after,
      brakeTurn.facing,
      inches - brakeTurn.after,
    ).end;
  }
  // glossary: Bank (X"): at the end of its Approach Step.
  if (bank !== undefined) end = bankFlight(setup, interceptor.id, end, bank, false).end;
  interceptor.models = end.slice();
  setInterception(activation, {
    ...interception,
    ...(brakeTurn === undefined ? {} : { brakeTurned: true }),
    ...(bank === undefined ? {} : { banked: true }),
    step: 'engage',
  });
  const turnText =
    (brakeTurn === undefined ? '' : `, making a Brake Turn after ${brakeTurn.after}"`) +
    (bank === undefined ? '' : `, then Banks ${bank.length}" (turns ${bank.join(', ')})`);
  return [
    event('approach', `${profile.name} approaches ${inches.toFixed(1)}" to intercept${turnText}`, {
      unit: interceptor.id,
    }),
  ];
}

/**
 * The Interception Sortie's Ranged Attack (rulebook p.26), against the active
 * unit. Its target takes the Check for Suppression of any Ranged Attack (p.27:
 * "If at least one model in the target unit was Destroyed, it takes a
 * Suppression Test"; glossary: Interceptor: the Engage Step is resolved "as
 * though it were its Activation"), waiting while its General may issue a
 * Command at it, unless it is an Aircraft unit ("Aircraft units cannot be
 * Suppressed", p.51): a Soaring ground unit tests (glossary: Soar (X") makes
 * its Target Category Aerial, not its Unit Type Aircraft).
 */
function interceptionAttack(
  setup: GameSetup,
  state: GameState,
  interceptor: UnitState,
  targetId: string,
): GameEvent[] {
  const target = state.units[targetId];
  if (target === undefined) return [];
  const { attack, row } = planRangedAttack(setup, state, interceptor.id, targetId, false, false, {
    interception: true,
  });
  const prepared = prepareAttack(attack, ARMOURED_CLASH_RULES);
  const { pool, outcome } = makeAttackRoll(state.rng, prepared);
  target.damage = outcome.target.damage;
  if (reloadsAfter(row) && !interceptor.statuses.includes('reloading')) {
    interceptor.statuses.push('reloading');
  }
  const text =
    `${armyUnit(setup, interceptor.id).name} fires at ${armyUnit(setup, targetId).name}: ` +
    `${prepared.rating}, ${pool.rolled.length} dice (${pool.final.map((f) => FACE_NAMES[f]).join(', ')}), ` +
    `${outcome.hits} hits, ${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`;
  const from = attackingUnit(tableOf(setup, state), interceptor.id);
  const events = [
    event('rangedAttack', text, {
      unit: interceptor.id,
      side: interceptor.side,
      roll: attackDiceShown(prepared, pool, outcome),
    }),
    ...destroyModels(setup, state, target, outcome.target.modelsDestroyed, from),
  ];
  if (target.annihilated || isAircraft(setup, targetId)) return events;
  return [...events, ...rangedAttackSuppression(setup, state, prepared, outcome, target, true)];
}

/** A choice of the Interception Sortie under way: its Approach, then its Engage Step (an attack or hold), then its Escape. */
export function interceptionChoice(
  setup: GameSetup,
  state: GameState,
  choice: Choice,
): GameEvent[] {
  const now = interceptionNow(state);
  const { activation, interception, interceptor } = now;
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
    const attack =
      choice.kind === 'rangedAttack'
        ? interceptionAttack(setup, state, interceptor, choice.target)
        : [];
    // glossary: Fiery Demise (X): the blasts of its losses, and the target's test, first; then the Escape Step (game/demise-then.ts).
    if (blastsBefore(state, { kind: 'interceptionEscape' })) return attack;
    return [...attack, ...toInterceptionEscape(setup, state, interceptionNow(state))];
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
