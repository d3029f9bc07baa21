import type { SpecialCommandKind } from '@warroom/armoured-clash';
import { cardName, type PlayFieldContext } from '../choice-field-readings.js';

/** The words of a card that lies face down (rulebook p.37). */
export const FACE_DOWN = 'a card face down';

/** A card of the General who chose as the Play page shows it: named, or face down. */
export function shownCard(n: number, c: PlayFieldContext): string {
  return c.faceDown ? FACE_DOWN : cardName(n, c);
}

/**
 * rulebook p.38 Special Commands: issued by playing a card (face down, as a
 * Command), its `card` said "issued with". One key a kind of the engine's
 * type (the page cannot load the engine's SPECIAL_COMMAND_KINDS), so none is
 * missed. Which card lies face down is the server's to say (`faceDown`).
 */
const SPECIAL_COMMAND_KINDS: Readonly<Record<SpecialCommandKind, true>> = {
  flankAttack: true,
  aerialAssault: true,
  intercept: true,
};

/** What a choice's `card` is, by its kind: a bid, an Interference, an Overrun's discard or a Special Command's card. */
export function playedCardWords(n: number, c: PlayFieldContext): string {
  // rulebook pp.21, 38; glossary: Aerial Assault, Interceptor.
  if (Object.hasOwn(SPECIAL_COMMAND_KINDS, c.kind)) return `issued with ${shownCard(n, c)}`;
  // rulebook p.38 Interference: a card from the hand played against the Command.
  if (c.kind === 'interfere') return `with ${cardName(n, c)}`;
  // glossary: Overrun: a card discarded to Charge again.
  if (c.kind === 'overrun') return `discarding ${cardName(n, c)}`;
  // rulebook p.20 Determine Initiative: the card bid.
  return cardName(n, c);
}
