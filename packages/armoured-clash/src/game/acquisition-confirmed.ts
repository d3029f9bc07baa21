import type { SightIndex } from '../battlefield/sight-index.js';
import type { Table } from '../battlefield/table.js';
import { targetAcquired } from '../battlefield/target-acquired.js';
import { takesFullRoute } from '../rules/acquisition-route.js';
import type { GameSetup } from './army.js';
import { profileAsTarget } from './entrenched.js';
import { armyUnit } from './army-unit.js';
import { rangedRow } from './ranged-row.js';
import { acquisition } from './weapon-acquisition.js';
import { acquiresInAnyArc } from './irregular.js';
import { answerOnTable } from './table-answers.js';
import { acquisitionRoute } from './acquisition-route.js';
import { indirectConfirmed } from './indirect-confirmed.js';

/**
 * Whether `acquisition` (same arguments) would be confirmed, without its
 * details: for listing targets and reactors, where most units are out of range
 * or out of sight. `sight` gives the table's sight index, built once for the
 * list. Rows with Trail or Trap take the full route, Indirect its own
 * (indirect-confirmed.ts) (game step targetAcquisition: acquisition-route.ts).
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
    : answerOnTable(
        setup,
        table,
        { first: attackerId, second: targetId, flag: entrenched },
        confirmed,
      );
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
  const route = acquisitionRoute(row);
  if (takesFullRoute(route)) {
    const asked = { sight, verdictOnly: true };
    return acquisition(setup, table, attackerId, targetId, entrenched, movedThrough, asked)
      .confirmed;
  }
  // glossary: Turret, Irregular: Visibility confirmed outside the Officer's Front Arc.
  const anyArc = route.anyArc || acquiresInAnyArc(setup, attackerId);
  // glossary: Indirect: a friend's eyes, by its own short route.
  if (row !== undefined && route.friendlyVisibility)
    return indirectConfirmed(table, attackerId, targetId, row.range, anyArc, sight);
  return targetAcquired(table, attackerId, targetId, row?.range, { anyArc, sight });
}
