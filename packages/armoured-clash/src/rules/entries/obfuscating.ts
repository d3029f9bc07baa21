import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Obfuscating (X") — this unit always counts as having Shrouded, as
 * do any friendly units whose models are all within X" of it (game step
 * lineOfSightDrawn). Where units stand decides it, once per table:
 * battlefield/obfuscating.ts.
 */
export const obfuscating: RuleEntry = {
  name: 'Obfuscating',
  kind: 'specialRule',
  source: 'glossary: Obfuscating (X")',
  takesX: true,
  actsIn: 'Line of Sight (battlefield/obfuscating.ts)',
  inGame: { lineOfSightDrawn: (traits, x) => ({ ...traits, obfuscating: x }) },
};
