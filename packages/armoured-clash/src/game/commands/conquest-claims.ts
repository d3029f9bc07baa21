import type { Side } from '../../battlefield/table.js';

/** A card of the hand whose Conquest Objective's Trigger was met, and what claiming it scores. */
export interface ConquestClaim {
  readonly card: number;
  readonly victoryPoints: number;
  /** The Trigger met, for the log. */
  readonly because: string;
}

/**
 * rulebook p.40 Conquest Objectives: the cards one General may claim now, as
 * the Triggers were met by the choice just made. Plain data.
 */
export interface ConquestClaims {
  readonly side: Side;
  readonly claimable: readonly ConquestClaim[];
}
