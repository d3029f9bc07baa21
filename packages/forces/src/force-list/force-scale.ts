import { type ForceScale, HAND_LIMIT } from '@warroom/armoured-clash';
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
  skirmish: { standard: 1000, from: 500, to: 1500 },
  battle: { standard: 2000, from: 1500, to: 2500 },
  cataclysm: { standard: 3000, from: 2500, to: 4000 },
};

/**
 * rulebook p.55 Reinforcement Level Limits: Basic only in a Skirmish, Basic or
 * Reinforced in a Battle, all three in a Cataclysm.
 */
export const LEVELS_ALLOWED: Record<ForceScale, readonly ReinforcementLevel[]> = {
  skirmish: ['basic'],
  battle: ['basic', 'reinforced'],
  cataclysm: ['basic', 'reinforced', 'fullStrength'],
};
