import { point, radians } from '@warroom/engine';
import { type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import type { Table } from '../battlefield/table.js';
import { reformMove } from '../battlefield/movement/unit-moves.js';
import type { At } from './choice.js';
import { checkedBefore, manoeuvreKey } from './checked-manoeuvre.js';
import { geometryOrIllegal } from './geometry-or-illegal.js';
import { legPoints } from './move-legs.js';
import { IllegalChoice } from './rule-error.js';

/**
 * rulebook p.16 Moving a Unit: the Officer to `at` (through `via`), the unit
 * re-formed facing `facing` degrees within `limit` inches, checked
 * (checkMove); throws IllegalChoice with the first rule it breaks. A move a
 * bot just found allowed on this table (manoeuvreAllowed,
 * freeAdvanceAllowed) is not checked again.
 */
export function checkedReform(
  table: Table,
  unitId: string,
  at: At,
  facing: number,
  limit: number,
  via: readonly At[] | undefined,
): UnitMove {
  const checked =
    via === undefined || via.length === 0
      ? checkedBefore(table, manoeuvreKey(unitId, at, facing, limit))
      : undefined;
  const move =
    checked?.move ??
    geometryOrIllegal('rulebook p.14 Unit Coherency', () =>
      reformMove(table, unitId, point(at[0], at[1]), radians(facing), limit, legPoints(via)),
    );
  const result = checked?.check ?? checkMove(table, move);
  if (!result.legal) throw new IllegalChoice(result.rule, result.message);
  return move;
}
