import { point, radians } from '@warroom/engine';
import { type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import { certainlyIllegal } from '../battlefield/movement/move-bounds.js';
import { reformMove } from '../battlefield/movement/unit-moves.js';
import { type Table, centreOfModel } from '../battlefield/table.js';
import { hasFeature } from '../battlefield/terrain.js';
import type { At } from './choice.js';
import { checkManoeuvre, manoeuvreKey } from './checked-manoeuvre.js';
import { legPoints } from './move-legs.js';

/**
 * Whether the move that takes a unit's Officer to `at` (through `via`, when
 * given) and re-forms the unit there facing `facing` degrees, within `limit`
 * inches (reformMove), is legal
 * on `table` (checkMove): the verdict of a manoeuvre or a free Advance, for a
 * bot sampling many places, without an IllegalChoice for a refusal. Moves
 * that cannot be legal (move-bounds.ts) are refused before their paths are
 * checked exactly, the Officer's own path first, before the unit is formed
 * up; a unit that cannot form up there (rulebook p.14 Unit Coherency) is
 * refused. The last move in one leg checked is remembered (checked-manoeuvre.ts).
 */
export function reformAllowed(
  table: Table,
  unitId: string,
  at: At,
  facing: number,
  limit: number,
  via?: readonly At[],
): boolean {
  const legs = via !== undefined && via.length > 0;
  // Through waypoints the Officer's path is not the straight one: its own check is skipped.
  if (!legs && officerCertainlyIllegal(table, unitId, at, facing, limit)) return false;
  let move: UnitMove;
  try {
    move = reformMove(table, unitId, point(at[0], at[1]), radians(facing), limit, legPoints(via));
  } catch (error) {
    // As geometryOrIllegal: a formation geometry cannot make is refused.
    if (error instanceof RangeError || error instanceof TypeError) return false;
    throw error;
  }
  // In one leg the Officer's path (the move's first: reformMove) is the very one checked above.
  if (certainlyIllegal(table, move, legs ? 0 : 1)) return false;
  // The memo names moves in one leg (checked-manoeuvre.ts): one through waypoints is checked alone.
  if (legs) return checkMove(table, move).legal;
  return checkManoeuvre(table, manoeuvreKey(unitId, at, facing, limit), move).legal;
}

/**
 * Whether the Officer's straight path to `at` alone certainly breaks a rule
 * (move-bounds.ts): the re-formed move (reformMove) takes the Officer there by
 * that very path, so it would be refused too, without forming the unit up.
 * On a table with no road, no road's bonus can make it longer (rulebook p.42
 * Roads: only a move wholly on a road adds 2").
 */
function officerCertainlyIllegal(
  table: Table,
  unitId: string,
  at: At,
  facing: number,
  limit: number,
): boolean {
  const officerId = table.units.get(unitId)?.officer;
  const officer = table.models.find((m) => m.id === officerId);
  if (officer === undefined) return false;
  const path = {
    model: officer.id,
    waypoints: [centreOfModel(officer), point(at[0], at[1])],
    facing: radians(facing),
  };
  const noRoad = !table.terrain.some((piece) => hasFeature(piece, 'road'));
  return certainlyIllegal(table, { unit: unitId, limit, paths: [path], noRoadBonus: noRoad });
}
