import type { TargetCategory } from '../attack/attack.js';
import type { ArmyUnit } from '../game/army.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { tanks } from './game-fixture.js';

// Weapon qualities given to a unit's Ranged row for the tests of those qualities.

/** The unit with `qualities` added to its Ranged row against `target` units. */
export const rangedRowWith =
  (target: TargetCategory, ...qualities: readonly RuleRef[]) =>
  (unit: ArmyUnit): ArmyUnit => ({
    ...unit,
    armaments: {
      ...unit.armaments,
      rows: unit.armaments.rows.map((row) =>
        row.attack === 'ranged' && row.target === target
          ? { ...row, qualities: [...row.qualities, ...qualities] }
          : row,
      ),
    },
  });

/**
 * The skirmish tanks' armaments (testing/game-fixture.ts) with their gun
 * against `target` units bearing `qualities` in place of its own.
 */
export function tanksGunWithOnly(
  target: TargetCategory,
  qualities: readonly RuleRef[],
): ArmyUnit['armaments'] {
  const grid = tanks('grid').armaments;
  return {
    ...grid,
    rows: grid.rows.map((row) =>
      row.attack === 'ranged' && row.target === target ? { ...row, qualities } : row,
    ),
  };
}
