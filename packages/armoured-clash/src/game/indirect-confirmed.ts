import { EPSILON, withinDistance } from '@warroom/engine';
import type { SightIndex } from '../battlefield/sight-index.js';
import type { Table } from '../battlefield/table.js';
import { targetAcquired } from '../battlefield/target-acquired.js';
import {
  type AttackRange,
  acquisitionParties,
  outsideOfficersFrontArc,
} from '../battlefield/target-acquisition.js';
import { friendConfirmingVisibility } from './weapon-acquisition.js';

/**
 * glossary: Indirect — whether acquisitionWithRow would confirm Target
 * Acquisition with a row that has Indirect (and neither Trail nor Trap),
 * working out only what that needs: no target model within Short Range, the
 * closest within Long Range, then Line of Sight from the Officer to one model
 * (stopping at the first), or else, with the target in the Officer's Front Arc,
 * a friendly unit's Officer confirming Visibility. For listing targets and
 * reactors; `sight` gives the table's sight index.
 */
export function indirectConfirmed(
  table: Table,
  attackerId: string,
  targetId: string,
  range: AttackRange,
  anyArc: boolean,
  sight: () => SightIndex,
): boolean {
  const parties = acquisitionParties(table, attackerId, targetId);
  const from = parties.measured(parties.officer);
  const within = (inches: number): boolean =>
    parties.targetModels.some((m) => withinDistance(from, parties.measured(m), inches + EPSILON));
  if (within(range.short) || !within(range.long)) return false;
  const anywhere = { short: 0, long: Number.POSITIVE_INFINITY };
  if (targetAcquired(table, attackerId, targetId, anywhere, { anyArc, sight })) return true;
  return (
    !outsideOfficersFrontArc(parties) &&
    friendConfirmingVisibility(table, attackerId, targetId, sight) !== undefined
  );
}
