import { nextInt, seedRng } from '@warroom/engine';
import type { ClashId } from '../game/clash.js';
import type { DeckDefinition } from '../cards/deck-definition.js';
import { type CardDraw, cardDraw } from '../game/generals/card-draw.js';

/** The common Clashes (rulebook pp.58-64), in the order the rulebook prints them. */
export const COMMON_CLASHES: readonly ClashId[] = [
  'pitchedBattle',
  'supplyDrop',
  'lordOfTheManor',
  'findTheLady',
  'flankingManoeuvres',
];

/**
 * rulebook p.56 Select a Clash: the Generals agree on a Clash, or determine one
 * randomly; this is the random way, each common Clash as likely, drawn with the
 * engine's seeded generator so that the same seed always gives the same Clash.
 */
export function drawClash(seed: number | string): ClashId {
  const clash = COMMON_CLASHES[nextInt(seedRng(seed), COMMON_CLASHES.length)];
  if (clash === undefined) throw new RangeError('there is no Clash to draw');
  return clash;
}

/**
 * rulebook p.56 Select a Clash: "if they wish, each General can draw a card
 * from their deck, and the General who draws the highest card chooses a
 * Clash" (equal cards draw again, as p.57's draw does; then both are shuffled
 * back). The draw, made with the engine's seeded generator from `seed`: its
 * `winner` is the General who chooses. Throws RangeError when no draw can be won.
 */
export function drawForClashChoice(
  seed: number | string,
  decks: { readonly a: DeckDefinition; readonly b: DeckDefinition },
): CardDraw {
  return cardDraw(seedRng(seed), decks, 'rulebook p.56 Select a Clash');
}
