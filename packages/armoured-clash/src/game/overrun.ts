import { discardFromHand } from '../cards/command-deck.js';
import type { GameSetup } from './army.js';
import { ableToChargeAlongAPath } from './charge-able.js';
import { type GameEvent, event } from './events.js';
import { IllegalChoice } from './rule-error.js';
import type { ActivationState, GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';
import { generalCalled } from './generals/generals-draw.js';

const RULE = 'glossary: Overrun';

/**
 * After the active unit won a Close Quarters Combat and the loser still
 * stands, before its Activation ends: an Overrun its rules allow (game step
 * closeQuartersWonInOwnActivation), when its General holds a card to discard
 * and the unit is able to Charge the loser along a real path (game/charge-able.ts). Then the
 * Activation waits for the General to declare it or hold
 * (`activation.overrun`) and this returns true. Once per Activation.
 */
export function waitsForOverrun(setup: GameSetup, state: GameState): boolean {
  const activation = state.activation;
  const target = activation?.wonCloseQuartersAgainst;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || target === undefined || unit === undefined) return false;
  activation.wonCloseQuartersAgainst = undefined;
  if (activation.overrunOffered === true || unit.annihilated) return false;
  if (state.units[target]?.annihilated !== false) return false;
  const allowed = unitStep(setup, unit.id, 'closeQuartersWonInOwnActivation', undefined);
  if (allowed === undefined || state.players[unit.side].deck.hand.length === 0) return false;
  if (!ableToChargeAlongAPath(setup, state, unit.id, [target])) return false;
  activation.overrunOffered = true;
  activation.overrun = { target, declared: false };
  return true;
}

/**
 * glossary: Overrun — the General discards `card` from the hand: the unit
 * must now Charge the target (the Charge is checked like every Charge, and must end in
 * contact with it), then make its Close Quarters Attack.
 */
export function declareOverrun(setup: GameSetup, state: GameState, card: number): GameEvent[] {
  const activation = state.activation;
  const offer = activation?.overrun;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || offer === undefined || offer.declared || unit === undefined) {
    throw new IllegalChoice(RULE, 'no Overrun can be declared now');
  }
  const deck = state.players[unit.side].deck;
  if (!deck.hand.includes(card)) {
    throw new IllegalChoice(RULE, `card ${card} is not in your hand`);
  }
  discardFromHand(deck, card);
  activation.overrun = { target: offer.target, declared: true };
  activation.step = 'movement';
  activation.charge = undefined;
  const text =
    `${armyUnit(setup, unit.id).name} Overruns ${armyUnit(setup, offer.target).name}: ` +
    `${generalCalled(state, unit.side)} discards a card (${RULE})`;
  return [event('overrun', text, { side: unit.side, unit: unit.id })];
}

/**
 * Whether a Charge against `targetId` is the one a declared Overrun requires;
 * throws IllegalChoice when an Overrun was declared against another unit.
 */
export function chargingInOverrun(state: GameState, targetId: string): boolean {
  const overrun = state.activation?.overrun;
  if (overrun?.declared !== true) return false;
  if (targetId !== overrun.target) {
    throw new IllegalChoice(RULE, `the Overrun is a Charge against ${overrun.target}`);
  }
  return true;
}

/** The Overrun's Charge is made: straight on to its Close Quarters Attack, with no Reaction Step (it follows the Attack Step's attack). */
export function overrunCharged(activation: ActivationState): GameEvent[] {
  activation.overrun = undefined;
  activation.step = 'attack';
  return [];
}
