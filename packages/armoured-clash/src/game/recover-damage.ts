import type { UnitState } from './state.js';

/**
 * rulebook p.35 Recovering Damage: each point recovered reduces the unit's
 * accumulated Damage by one, never below none; a Destroyed model never returns
 * to play (the unit's models are untouched). Returns the Damage recovered.
 */
export function recoverDamage(unit: UnitState, points: number): number {
  if (!Number.isInteger(points) || points < 0) {
    throw new RangeError(
      `rulebook p.35 Recovering Damage: ${unit.id} cannot recover ${points} Damage (a whole number, 0 or more)`,
    );
  }
  const recovered = Math.min(points, unit.damage);
  unit.damage -= recovered;
  return recovered;
}
