import { hasTrait } from '../../attack/attack.js';
import { destroyOneModel, sufferDamage } from '../../attack/damage.js';
import type { RuleEntry } from '../rule-entry.js';

const HARDENED_TRAITS = ['Behemoth', 'Fortification', 'Sturdy'];

/**
 * glossary: Penetrating — if the target suffered Damage and still has accumulated
 * Damage after the attack, one model is Destroyed and the Damage reset; a
 * Behemoth, Fortification or Sturdy target suffers one more Damage instead.
 */
export const penetrating: RuleEntry = {
  name: 'Penetrating',
  kind: 'weaponQuality',
  source: 'glossary: Penetrating',
  takesX: false,
  whenAttacking: {
    attackResolved: (outcome, attack) => {
      if (outcome.damageSuffered < 1 || outcome.damage < 1) return outcome;
      const hardened = HARDENED_TRAITS.some((trait) => hasTrait(attack.target, trait));
      return hardened
        ? sufferDamage(outcome, 1, attack.target.damageLimit)
        : destroyOneModel(outcome);
    },
  },
};
