import type { RuleEntry } from '../rule-entry.js';
import { lookUpName } from '../rule-ref.js';

/**
 * glossary: Immortal — while within 3" of a Portal Marker the unit's Defence is
 * increased by 1, against any attack; no benefit while Garrisoning a Building
 * (an Embarked unit cannot be attacked). Restoring Destroyed models at the start
 * of its Activation is the game's part.
 */
export const immortal: RuleEntry = {
  name: 'Immortal',
  kind: 'specialRule',
  source: 'glossary: Immortal',
  takesX: false,
  whenTargeted: {
    defenceModifiers: (modifiers, attack) =>
      attack.situation.targetNearPortalMarker === true &&
      !lookUpName(attack.target.rules, 'Garrisoned')
        ? [...modifiers, { source: 'Immortal', amount: 1, cause: 'specialRule' }]
        : modifiers,
  },
};
