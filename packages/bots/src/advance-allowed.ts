import {
  type At,
  type GameSetup,
  type PlayerView,
  type Table,
  freeAdvanceAllowed,
  manoeuvreAllowed,
  plannedFreeAdvance,
  plannedManoeuvre,
} from '@warroom/armoured-clash';
import { tryIt } from './heuristic-odds.js';

/**
 * A move to places geometry can make: the engine's verdict-only checks take
 * it (manoeuvreAllowed, freeAdvanceAllowed: the same rules, no refusal made,
 * moves too long or off the battlefield refused before the paths are checked
 * exactly). One with a coordinate that is not a finite number (refused as an
 * illegal choice, where geometry cannot place it) goes the long way.
 */
function placed(at: At, facing: number, via: readonly At[] | undefined): boolean {
  const finite = (p: At): boolean => Number.isFinite(p[0]) && Number.isFinite(p[1]);
  return finite(at) && Number.isFinite(facing) && (via ?? []).every(finite);
}

/**
 * Whether plannedManoeuvre accepts the unit's Advance (rulebook p.24) to `at`
 * facing `facing` (degrees), through `via`: its verdict only. `table`:
 * tableOf(setup, view), when the caller drew it once for many moves.
 */
export function advanceAllowed(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  at: At,
  facing: number,
  via?: readonly At[],
  table?: Table,
): boolean {
  if (placed(at, facing, via)) {
    return manoeuvreAllowed(setup, view, unit, 'advance', at, facing, 0, table, via);
  }
  return (
    tryIt(() => plannedManoeuvre(setup, view, unit, 'advance', at, facing, 0, table, via)) !==
    undefined
  );
}

/**
 * Whether plannedFreeAdvance accepts the unit's free Advance of up to `limit`
 * inches (glossary: Vanguard (X"), Hit & Run (X")): its verdict only.
 */
export function freeAdvanceVerdict(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  at: At,
  facing: number,
  limit: number,
  via?: readonly At[],
): boolean {
  if (placed(at, facing, via) && Number.isFinite(limit)) {
    return freeAdvanceAllowed(setup, view, unit, at, facing, limit, undefined, via);
  }
  return tryIt(() => plannedFreeAdvance(setup, view, unit, at, facing, limit, via)) !== undefined;
}
