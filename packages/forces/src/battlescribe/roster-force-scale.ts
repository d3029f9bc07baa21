import type { ForceScale } from '@warroom/armoured-clash';
import {
  FORCE_SCALES,
  FORCE_SCALE_NAMES,
  LEVELS_ALLOWED,
  POINTS_LIMIT,
} from '../force-list/force-scale.js';
import { REINFORCEMENT_LEVEL_NAMES, type ReinforcementLevel } from '../orbat/vocabulary.js';

/**
 * The Force Scale a roster was most likely written for (BattleScribe rosters
 * record none): of the scales whose Reinforcement Level Limits allow every
 * level it uses (p.55), the smallest whose suggested Points Limit range holds
 * the roster's limit, else the one whose range is nearest (rulebook p.53).
 * Returns the scale and the reasoning.
 */
export function inferForceScale(
  pointsLimit: number | undefined,
  levels: readonly ReinforcementLevel[],
): { scale: ForceScale; reason: string } {
  const allows = (scale: ForceScale): boolean =>
    levels.every((level) => LEVELS_ALLOWED[scale].includes(level));
  /** How far the limit is outside a scale's suggested range (0 inside it, or with no limit). */
  const distance = (scale: ForceScale): number => {
    if (pointsLimit === undefined) return 0;
    const { from, to } = POINTS_LIMIT[scale];
    return Math.max(0, from - pointsLimit, pointsLimit - to);
  };
  const allowed = FORCE_SCALES.filter(allows);
  const scale =
    allowed.reduce<ForceScale | undefined>(
      (best, s) => (best === undefined || distance(s) < distance(best) ? s : best),
      undefined,
    ) ?? 'cataclysm';
  const used = [...new Set(levels)].map((l) => REINFORCEMENT_LEVEL_NAMES[l]).join(', ');
  const because = [
    pointsLimit === undefined ? 'no points limit' : `the points limit ${pointsLimit}`,
    used === '' ? 'no unit level' : `the levels used (${used})`,
  ].join(' and ');
  return { scale, reason: `${FORCE_SCALE_NAMES[scale]}, from ${because}` };
}
