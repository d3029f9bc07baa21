import type { GameEvent } from '../game/events.js';

/** The kinds of `events`, in the order the game told them. */
export const kinds = (events: readonly GameEvent[]): string[] => events.map((e) => e.kind);

/** The texts of the events of `kind` among `events`, in order. */
export const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);
