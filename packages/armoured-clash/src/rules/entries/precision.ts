import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Precision — the attacking General chooses which models the attack
 * Destroys, among those the attacking Officer can confirm Target Acquisition on
 * (Close Formation: still from the rear rank, but the Officer may be chosen).
 * The attack says who chooses; removing the models is the game's part.
 */
export const precision: RuleEntry = {
  name: 'Precision',
  kind: 'weaponQuality',
  source: 'glossary: Precision',
  takesX: false,
  inGame: { weaponUse: (use) => ({ ...use, precision: true }) },
  whenAttacking: { removalChosenBy: () => 'attackingGeneral' },
};

/** glossary: Bodyguard — attacks that target this unit cannot benefit from the Precision quality. */
export const bodyguard: RuleEntry = {
  name: 'Bodyguard',
  kind: 'specialRule',
  source: 'glossary: Bodyguard',
  takesX: false,
  whenTargeted: { cancelRemovalChoice: () => 'targetGeneral' },
};
