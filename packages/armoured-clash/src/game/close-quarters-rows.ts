import type { ArmyCloseQuartersRow, ArmyUnit } from './army.js';

function closeQuartersRows(unit: ArmyUnit): ArmyCloseQuartersRow[] {
  return unit.armaments.rows.filter((r): r is ArmyCloseQuartersRow => r.attack !== 'ranged');
}

/** The unit's Melee row: only a Melee attack may retaliate (rulebook p.28 Defensive Advantage). */
export function meleeRow(unit: ArmyUnit): ArmyCloseQuartersRow | undefined {
  return closeQuartersRows(unit).find((r) => r.attack === 'melee');
}

/** The row a unit attacks with in Close Quarters: its Melee row, else its first Close Quarters row (Impact). */
export function closeRow(unit: ArmyUnit): ArmyCloseQuartersRow | undefined {
  return meleeRow(unit) ?? closeQuartersRows(unit)[0];
}
