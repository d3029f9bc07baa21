import type { SightIndex } from '../battlefield/sight-index.js';
import type { Table } from '../battlefield/table.js';
import { targetAcquired } from '../battlefield/target-acquired.js';
import { lookUpName } from '../rules/rule-ref.js';
import type { GameSetup } from './army.js';
import { profileAsTarget } from './entrenched.js';
import { armyUnit } from './army-unit.js';
import { rangedRow } from './ranged-row.js';
import { acquisition } from './weapon-acquisition.js';
import { acquiresInAnyArc } from './irregular.js';
import { answerOnTable } from './table-answers.js';

/** Qualities whose Target Acquisition takes acquisition's full route (a friend's eyes, a unit moved through, a Trap's prey). */
const FULL_ROUTE = ['Indirect', 'Trail', 'Trap'];

/**
 * Whether `acquisition` (same arguments) would be confirmed, without its
 * details: for listing targets and reactors, where most units are out of range
 * or out of sight. `sight` gives the table's sight index, built once for the
 * list. Rows with Indirect or Trail take the full route.
 */
export function acquisitionConfirmed(
  setup: GameSetup,
  table: Table,
  sight: () => SightIndex,
  attackerId: string,
  targetId: string,
  entrenched = false,
  movedThrough: readonly string[] = [],
): boolean {
  const confirmed = () =>
    confirmedOnTable(setup, table, sight, attackerId, targetId, entrenched, movedThrough);
  // A unit moved through is the Activation's own: only the rest is the table's alone.
  return movedThrough.length > 0
    ? confirmed()
    : answerOnTable(setup, table, `confirmed ${attackerId} ${targetId} ${entrenched}`, confirmed);
}

function confirmedOnTable(
  setup: GameSetup,
  table: Table,
  sight: () => SightIndex,
  attackerId: string,
  targetId: string,
  entrenched: boolean,
  movedThrough: readonly string[],
): boolean {
  const target = profileAsTarget(setup, table, attackerId, targetId, entrenched);
  const row = rangedRow(armyUnit(setup, attackerId), target);
  if (row !== undefined && FULL_ROUTE.some((quality) => lookUpName(row.qualities, quality))) {
    return acquisition(setup, table, attackerId, targetId, entrenched, movedThrough, sight)
      .confirmed;
  }
  // glossary: Turret, Irregular: Visibility confirmed outside the Officer's Front Arc.
  const anyArc =
    (row !== undefined && lookUpName(row.qualities, 'Turret')) ||
    acquiresInAnyArc(setup, attackerId);
  return targetAcquired(table, attackerId, targetId, row?.range, { anyArc, sight });
}
