import type { Side } from '../../battlefield/table.js';
import type { CommandConquestCard } from '../../cards/deck-definition.js';
import type { GameSetup } from '../army.js';
import type { GameState } from '../state.js';
import { type OccasionKind, effectActsAt, momentsOf } from './command-moments.js';

type Command = CommandConquestCard['command'];

/** A card of the deck whose Command fits a declaration, whatever the unit: its index and Command. */
export interface OccasionCard {
  readonly card: number;
  readonly command: Command;
}

// A deck's cards never change during a game: which fit each declaration is worked out once.
const fitting = new WeakMap<readonly CommandConquestCard[], Map<string, readonly OccasionCard[]>>();

/**
 * Whether the part of a card's Condition that does not depend on the unit or
 * the table is met at a declaration of `occasion` (rulebook p.37): its
 * `moment` one the declaration reaches (a Suppressed unit's Activation reaches
 * its Rally Test too), and every machine-readable effect one the engine
 * applies there (a card with text only cannot be issued yet).
 */
export function fitsOccasion(
  command: Command | undefined,
  occasion: OccasionKind,
  suppressed: boolean,
): boolean {
  const effects = command?.effects ?? [];
  return (
    command?.moment !== undefined &&
    momentsOf(occasion, suppressed).includes(command.moment) &&
    effects.length > 0 &&
    effects.every((effect) => effectActsAt(occasion, effect))
  );
}

/**
 * The cards of a deck that fit a declaration of `occasion` (fitsOccasion), in
 * deck order; the rest of their Condition (Unit Types, distance) is the
 * unit's. Remembered per deck, so that a moment no card of the deck names costs nothing.
 */
export function occasionCards(
  cards: readonly CommandConquestCard[],
  occasion: OccasionKind,
  suppressed: boolean,
): readonly OccasionCard[] {
  let known = fitting.get(cards);
  if (known === undefined) {
    known = new Map();
    fitting.set(cards, known);
  }
  // A Suppressed unit's Activation reaches its Rally Test too: another list.
  const key = suppressed ? `${occasion} suppressed` : occasion;
  const listed = known.get(key);
  if (listed !== undefined) return listed;
  const fit = cards.flatMap((card, index) =>
    fitsOccasion(card.command, occasion, suppressed)
      ? [{ card: index, command: card.command }]
      : [],
  );
  known.set(key, fit);
  return fit;
}

/**
 * The cards of `hand` (General `side`'s) that fit a declaration of `occasion`
 * for `unit` (fitsOccasion, with its Suppressed Status); every other card is
 * refused whatever the rest of its Condition, so only these need cardRefusal.
 */
export function fittingHandCards(
  setup: GameSetup,
  state: GameState,
  side: Side,
  unit: string,
  occasion: OccasionKind,
): number[] {
  const cards = setup.generals[side].deck.cards;
  const suppressed = state.units[unit]?.statuses.includes('suppressed') === true;
  return state.players[side].deck.hand.filter((card) =>
    fitsOccasion(cards[card]?.command, occasion, suppressed),
  );
}
