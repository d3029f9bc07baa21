import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Tow — before Deployment the unit may nominate a friendly Gun
 * Carriage unit (the force list's `towedBy` on it), which gains Vanguard (10")
 * and is On Lookout as the first Round starts (game/towed.ts).
 */
export const tow: RuleEntry = {
  name: 'Tow',
  kind: 'specialRule',
  source: 'glossary: Tow',
  takesX: false,
  actsIn: 'the nomination before Deployment, and the Towed unit (game/towed.ts)',
};
