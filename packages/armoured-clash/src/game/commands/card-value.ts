import { MAX_CARD_VALUE } from '../../cards/card-values.js';
import type { Side } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { unitStep } from '../unit-rules.js';

/** The printed Value of a card of a General's deck. */
export function printedValue(setup: GameSetup, side: Side, card: number): number {
  const found = setup.generals[side].deck.cards[card];
  if (found === undefined) throw new RangeError(`General ${side} has no card ${card}`);
  return found.value;
}

/**
 * The Value a card counts as when a General issues a Command with it (to
 * `unit`) or Interferes with it (`unit` undefined), after the rules of the unit it is issued to (game step
 * commandCardValue: glossary Iron Resolve) and of the General's units on the
 * Battlefield, the best of them counting (game step generalCardValue: glossary
 * Logistical Expertise, not cumulative), to at most 12.
 */
export function playedValue(
  setup: GameSetup,
  state: GameState,
  side: Side,
  card: number,
  unit: string | undefined,
): number {
  let value = printedValue(setup, side, card);
  if (unit !== undefined) value += unitStep(setup, unit, 'commandCardValue', 0);
  let generalBonus = 0;
  for (const u of Object.values(state.units)) {
    if (u.side !== side || !u.deployed || u.annihilated) continue;
    generalBonus = Math.max(generalBonus, unitStep(setup, u.id, 'generalCardValue', 0));
  }
  value += generalBonus;
  return Math.min(value, MAX_CARD_VALUE);
}
