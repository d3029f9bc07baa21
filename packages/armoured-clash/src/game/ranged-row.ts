import type { ArmyRangedRow, ArmyUnit } from './army.js';
import { weaponUseOf } from './weapon-use-of.js';

/**
 * The Ranged row matching a target's category (rulebook p.17 Check Armaments);
 * a row with Portal Blast is never one (glossary: Portal Blast: "Rather than
 * targeting an enemy unit", it is made against a Portal Marker).
 */
export function rangedRow(attacker: ArmyUnit, target: ArmyUnit): ArmyRangedRow | undefined {
  return attacker.armaments.rows.find(
    (row): row is ArmyRangedRow =>
      row.attack === 'ranged' && row.target === target.category && !weaponUseOf(row).portalBlast,
  );
}
