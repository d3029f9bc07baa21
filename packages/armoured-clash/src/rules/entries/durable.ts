import { Face } from '../../dice/faces.js';
import type { RuleEntry } from '../rule-entry.js';

/** glossary: Durable — when this unit is targeted, Heroic Strikes score one Hit instead of two. */
export const durable: RuleEntry = {
  name: 'Durable',
  kind: 'specialRule',
  source: 'glossary: Durable',
  takesX: false,
  whenTargeted: {
    scoreHits: (hits) => hits.map((h, face) => (face === Face.heroicStrike ? 1 : h)),
  },
};
