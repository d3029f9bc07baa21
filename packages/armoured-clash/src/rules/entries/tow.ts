import type { RuleEntry } from '../rule-entry.js';

/** glossary: Tow: the Trait of the units a Tow unit may nominate. */
const GUN_CARRIAGE = 'Gun Carriage';

/**
 * glossary: Tow — before Deployment the unit may nominate a friendly Gun
 * Carriage unit (the force list's `towedBy` on it), which gains Vanguard (10")
 * and is On Lookout as the first Round starts (game step towNominates;
 * game/towed.ts).
 */
export const tow: RuleEntry = {
  name: 'Tow',
  kind: 'specialRule',
  source: 'glossary: Tow',
  takesX: false,
  actsIn: 'the nomination before Deployment, and the Towed unit (game/towed.ts)',
  inGame: { towNominates: () => GUN_CARRIAGE },
};
