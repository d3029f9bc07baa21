import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Throw (X") — at the end of its Activation, if the unit Destroyed
 * at least one enemy model in a Close Quarters Combat during it, its General
 * can declare a Throw: the top card of their deck is revealed and discarded,
 * and the unit makes a Weakened Ranged Attack against an enemy unit within X",
 * rolling as many dice as the card's Value; it cannot cause a Suppression Test
 * (game step endOfActivationAttack; game/throw.ts).
 */
export const throwRule: RuleEntry = {
  name: 'Throw',
  kind: 'specialRule',
  source: 'glossary: Throw (X")',
  takesX: true,
  inGame: {
    endOfActivationAttack: (end, x) =>
      end.destroyedInCloseQuarters > 0
        ? { ...end, attack: { range: x, rule: 'glossary: Throw (X")' } }
        : end,
  },
};
