import { EPSILON, withinDistance } from '@warroom/engine';
import { lineOfSight } from './line-of-sight.js';
import { type SightIndex, sightIndex } from './sight-index.js';
import type { Table } from './table.js';
import { type AttackRange, type FirstSeen, acquisitionParties } from './target-acquisition.js';

/** How the yes/no check is asked: glossary: Turret's `anyArc`, and the table's sight index when the caller built it. */
export interface AcquiredOptions {
  readonly anyArc?: boolean;
  readonly sight?: () => SightIndex;
}

/**
 * Whether `attacker` confirms Target Acquisition on `target`: exactly
 * acquireTarget's `confirmed`, working out only what that needs. Check Range
 * first (the Officer within Long Range of some model, which bounding boxes
 * mostly settle), then Check Visibility model by model until one is not
 * Blocked. For listing the units a unit may target or react against; `sight`
 * gives the table's sight index, when the caller builds it once for a list.
 */
export function targetAcquired(
  table: Table,
  attackerId: string,
  targetId: string,
  range: AttackRange | undefined,
  options: AcquiredOptions = {},
): boolean {
  return firstSeen(table, attackerId, targetId, range, options) !== undefined;
}

/** targetAcquired (same arguments), with what it found when it confirms (FirstSeen), else undefined. */
export function firstSeen(
  table: Table,
  attackerId: string,
  targetId: string,
  range: AttackRange | undefined,
  options: AcquiredOptions = {},
): FirstSeen | undefined {
  const parties = acquisitionParties(table, attackerId, targetId);
  const { officer, targetModels, measured } = parties;
  if (range === undefined) return undefined;
  const from = measured(officer);
  const reach = range.long + EPSILON;
  if (!targetModels.some((m) => withinDistance(from, measured(m), reach))) return undefined;
  const context = { rangedAttack: true, anyArc: options.anyArc === true, untilBlocked: true };
  const sight = options.sight?.() ?? sightIndex(table);
  for (let index = 0; index < targetModels.length; index++) {
    const model = targetModels[index];
    if (model === undefined) continue;
    const line = lineOfSight(table, officer, model, context, sight);
    if (line.visibility !== 'blocked') return { parties, index, line };
  }
  return undefined;
}
