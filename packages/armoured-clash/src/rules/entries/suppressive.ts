import type { RuleEntry } from '../rule-entry.js';

/** glossary: Suppressive — a Suppression Test made as the result of this attack has a -1 Discipline modifier. */
export const suppressive: RuleEntry = {
  name: 'Suppressive',
  kind: 'weaponQuality',
  source: 'glossary: Suppressive',
  takesX: false,
  whenAttacking: { suppressionTestModifier: (modifier) => modifier - 1 },
};
