import { type Point, normaliseAngle, point } from '@warroom/engine';
import { inFrontArc } from '../battlefield/arcs.js';
import { endFacing } from '../battlefield/movement/end-facing.js';
import type { TableUnit } from '../battlefield/table.js';
import { movementTraitsOf, sightTraitsOf } from '../battlefield/unit-traits.js';
import type { ModelState } from './state.js';
import { steeredPath } from './withdraw-template.js';

/** rulebook p.29 Withdrawing: the Officer moves 3" directly away. */
export const WITHDRAW_DISTANCE = 3;

/** Where the Officer Withdraws to: its place, its facing, and the waypoints of its move (where it stood first). */
export interface OfficerWithdrawal {
  readonly at: Point;
  readonly facing: number;
  readonly waypoints: readonly Point[];
}

/**
 * rulebook p.29 Withdrawing: where `officer` of `unit` withdraws to: 3"
 * directly away from `other` (the winning unit's Officer, or the building it
 * Garrisons), "ending its move with the winning unit in its Front Arc":
 * facing `other`. A Ponderous Officer (ponderousWithdrawal) follows the
 * Turning Template. Undefined when it cannot end with `other` in its Front Arc.
 */
export function officerWithdrawal(
  unit: Pick<TableUnit, 'rules'>,
  officer: ModelState,
  other: Point,
): OfficerWithdrawal | undefined {
  const dx = officer.x - other.x;
  const dy = officer.y - other.y;
  const away = Math.atan2(dy, dx);
  if (movementTraitsOf(unit).ponderous) return ponderousWithdrawal(unit, officer, other, away);
  const length = Math.hypot(dx, dy) || 1;
  const at = point(
    officer.x + (WITHDRAW_DISTANCE * dx) / length,
    officer.y + (WITHDRAW_DISTANCE * dy) / length,
  );
  return { at, facing: Math.atan2(-dy, -dx), waypoints: [point(officer.x, officer.y), at] };
}

/**
 * rulebook p.29 Withdrawing with p.16 Ponderous Movement (glossary:
 * Ponderous): the Officer "cannot rotate on the spot", so it cannot turn to
 * face the winning unit as others do. Our reading of "moves 3" directly away"
 * for it: it moves 3" along the Turning Template, backwards when the line
 * directly away (`away`, from `other` through its Centre Point) lies within
 * 90° of its rear, else forwards, turning at each Navigation Point towards
 * that line's bearing by as much as the template allows (withdraw-template.ts
 * steeredPath): one already facing the winning unit or directly away from it
 * moves 3" straight back or on, as every other Officer. It ends facing along
 * its last leg (battlefield/movement/end-facing.ts); if the winning unit's
 * Officer (`other`) is then not in its Front Arc (rulebook p.11; either of
 * Rolling Stock's, glossary: Rolling Stock), as for one moving forwards away
 * from a unit behind it, it cannot be placed by the rule and is Destroyed
 * (p.29: a model that cannot be placed according to these rules "is
 * immediately Destroyed").
 *
 * So, by that last sentence of p.29, a Ponderous unit charged from behind that
 * loses is Destroyed model by model: each Officer moves on, away from the
 * winning unit behind it, turning at most two of the template's largest turns
 * in 3", and cannot end with it in its Front Arc; the model promoted in its
 * place (p.35 Field Promotion, withdraw.ts) fares the same, until the unit is
 * Annihilated (withdraw-ponderous.test.ts). The rules give no kinder way:
 * glossary Ponderous ("When this unit moves, its models must follow the rules
 * for Ponderous Movement") covers the Officer's Withdraw, which p.29 calls a
 * move ("its Officer moves 3" directly away").
 */
function ponderousWithdrawal(
  unit: Pick<TableUnit, 'rules'>,
  officer: ModelState,
  other: Point,
  away: number,
): OfficerWithdrawal | undefined {
  const backwards = Math.abs(normaliseAngle(away - (officer.facing + Math.PI))) <= Math.PI / 2;
  const from = { at: point(officer.x, officer.y), facing: officer.facing };
  const waypoints = steeredPath(from, away, WITHDRAW_DISTANCE, backwards);
  const at = waypoints[waypoints.length - 1] ?? from.at;
  const facing = endFacing(unit, officer.facing, { waypoints });
  const rollingStock = sightTraitsOf(unit).rollingStock;
  if (!inFrontArc(at, facing, other, rollingStock)) return undefined;
  return { at, facing, waypoints };
}
