import type { Choice } from '../game/choice.js';
import type { GameState } from '../game/state.js';

/** How far B's rifles are moved east, then south, from where the transport skirmish deploys them. */
const AHEAD_EAST = 10;
const AHEAD_SOUTH = 15;

/**
 * B's rifles moved to one rank at y = 15 (#6, #4, #2, the Officer #1, #3, #5
 * from x 17 to 22, around (20, 15)), 10" ahead of A's tanks (Officer at
 * (24, 5), facing north), within the rifles' Long Range.
 */
export function riflesAhead(state: GameState): GameState {
  const rifles = state.units['b-rifles'];
  if (rifles === undefined) throw new RangeError('b-rifles');
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + AHEAD_EAST, y: m.y - AHEAD_SOUTH }));
  return state;
}

/** A's tanks Activated: no Manoeuvre, no attack of their own (an Occupied Open Top transport is then offered the Open Top attack). */
export const TANKS_HOLD: readonly Choice[] = [
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'hold' },
];
