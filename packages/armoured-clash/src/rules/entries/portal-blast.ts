import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Portal Blast — the attack is made against a Portal Marker the unit
 * has Clear or Obscured Line of Sight to, a single Attack Roll resolved
 * against each unit within 5" of it (game/portals/portal-blast.ts); it is
 * always Neutral, regardless of Combat Rating Bonuses or Penalties.
 */
export const portalBlast: RuleEntry = {
  name: 'Portal Blast',
  kind: 'weaponQuality',
  source: 'glossary: Portal Blast',
  takesX: false,
  actsIn: 'the Attack Step: its target is a Portal Marker (game/portals/portal-blast.ts)',
  inGame: { weaponUse: (use) => ({ ...use, portalBlast: true }) },
  whenAttacking: {
    combatRatingRegardless: () => 'neutral',
  },
};
