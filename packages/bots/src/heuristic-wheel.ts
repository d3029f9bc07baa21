import { degrees } from '@warroom/engine';
import type { PlayerView } from '@warroom/armoured-clash';
import type { FoundMove, MoveCheck } from './heuristic-detour.js';

/** Facings (degrees) closer than this are the same: trying the other would ask the engine the same question. */
const SAME_FACING = 1e-6;

/** The facing (degrees) of the unit's Officer, or undefined when it is not on the table. */
function officerFacingDegrees(view: PlayerView, unit: string): number | undefined {
  const state = view.units[unit];
  const officer = state?.models.find((m) => m.id === state.officer) ?? state?.models[0];
  return officer === undefined ? undefined : degrees(officer.facing);
}

/** A move check that falls back to keeping the unit's facing, and the move it found with the facing it was accepted with. */
interface FacingKept {
  readonly check: MoveCheck;
  readonly settle: (move: FoundMove | undefined) => FoundMove | undefined;
}

/**
 * rulebook p.16 Moving a Unit, Unit Coherency: a unit turned to face its goal
 * at the end of its move forms up round its Officer facing that way, and a
 * wide unit's flank models (a line of Infantry) then travel much farther than
 * its Officer: the move may break the Movement Limit though the Officer's own
 * is short (a unit that wheels to round a ruin then crawls). When the move
 * facing the goal is illegal, the same move keeping the unit's facing (every
 * model moving as far as its Officer) is tried; `settle` gives the move found
 * the facing it was accepted with.
 */
export function keepingFacing(view: PlayerView, unit: string, legal: MoveCheck): FacingKept {
  const kept = officerFacingDegrees(view, unit);
  const keptAt = new Set<string>();
  const keyOf = (move: FoundMove): string => [move.at, move.facing, ...(move.via ?? [])].join(' ');
  const check: MoveCheck = (at, facing, via) => {
    if (legal(at, facing, via)) return true;
    if (kept === undefined || Math.abs(kept - facing) < SAME_FACING) return false;
    if (!legal(at, kept, via)) return false;
    keptAt.add(keyOf(via === undefined ? { at, facing } : { at, facing, via }));
    return true;
  };
  const settle = (move: FoundMove | undefined): FoundMove | undefined =>
    move === undefined || kept === undefined || !keptAt.has(keyOf(move))
      ? move
      : { ...move, facing: kept };
  return { check, settle };
}
