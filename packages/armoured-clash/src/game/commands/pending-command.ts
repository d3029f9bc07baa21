import type { Side } from '../../battlefield/table.js';
import type { CommandOccasion } from './command-moments.js';

/**
 * rulebook p.38 Special Commands: those issued by a choice of their own, its
 * `card` played face down as a Command is (glossary: Aerial Assault, Interceptor).
 */
export type SpecialCommandKind = 'flankAttack' | 'intercept' | 'aerialAssault';

/** Every Special Command issued by a choice of its own (SpecialCommandKind). */
export const SPECIAL_COMMAND_KINDS: readonly SpecialCommandKind[] = [
  'flankAttack',
  'intercept',
  'aerialAssault',
];

/**
 * rulebook p.37 Issuing Commands: a card played face down and the unit the
 * Command is issued to, waiting for the other General's chance to Interfere
 * (p.38). `with` is the declaration the Command was issued with: it goes ahead
 * once the Command is received or fails. `special` names a Special Command
 * (rulebook p.38): its Effect replaces the card's. Plain data, replaced and
 * never changed in place; the card is hidden from the other General until revealed.
 */
export interface PendingCommand {
  readonly side: Side;
  /** The card id played face down (out of the hand, not yet discarded). */
  readonly card: number;
  readonly unit: string;
  readonly with: CommandOccasion;
  /** glossary: Portal Mastery (X): issued with an Activation, not by a choice of its own. */
  readonly special?: SpecialCommandKind | 'portalMastery';
}
