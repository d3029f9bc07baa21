import assert from 'node:assert/strict';
import { interceptorsArrived } from '../game/aircraft/interception-fixture.js';
import type { GameSetup } from '../game/army.js';
import type { GameState } from '../game/state.js';
import { play } from './play-fixture.js';

const NORTH = Math.PI / 2;
const SOUTH = -Math.PI / 2;

/** Card ids of the skirmish deck (id i has Value i % 12 + 1): B Intercepts with 4, A holds 6 and lets it pass. */
export const INTERCEPT_CARD = 4;
export const A_CARD = 6;

/** Where each model of a unit stands, (x, y), its Officer (#1) first. */
type Places = readonly (readonly [number, number])[];

/** A unit's models at `places`, each facing `facing`. */
function placed(unit: string, places: Places, facing: number) {
  return places.map(([x, y], i) => ({ id: `${unit}#${i + 1}`, x, y, facing }));
}

/**
 * B's Interception Sortie at its Engage Step, whatever the fixture's own
 * places: A's fighters Activated (no approach), B's Intercept received (B's
 * hand INTERCEPT_CARD and `bHand`), its fighters approached 0"; then A's
 * fighters placed at `places.a` facing north, B's at `places.b` facing south.
 */
export function interceptionEngaging(
  setup: GameSetup,
  places: { readonly a: Places; readonly b: Places },
  bHand: readonly number[] = [],
): GameState {
  const arrived = interceptorsArrived(setup, { a: [A_CARD], b: [INTERCEPT_CARD, ...bHand] });
  const { state } = play(setup, arrived, [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 0 },
    { kind: 'intercept', unit: 'b-fighters', card: INTERCEPT_CARD },
    { kind: 'noInterference' },
    { kind: 'approach', inches: 0 },
  ]);
  const a = state.units['a-fighters'];
  const b = state.units['b-fighters'];
  assert.ok(a !== undefined && b !== undefined);
  a.models = placed('a-fighters', places.a, NORTH);
  b.models = placed('b-fighters', places.b, SOUTH);
  return state;
}
