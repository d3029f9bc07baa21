import type { GameSetup } from '../army.js';
import type { At, Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { annihilate } from '../losses.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { capacityExceeded } from './capacity-losses.js';
import { DISEMBARK_REACH, plannedDisembark } from './disembark-placement.js';

const RULE = 'glossary: Bail Out';

/** The choices that answer a Bail Out offer. */
const ANSWERS: readonly Choice['kind'][] = ['bailOut', 'stayAboard'];

/** The Embarked unit's General decides first: Bail Out (set up as a Disembark), or stay aboard. */
export function bailOutDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const offer = state.bailOut;
  const unit = offer === undefined ? undefined : state.units[offer.unit];
  if (offer === undefined || unit === undefined) return undefined;
  const name = armyUnit(setup, unit.id).name;
  const transport = armyUnit(setup, offer.transport).name;
  return {
    player: unit.side,
    prompt: `${transport} lost models: ${name} may Bail Out (Disembark, then Suppressed) before its own losses, or stay aboard (${RULE})`,
    options: [{ kind: 'stayAboard' }],
    constraints: [
      { kind: 'bailOut', unit: unit.id, transport: offer.transport, reach: DISEMBARK_REACH },
    ],
  };
}

/**
 * While a Bail Out is offered only its answers are taken, once what the Command
 * machinery waits for is answered (claims, Interference, a Suppression Test due
 * in the same attack: game/commands/command-window.ts); otherwise they are refused.
 */
export function checkBailOutWindow(state: GameState, choice: Choice): void {
  const answer = ANSWERS.includes(choice.kind);
  const before =
    state.claims !== undefined ||
    state.command !== undefined ||
    state.suppressionTest !== undefined;
  if (state.bailOut !== undefined && !answer && !before) {
    throw new IllegalChoice(RULE, 'the Embarked unit’s General first chooses whether it Bails Out');
  }
  if ((state.bailOut === undefined || before) && answer) {
    throw new IllegalChoice(RULE, 'no Transport unit offers a Bail Out now');
  }
}

/**
 * glossary: Bail Out — the Embarked unit makes an immediate Disembark manoeuvre
 * (placed as rulebook p.46 Making a Disembark Manoeuvre says) and gains the
 * Suppressed status; none of its models is lost to the reduced Transport Capacity.
 */
export function bailOut(setup: GameSetup, state: GameState, at: At, facing: number): GameEvent[] {
  const offer = state.bailOut;
  const unit = offer === undefined ? undefined : state.units[offer.unit];
  if (offer === undefined || unit === undefined) return [];
  const models = plannedDisembark(setup, state, unit.id, at, facing);
  unit.models = models;
  unit.officer = models[0]?.id ?? unit.officer;
  unit.deployed = true;
  unit.embarked = undefined;
  unit.statuses.push('suppressed');
  state.bailOut = undefined;
  const name = armyUnit(setup, unit.id).name;
  return [
    event(
      'bailOut',
      `${name} Bails Out of ${armyUnit(setup, offer.transport).name} and is Suppressed`,
      { unit: unit.id },
    ),
  ];
}

/** The Embarked unit stays aboard: the Embarked models beyond the reduced Transport Capacity are Destroyed now (rulebook p.46). */
export function stayAboard(setup: GameSetup, state: GameState): GameEvent[] {
  const offer = state.bailOut;
  const transport = offer === undefined ? undefined : state.units[offer.transport];
  state.bailOut = undefined;
  if (transport === undefined) return [];
  const { events, annihilated } = capacityExceeded(setup, state, transport);
  return [...events, ...annihilated.flatMap((u) => annihilate(setup, state, u))];
}
