import type { Side } from '../../battlefield/table.js';
import type { CommandOccasion } from './command-moments.js';

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
  readonly special?: 'flankAttack' | 'intercept' | 'aerialAssault' | 'portalMastery';
}
