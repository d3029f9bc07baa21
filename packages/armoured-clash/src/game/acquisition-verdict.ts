import type { Table } from '../battlefield/table.js';
import { targetAcquired } from '../battlefield/target-acquired.js';
import type { ArmyRangedRow, GameSetup } from './army.js';
import { acquisitionRoute } from './acquisition-route.js';
import { acquiresInAnyArc } from './irregular.js';

/**
 * Whether Target Acquisition with `row` may confirm (acquisitionWithRow's
 * `confirmed`), asked the cheap way first: false only when it certainly does
 * not. rulebook p.17: with no row for the target (Check Armaments) it never
 * does; through the Officer's own eyes (glossary: Turret and Irregular see
 * all round) it does exactly when the yes/no check does
 * (battlefield/target-acquired.ts: Range by bounding boxes first, then Line
 * of Sight until one model is seen). Indirect, Trap and Trail confirm in their
 * own ways: for them the answer is always "may", the long way decides.
 */
export function acquisitionMayConfirm(
  setup: GameSetup,
  table: Table,
  attackerId: string,
  targetId: string,
  row: ArmyRangedRow | undefined,
  movedThrough: readonly string[] = [],
): boolean {
  const route = acquisitionRoute(row);
  const trailed = route.movedThrough && movedThrough.includes(targetId);
  if (trailed || route.trapExposedOnly || route.friendlyVisibility) return true;
  const anyArc = route.anyArc || acquiresInAnyArc(setup, attackerId);
  // The parties are found first even with no row: a unit missing from the table fails as the long way does.
  return targetAcquired(table, attackerId, targetId, row?.range, { anyArc });
}
