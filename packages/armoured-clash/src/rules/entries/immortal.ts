import type { RuleEntry } from '../rule-entry.js';
import { lookUpName } from '../rule-ref.js';

/** glossary: Immortal — the distance of a Portal Marker within which the rule acts. */
export const IMMORTAL_REACH = 3;

/** glossary: Immortal — the Destroyed models its General can restore at the start of its Activation. */
const MODELS_RESTORED = 2;

/**
 * glossary: Immortal — while within 3" of a Portal Marker the unit's Defence is
 * increased by 1, against every attack (the game measures it:
 * `situation.targetNearPortalMarker`, game/portals/near-portal.ts); at the
 * start of its Activation, within 3" of one, its General can restore up to two
 * Destroyed models, not above its starting Reinforcement Limit (game step
 * activationStartRestores; game/portals/immortal-restore.ts). No benefit while
 * Garrisoning a Building or Embarked (an Embarked unit cannot be attacked).
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
  inGame: {
    activationStartRestores: () => ({
      rule: 'glossary: Immortal',
      models: MODELS_RESTORED,
      within: IMMORTAL_REACH,
    }),
  },
};
