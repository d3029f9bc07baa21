import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Fireteam — "This unit is a Fireteam": what a Parent Unit (X) takes
 * into its Battlefield Element (forces: validate/parent-units.ts). The rules of
 * Fireteams are in the Union ORBAT, not in the texts the engine implements.
 */
export const fireteam: RuleEntry = {
  name: 'Fireteam',
  kind: 'specialRule',
  source: 'glossary: Fireteam',
  takesX: false,
  actsIn: 'the force list, as what a Parent Unit (X) takes (forces: validate/parent-units.ts)',
};
