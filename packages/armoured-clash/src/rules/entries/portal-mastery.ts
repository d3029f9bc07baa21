import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Portal Mastery (X) — at the start of the unit's Activation its
 * General can attempt to issue a Special Command; received, they may place X
 * Portal Markers on the battlefield or remove X (of either General), each
 * placed not within 1" of units, Defensible Buildings or Markers, and no
 * more than the Portal Limit of the Force Scale (game step
 * portalMasteryAtActivation; game/portals/).
 */
export const portalMastery: RuleEntry = {
  name: 'Portal Mastery',
  kind: 'specialRule',
  source: 'glossary: Portal Mastery (X)',
  takesX: true,
  inGame: {
    portalMasteryAtActivation: (offered, x) =>
      offered !== undefined && offered.markers >= x
        ? offered
        : { rule: 'glossary: Portal Mastery (X)', markers: x },
  },
};
