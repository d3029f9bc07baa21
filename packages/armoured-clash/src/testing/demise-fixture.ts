import type { GameState, UnitState } from '../game/state.js';
import { shift, unitIn } from './unit-state-fixture.js';

/** glossary: Spectacular Demise (X), X 6, on a Large unit (the rule the tests give B's Tanks). */
export const SPECTACULAR_DEMISE = [
  { name: 'Large' },
  { name: 'Spectacular Demise', x: 6 },
] as const;

/** B's Tanks down to one model, its first, at (24, 20) (x 23-25, y 18.5-21.5), facing south. */
export function lastTankAt(state: GameState): UnitState {
  const tanks = unitIn(state, 'b-tanks');
  const [first] = tanks.models;
  if (first === undefined) throw new RangeError('b-tanks has no model');
  tanks.models = [{ ...first, x: 24, y: 20 }];
  return tanks;
}

/** A's Tanks moved 2" south of B's last tank (lastTankAt), A's Rifles 5.5" west of it: both within 8". */
export function aWithinBlast(state: GameState): void {
  shift(state, 'a-tanks', 0, 10);
  shift(state, 'a-rifles', 4, 14);
}
