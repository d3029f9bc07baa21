import type { RuleEntry } from '../rule-entry.js';

/** glossary: Shrine of the Faithful (X") — the Discipline it gives. */
export const SHRINE_OF_THE_FAITHFUL_BONUS = 1;

/** glossary: Shrine of the Faithful (X") — the Trait it gives, and the Trait that cannot gain it. */
export const FAITHFUL_TRAIT = 'Faithful';
export const BEHEMOTH_TRAIT = 'Behemoth';

/**
 * glossary: Shrine of the Faithful (X") — friendly units within X" of this
 * unit gain +1 Discipline and the Faithful Trait (not a Behemoth unit): game
 * step aurasHeld. Where units stand decides it: game/discipline-auras.ts.
 */
export const shrineOfTheFaithful: RuleEntry = {
  name: 'Shrine of the Faithful',
  kind: 'specialRule',
  source: 'glossary: Shrine of the Faithful (X")',
  takesX: true,
  actsIn: "the game's Discipline Tests and Traits (game/discipline-auras.ts)",
  inGame: {
    aurasHeld: (auras, x) => [
      ...auras,
      {
        rule: 'Shrine of the Faithful',
        x,
        reach: 'friendly',
        measure: 'unit',
        throughTransport: false,
      },
    ],
  },
};
