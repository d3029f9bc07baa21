import type { Attack } from '../../attack/attack.js';
import type { RuleEntry } from '../rule-entry.js';

/**
 * The three qualities whose Attack Dice value has a second value in parentheses,
 * used when a condition on the target holds: Point Blank, Shock, Wreckers.
 */
function alternateDiceQuality(name: string, when: (attack: Attack) => boolean): RuleEntry {
  return {
    name,
    kind: 'weaponQuality',
    source: `glossary: ${name}`,
    takesX: false,
    whenAttacking: {
      readArmamentsGrid: (dice, attack) =>
        when(attack) && attack.weapon.alternateDice !== undefined
          ? attack.weapon.alternateDice
          : dice,
    },
  };
}

/** glossary: Point Blank — the second value is used if the target is within Short Range. */
export const pointBlank = alternateDiceQuality(
  'Point Blank',
  (attack) => attack.situation.withinShortRange,
);

/** glossary: Shock — the second value is used if the target has the Light Target Category. */
export const shock = alternateDiceQuality('Shock', (attack) => attack.target.category === 'light');

/** glossary: Wreckers — the second value is used if the target has the Heavy Target Category. */
export const wreckers = alternateDiceQuality(
  'Wreckers',
  (attack) => attack.target.category === 'heavy',
);
