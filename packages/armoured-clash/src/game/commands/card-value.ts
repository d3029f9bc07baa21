import { MAX_CARD_VALUE } from '../../cards/card-values.js';
import { lookUpName } from '../../rules/rule-ref.js';
import type { Side } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';

/** The printed Value of a card of a General's deck. */
export function printedValue(setup: GameSetup, side: Side, card: number): number {
  const found = setup.generals[side].deck.cards[card];
  if (found === undefined) throw new RangeError(`General ${side} has no card ${card}`);
  return found.value;
}

/**
 * The Value a card counts as when a General issues a Command with it (to
 * `unit`) or Interferes with it (`unit` undefined): glossary Iron Resolve (+2
 * issuing to that unit) and glossary Logistical Expertise (+1 while the General
 * has a unit with it on the battlefield; not cumulative), to at most 12.
 */
export function playedValue(
  setup: GameSetup,
  state: GameState,
  side: Side,
  card: number,
  unit: string | undefined,
): number {
  let value = printedValue(setup, side, card);
  if (unit !== undefined && lookUpName(armyUnit(setup, unit).specialRules, 'Iron Resolve')) {
    value += 2;
  }
  const expert = Object.values(state.units).some(
    (u) =>
      u.side === side &&
      u.deployed &&
      !u.annihilated &&
      lookUpName(armyUnit(setup, u.id).specialRules, 'Logistical Expertise'),
  );
  if (expert) value += 1;
  return Math.min(value, MAX_CARD_VALUE);
}
