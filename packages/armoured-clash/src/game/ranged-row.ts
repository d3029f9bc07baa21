import type { ArmyRangedRow, ArmyUnit } from './army.js';

/** The Ranged row matching a target's category (rulebook p.17 Check Armaments). */
export function rangedRow(attacker: ArmyUnit, target: ArmyUnit): ArmyRangedRow | undefined {
  return attacker.armaments.rows.find(
    (row): row is ArmyRangedRow => row.attack === 'ranged' && row.target === target.category,
  );
}
