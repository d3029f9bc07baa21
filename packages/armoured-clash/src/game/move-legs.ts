import { type Point, point } from '@warroom/engine';
import type { At } from './choice.js';
import { IllegalChoice } from './rule-error.js';

/** The rule that lets a move be broken into legs. */
export const MOVE_LEGS_RULE = 'rulebook p.16 Moving a Unit';

/** The points a move passes before its end (rulebook p.16), as geometry takes them. */
export function legPoints(via: readonly At[] | undefined): Point[] {
  return (via ?? []).map(([x, y]) => point(x, y));
}

/**
 * Refuses legs for a move the engine makes in one straight leg only (a free
 * Advance: Vanguard, Hit & Run): a path of several legs is not taken for
 * `what` yet.
 */
export function oneLegOnly(via: readonly At[] | undefined, what: string): void {
  if (via !== undefined && via.length > 0) {
    throw new IllegalChoice(
      MOVE_LEGS_RULE,
      `${what} is made in one straight leg here: a path of several legs (via) is not taken for it yet`,
    );
  }
}
