import { EPSILON } from '@warroom/engine';
import type { SightIndex } from '../battlefield/sight-index.js';
import type { Table, TableUnit } from '../battlefield/table.js';
import {
  type AcquisitionOptions,
  type AttackRange,
  type TargetAcquisition,
  acquireTarget,
} from '../battlefield/target-acquisition.js';
import { targetAcquired } from '../battlefield/target-acquired.js';
import type { ArmyRangedRow, GameSetup } from './army.js';
import { profileAsTarget } from './entrenched.js';
import { rangedRow } from './ranged-row.js';
import { armyUnit } from './army-unit.js';
import { acquiresInAnyArc } from './irregular.js';
import { acquisitionRoute } from './acquisition-route.js';

/**
 * How a Target Acquisition with a row is asked: `sight` gives the table's
 * sight index, when the caller builds it once for a list; `verdictOnly` when
 * a refusal's details are not read (acquireTarget).
 */
export type WeaponAcquisitionOptions = Pick<AcquisitionOptions, 'sight' | 'verdictOnly'>;

/** Target Acquisition for an attack with a row's qualities. */
export interface WeaponAcquisition extends TargetAcquisition {
  /** glossary: Indirect — the friendly unit that confirmed Visibility when the attacker could not. */
  readonly visibilityFrom?: string;
}

/**
 * What Target Acquisition measured, whatever it confirmed: for a rule (Indirect,
 * Trail, Trap) that confirms or fails the acquisition in its own way.
 */
function measured(found: TargetAcquisition): Omit<TargetAcquisition, 'confirmed' | 'failed'> {
  return {
    distance: found.distance,
    sightLines: found.sightLines,
    exposed: found.exposed,
    concealed: found.concealed,
    withinShortRange: found.withinShortRange,
    outsideFrontArc: found.outsideFrontArc,
  };
}

/**
 * Whether a unit's Officer has Clear or Obscured Line of Sight to at least one
 * model of the target: Target Acquisition at any range (targetAcquired, which
 * stops at the first model seen).
 */
function confirmsVisibility(
  table: Table,
  unitId: string,
  targetId: string,
  sight: (() => SightIndex) | undefined,
): boolean {
  const anywhere = { short: 0, long: Number.POSITIVE_INFINITY };
  return targetAcquired(table, unitId, targetId, anywhere, sight === undefined ? {} : { sight });
}

/** glossary: Indirect — the first friendly unit of the attacker whose Officer confirms Visibility on the target. */
export function friendConfirmingVisibility(
  table: Table,
  attackerId: string,
  targetId: string,
  sight: (() => SightIndex) | undefined,
): TableUnit | undefined {
  const side = table.units.get(attackerId)?.side;
  return [...table.units.values()].find(
    (unit) =>
      unit.side === side &&
      unit.id !== attackerId &&
      table.models.some((m) => m.id === unit.officer) &&
      confirmsVisibility(table, unit.id, targetId, sight),
  );
}

/**
 * glossary: Indirect — the attack cannot target units within its Short Range;
 * the attacking unit need not confirm Visibility, as long as a friendly unit
 * can, but the target must still be in its Officer's Front Arc.
 */
export function indirectAcquisition(
  table: Table,
  attackerId: string,
  targetId: string,
  range: AttackRange,
  found: TargetAcquisition,
  sight: (() => SightIndex) | undefined,
): WeaponAcquisition {
  if (found.withinShortRange) return { ...found, confirmed: false, failed: 'range' };
  if (found.failed !== 'visibility' || found.outsideFrontArc) return found;
  const friend = friendConfirmingVisibility(table, attackerId, targetId, sight);
  if (friend === undefined) return found;
  if (found.distance > range.long + EPSILON) return { ...found, failed: 'range' };
  return { confirmed: true, ...measured(found), visibilityFrom: friend.id };
}

/**
 * glossary: Trail — rather than drawing Line of Sight from the Officer, the
 * attack may be made against an enemy unit the attacking unit moved through in
 * its Movement Step: no Visibility or Range to confirm (the rest is kept for
 * the record).
 */
function trail(found: TargetAcquisition): WeaponAcquisition {
  return { confirmed: true, ...measured(found) };
}

/**
 * glossary: Trap — rather than drawing Line of Sight from the Officer, the
 * attack must be made against an enemy unit that started or ended its latest
 * Movement Step Garrisoning or with a model in Difficult or Dense Terrain
 * (`trapExposed`, game/trap-cover.ts): no Visibility to confirm (Line of Sight
 * and the Front Arc), the Range still checked; any other unit cannot be its target.
 */
function trap(
  table: Table,
  targetId: string,
  row: ArmyRangedRow,
  found: TargetAcquisition,
): WeaponAcquisition {
  const common = measured(found);
  if (table.units.get(targetId)?.trapExposed !== true)
    return { confirmed: false, failed: 'visibility', ...common };
  if (found.distance > row.range.long + EPSILON)
    return { confirmed: false, failed: 'range', ...common };
  return { confirmed: true, ...common };
}

/**
 * rulebook p.17 Target Acquisition of one unit by another in the current state,
 * with the row the target's category calls for and its qualities: Turret
 * (and the attacker's Irregular) confirms Visibility outside the Officer's Front Arc, Indirect through a
 * friendly unit's eyes and never within Short Range. An `entrenched` Light
 * target may call for the row against Heavy targets (glossary: Construction Team).
 * With Trail, a unit the attacker moved through (`movedThrough`) is acquired
 * without Line of Sight or Range.
 */
export function acquisition(
  setup: GameSetup,
  table: Table,
  attackerId: string,
  targetId: string,
  entrenched = false,
  movedThrough: readonly string[] = [],
  options: WeaponAcquisitionOptions = {},
): WeaponAcquisition {
  const target = profileAsTarget(setup, table, attackerId, targetId, entrenched);
  const row = rangedRow(armyUnit(setup, attackerId), target);
  return acquisitionWithRow(setup, table, attackerId, targetId, row, movedThrough, options);
}

/**
 * The same Target Acquisition with a given row, which may be another unit's
 * (glossary: Open Top: the row of a unit aboard, the attacker's Officer and
 * Arcs): its Turret, Trail, Trap and Indirect act as for the attacker's own
 * (game step targetAcquisition: acquisition-route.ts).
 */
export function acquisitionWithRow(
  setup: GameSetup,
  table: Table,
  attackerId: string,
  targetId: string,
  row: ArmyRangedRow | undefined,
  movedThrough: readonly string[] = [],
  options: WeaponAcquisitionOptions = {},
): WeaponAcquisition {
  const route = acquisitionRoute(row);
  const anyArc = route.anyArc || acquiresInAnyArc(setup, attackerId);
  const trailed = route.movedThrough && movedThrough.includes(targetId);
  // glossary: Trail confirms a unit moved through at every range: its details are always read.
  const verdictOnly = options.verdictOnly === true && !trailed;
  const { sight } = options;
  const found = acquireTarget(table, attackerId, targetId, row?.range, {
    anyArc,
    sight,
    verdictOnly,
  });
  if (row === undefined) return found;
  if (trailed) return trail(found);
  if (route.trapExposedOnly) return trap(table, targetId, row, found);
  return route.friendlyVisibility
    ? indirectAcquisition(table, attackerId, targetId, row.range, found, sight)
    : found;
}
