import type { GameState } from '../game/state.js';

/** A's fighters' models: positions to a thousandth of an inch, facings in whole degrees. */
export function fightersWhere(state: GameState): number[][] {
  const thousandth = (v: number) => Math.round(v * 1000) / 1000;
  return (state.units['a-fighters']?.models ?? []).map((m) => [
    thousandth(m.x),
    thousandth(m.y),
    Math.round((m.facing * 180) / Math.PI),
  ]);
}
