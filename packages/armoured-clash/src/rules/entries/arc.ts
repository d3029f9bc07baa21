import type { RuleEntry } from '../rule-entry.js';

/** glossary: Arc — each Heroic Strike in the Heroic Strikes Explode step adds two dice instead of one. */
export const arc: RuleEntry = {
  name: 'Arc',
  kind: 'weaponQuality',
  source: 'glossary: Arc',
  takesX: false,
  whenAttacking: { heroicStrikesExplode: (dice) => dice + 1 },
};
