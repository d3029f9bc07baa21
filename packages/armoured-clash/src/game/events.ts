import type { Side } from '../battlefield/table.js';
import type { AttackDiceShown, FirstRollShown, TestCardShown } from './dice-shown.js';
import type { EventKind } from './event-kinds.js';

/** What happened, for the game log: one entry per thing a player would see happen at the table. */
export interface GameEvent {
  readonly kind: EventKind;
  readonly text: string;
  readonly side?: Side;
  readonly unit?: string;
  /** An attack roll's dice (rangedAttack, closeQuartersAttack), for tables that show them. */
  readonly roll?: AttackDiceShown;
  /** An attack's first roll, before any die is re-rolled (attackRolled). */
  readonly firstRoll?: FirstRollShown;
  /** A Suppression Test's card (suppressionTest). */
  readonly test?: TestCardShown;
}

export function event(
  kind: EventKind,
  text: string,
  extra: {
    side?: Side;
    unit?: string;
    roll?: AttackDiceShown;
    firstRoll?: FirstRollShown;
    test?: TestCardShown;
  } = {},
): GameEvent {
  return { kind, text, ...extra };
}
