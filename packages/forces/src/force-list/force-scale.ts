import { FORCE_SCALE, type ForceScale, HAND_LIMIT } from '@warroom/armoured-clash';
import type { ReinforcementLevel } from '../orbat/vocabulary.js';

/** The Force Scales, smallest first (rulebook p.52). */
export const FORCE_SCALES = Object.keys(HAND_LIMIT) as [ForceScale, ...ForceScale[]];

export const FORCE_SCALE_NAMES: Record<ForceScale, string> = {
  skirmish: 'Skirmish',
  battle: 'Battle',
  cataclysm: 'Cataclysm',
};

/** rulebook p.52-53 Points Limit: the default and the suggested range of each Force Scale. */
export const POINTS_LIMIT: Record<
  ForceScale,
  { readonly standard: number; readonly from: number; readonly to: number }
> = {
  skirmish: FORCE_SCALE.skirmish.pointsLimit,
  battle: FORCE_SCALE.battle.pointsLimit,
  cataclysm: FORCE_SCALE.cataclysm.pointsLimit,
};

/**
 * rulebook p.55 Reinforcement Level Limits: Basic only in a Skirmish, Basic or
 * Reinforced in a Battle, all three in a Cataclysm.
 */
export const LEVELS_ALLOWED: Record<ForceScale, readonly ReinforcementLevel[]> = {
  skirmish: FORCE_SCALE.skirmish.reinforcementLevels,
  battle: FORCE_SCALE.battle.reinforcementLevels,
  cataclysm: FORCE_SCALE.cataclysm.reinforcementLevels,
};
