import type { Side } from '../battlefield/table.js';

/** What happened, for the game log: one entry per thing a player would see happen at the table. */
export interface GameEvent {
  readonly kind: string;
  readonly text: string;
  readonly side?: Side;
  readonly unit?: string;
}

export function event(
  kind: string,
  text: string,
  extra: { side?: Side; unit?: string } = {},
): GameEvent {
  return { kind, text, ...extra };
}
