import { discardCard } from '@warroom/engine';
import { takeTopCard } from '../cards/command-deck.js';
import type { ManoeuvreLimits } from '../rules/movement-step-values.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import type { Choice } from './choice.js';
import { type GameEvent, event } from './events.js';
import { manoeuvreLimits } from './manoeuvre-limits.js';
import { IllegalChoice } from './rule-error.js';
import type { ActivationState, GameState } from './state.js';
import { unitStep } from './unit-rules.js';
import { generalCalled } from './generals/generals-draw.js';

const RULE = 'glossary: Locomotor Boosters';

/** The units and the Activation under way: what the limits are read from (a General's view has them too). */
export interface UnitsInActivation {
  readonly units: GameState['units'];
  readonly activation?: ActivationState | undefined;
}

/** Refuses, before its Activation starts, Locomotor Boosters declared for a unit without the rule. */
export function refuseBoosters(setup: GameSetup, unitId: string): void {
  if (!hasLocomotorBoosters(setup, unitId))
    throw new IllegalChoice(RULE, `${armyUnit(setup, unitId).name} has no Locomotor Boosters`);
}

/** Whether a unit has Locomotor Boosters to activate (game step activationCardRevealed). */
export function hasLocomotorBoosters(setup: GameSetup, unitId: string): boolean {
  return unitStep(setup, unitId, 'activationCardRevealed', false);
}

/** The Activations a General may start by declaring Locomotor Boosters: one for each Ready unit with the rule. */
export function boosterActivations(setup: GameSetup, units: readonly string[]): Choice[] {
  return units
    .filter((unit) => hasLocomotorBoosters(setup, unit))
    .map((unit): Choice => ({ kind: 'activate', unit, locomotorBoosters: true }));
}

/**
 * glossary: Locomotor Boosters — declared at the start of the unit's Activation
 * (the caller has just Activated it): its General reveals and discards the top
 * card of their Command & Conquest deck; its Value is kept for the Activation
 * (`activation.locomotorBoosters`). An empty deck reveals no card: Value 0.
 */
export function activateBoosters(setup: GameSetup, state: GameState): GameEvent[] {
  const activation = state.activation;
  const unitId = activation?.unit;
  if (activation === undefined || unitId === undefined || !hasLocomotorBoosters(setup, unitId)) {
    throw new IllegalChoice(RULE, `${unitId ?? 'the unit'} has no Locomotor Boosters`);
  }
  const side = state.units[unitId]?.side ?? state.turn;
  const deck = state.players[side].deck;
  const card = takeTopCard(state.rng, deck);
  if (card !== undefined) discardCard(deck.piles, card);
  const value = card === undefined ? 0 : (setup.generals[side].deck.cards[card]?.value ?? 0);
  activation.locomotorBoosters = value;
  const name = armyUnit(setup, unitId).name;
  // glossary: Soar (X"): a unit declared Soaring first adds the Value to its Speed X".
  const speed = manoeuvreLimits(setup, unitId, state.units).speed;
  return [
    event(
      'locomotorBoosters',
      `${name} activates its Locomotor Boosters: ${generalCalled(state, side)} reveals a card of Value ${value}; a Charge or Double Time moves it up to ${speed + value}" (${RULE})`,
      { unit: unitId, side },
    ),
  ];
}

/**
 * The unit's Movement Limits now (game/manoeuvre-limits.ts), with glossary:
 * Locomotor Boosters: while activated in its Activation, a Charge or Double
 * Time moves it up to its Speed plus the card's Value instead (lower than
 * otherwise, possibly). Manoeuvres barred stay barred.
 */
export function boostedLimits(
  setup: GameSetup,
  state: UnitsInActivation,
  unitId: string,
): ManoeuvreLimits {
  const limits = manoeuvreLimits(setup, unitId, state.units);
  const value = state.activation?.unit === unitId ? state.activation.locomotorBoosters : undefined;
  if (value === undefined) return limits;
  return { ...limits, doubleTime: limits.speed + value, charge: limits.speed + value };
}

/** What Locomotor Boosters add to (or take from) the unit's usual limit for a Double Time or a Charge, in inches. */
export function boosterBonus(
  setup: GameSetup,
  state: UnitsInActivation,
  unitId: string,
  manoeuvre: 'doubleTime' | 'charge',
): number {
  return (
    boostedLimits(setup, state, unitId)[manoeuvre] -
    manoeuvreLimits(setup, unitId, state.units)[manoeuvre]
  );
}
