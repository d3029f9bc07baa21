import { discardCard } from '@warroom/engine';
import type { Attack } from '../attack/attack.js';
import { takeTopCard } from '../cards/command-deck.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { rowAgainst } from './entrenched.js';
import { type GameEvent, event } from './events.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, UnitState } from './state.js';
import { weaponUseOf } from './weapon-use-of.js';
import { generalCalled } from './generals/generals-draw.js';

const RULE = 'glossary: Overcharge';

/** Whether the row the target calls for from the unit has the Overcharge quality. */
function overchargeable(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  target: string,
): boolean {
  const row = rowAgainst(setup, state, unitId, target);
  return row !== undefined && weaponUseOf(row).overcharge;
}

/** The Overcharged Ranged Attacks the Attack Step offers: one for each target whose row has Overcharge. */
export function overchargeOptions(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  targets: readonly string[],
): Choice[] {
  return targets
    .filter((target) => overchargeable(setup, state, unitId, target))
    .map((target): Choice => ({ kind: 'rangedAttack', target, overcharge: true }));
}

/**
 * glossary: Overcharge — declared before any die is rolled, for an attack
 * whose row has the quality (refused otherwise): the General then reveals and
 * discards the top card of their Command & Conquest deck and the attack's pool
 * gains as many dice as its Value (rules/entries/overcharge.ts, which also
 * counts a Damage to the attacker for each Blank: overchargeSelfDamage; the
 * card is revealed as the attack is made: game/commands/declared-attack.ts).
 */
export function checkOverchargeable(
  setup: GameSetup,
  state: GameState,
  attackerId: string,
  target: string,
): void {
  if (!overchargeable(setup, state, attackerId, target)) {
    throw new IllegalChoice(RULE, `the row ${target} calls for has no Overcharge quality`);
  }
}

/**
 * glossary: Overcharge — the General reveals and discards the top card of their
 * deck (an empty deck and discard pile reveal none: Value 0). One card serves
 * every attack of an attack with several targets (Coruscating).
 */
export function revealOverchargeCard(
  setup: GameSetup,
  state: GameState,
  attacker: UnitState,
): { readonly value: number; readonly revealed: GameEvent } {
  const deck = state.players[attacker.side].deck;
  const card = takeTopCard(state.rng, deck);
  if (card !== undefined) discardCard(deck.piles, card);
  const value =
    card === undefined ? 0 : (setup.generals[attacker.side].deck.cards[card]?.value ?? 0);
  const text = `${generalCalled(state, attacker.side)} Overcharges the attack: a card of Value ${value}, ${value} more dice (${RULE})`;
  return { value, revealed: event('overcharge', text, { unit: attacker.id, side: attacker.side }) };
}

/** The attack Overcharged with a card of Value `value`: as many dice join its pool. */
export function overcharged(value: number): (attack: Attack) => Attack {
  return (attack) => ({
    ...attack,
    situation: { ...attack.situation, overchargeCardValue: value },
  });
}
