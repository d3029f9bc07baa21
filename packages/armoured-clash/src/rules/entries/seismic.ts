import type { Attack } from '../../attack/attack.js';
import type { RuleEntry } from '../rule-entry.js';
import { lookUpName } from '../rule-ref.js';

/** glossary: Seismic — Aircraft, Rotorcraft and units with Hover are immune to its effects. */
function immune(attack: Attack): boolean {
  const { target } = attack;
  return (
    target.type === 'aircraft' || target.type === 'rotorcraft' || lookUpName(target.rules, 'Hover')
  );
}

/**
 * glossary: Seismic — a target that becomes Suppressed as a result of this
 * attack gains the Disordered status as well (read: it gains Suppressed and did
 * not have it); against a unit Garrisoning a Building the attack gains an
 * additional Combat Rating Bonus.
 */
export const seismic: RuleEntry = {
  name: 'Seismic',
  kind: 'weaponQuality',
  source: 'glossary: Seismic',
  takesX: false,
  whenAttacking: {
    determineCombatRating: (modifiers, attack) =>
      lookUpName(attack.target.rules, 'Garrisoned') && !immune(attack)
        ? [...modifiers, { source: 'Seismic', effect: 'bonus', cause: 'other' }]
        : modifiers,
    targetSuppressed: (failed, attack) =>
      failed.gains.includes('suppressed') &&
      !failed.morale.suppressed &&
      !failed.gains.includes('disordered') &&
      !immune(attack)
        ? { ...failed, gains: [...failed.gains, 'disordered'] }
        : failed,
  },
};
