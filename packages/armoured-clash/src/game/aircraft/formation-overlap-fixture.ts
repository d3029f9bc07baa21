import { fightersArrived } from '../../testing/aircraft-fixture.js';
import { play } from '../../testing/play-fixture.js';
import type { GameSetup } from '../army.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { interceptorsArrived } from './interception-fixture.js';

/** Bank (3"): three Navigation Points of the Turning Template, 1" apart. */
export const BANK_INCHES = 3;

/**
 * 2"×2" fighters side by side 2.25" apart (the fixtures' spacing) overlap when
 * both face 45° off their line (each reaches 1.41" along it); 3" apart they do
 * not (3·cos 45° ≈ 2.12" along each side).
 */
const APART = 3;

/** Card ids of the skirmish deck (interception-bank.test.ts, interception-brake-turn.test.ts): B intercepts with card 4. */
const HANDS = { a: [6, 17], b: [4, 5] };

/**
 * The refusal of a move that leaves `first` overlapping `second` of its own
 * unit where it `ends` (rulebook p.10 Footprints), under `rule`.
 */
export const overlapRefusal =
  (rule: string, unit: string, ends: string, first: string, second: string) => (error: unknown) =>
    error instanceof IllegalChoice &&
    error.rule === rule &&
    error.message ===
      `Fighters ${unit}: ${first} would end ${ends} overlapping ${second}, a model of its own unit`;

/** Moves the unit's second model along x to stand `APART` inches from its first (same facing and y). */
export function spreadOut(state: GameState, unitId: string, direction: 1 | -1): GameState {
  const unit = state.units[unitId];
  const [first, second, ...rest] = unit?.models ?? [];
  if (unit === undefined || first === undefined || second === undefined)
    throw new Error(`${unitId} has no two models`);
  unit.models = [first, { ...second, x: first.x + direction * APART }, ...rest];
  return state;
}

/** A's fighters Incoming (aircraft-fixture.ts fightersArrived) and Activated. */
export const fightersActivated = (setup: GameSetup): GameState =>
  play(setup, fightersArrived(setup), [{ kind: 'activate', unit: 'a-fighters' }]).state;

/** A's fighters Approach 10"; B's fighters, Interceptors, intercept with card 4 and are to Approach. */
export const interceptorsApproaching = (setup: GameSetup): GameState =>
  play(setup, interceptorsArrived(setup, HANDS), [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 10 },
    { kind: 'intercept', unit: 'b-fighters', card: 4 },
    { kind: 'noInterference' },
  ]).state;

/** B's fighters' models: positions to a thousandth of an inch, facings in whole degrees. */
export const interceptorsWhere = (state: GameState): number[][] =>
  (state.units['b-fighters']?.models ?? []).map((m) => [
    Math.round(m.x * 1000) / 1000,
    Math.round(m.y * 1000) / 1000,
    Math.round((m.facing * 180) / Math.PI),
  ]);
