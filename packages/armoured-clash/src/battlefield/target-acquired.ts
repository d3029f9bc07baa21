import { EPSILON, withinDistance } from '@warroom/engine';
import { lineOfSight } from './line-of-sight.js';
import { type SightIndex, sightIndex } from './sight-index.js';
import type { Table } from './table.js';
import { type AttackRange, acquisitionParties } from './target-acquisition.js';

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
  options: { readonly anyArc?: boolean; readonly sight?: () => SightIndex } = {},
): boolean {
  const { officer, targetModels, measured } = acquisitionParties(table, attackerId, targetId);
  if (range === undefined) return false;
  const from = measured(officer);
  const reach = range.long + EPSILON;
  if (!targetModels.some((m) => withinDistance(from, measured(m), reach))) return false;
  const context = { rangedAttack: true, anyArc: options.anyArc === true, untilBlocked: true };
  const sight = options.sight?.() ?? sightIndex(table);
  return targetModels.some(
    (m) => lineOfSight(table, officer, m, context, sight).visibility !== 'blocked',
  );
}
