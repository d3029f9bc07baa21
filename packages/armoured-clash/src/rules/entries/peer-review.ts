import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Peer Review (X") — all friendly units within X" of this unit
 * automatically pass all Suppression and Rally Tests: the game's tests
 * (game/discipline-test.ts) and an attack's Suppression Test, whose target's
 * standing says so (attack/suppression.ts Morale, set by game/ranged-attack.ts).
 * Game step aurasHeld.
 */
export const peerReview: RuleEntry = {
  name: 'Peer Review',
  kind: 'specialRule',
  source: 'glossary: Peer Review (X")',
  takesX: true,
  actsIn: "the game's Suppression and Rally Tests (game/peer-review.ts)",
  inGame: {
    aurasHeld: (auras, x) => [
      ...auras,
      { rule: 'Peer Review', x, reach: 'friendly', measure: 'unit', throughTransport: false },
    ],
  },
};
