import type { Side } from '../../battlefield/table.js';
import type { ForwardDie } from '../../rules/entries/forward.js';

/** glossary: Forward: the units each General chose (absent until chosen) and, once both chose, the dice left in each Forward Pool. */
export interface ForwardState {
  readonly chosen: { readonly a?: readonly string[]; readonly b?: readonly string[] };
  readonly pools?: { readonly a: readonly ForwardDie[]; readonly b: readonly ForwardDie[] };
}

/**
 * What one General sees of the Forward units: their own choice, and the
 * other's only once both have chosen and the pools are rolled (the Generals
 * choose, then roll, at the same time).
 */
export function forwardSeenBy(forward: ForwardState, as: Side): ForwardState {
  if (forward.pools !== undefined) return forward;
  const own = forward.chosen[as];
  return { chosen: own === undefined ? {} : { [as]: own } };
}

/** A General's chosen Forward units not yet deployed: they are deployed before any other unit. */
export function forwardUnitsDue(
  forward: ForwardState | undefined,
  units: Readonly<Record<string, { readonly deployed: boolean; readonly annihilated: boolean }>>,
  side: Side,
): string[] {
  return (forward?.chosen[side] ?? []).filter((id) => {
    const unit = units[id];
    return unit !== undefined && !unit.deployed && !unit.annihilated;
  });
}
