import { Face } from '../../dice/faces.js';
import { faceCount } from '../../attack/tally.js';
import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Overcharge — when declared, the top C&C card is revealed and
 * discarded and its Value in dice is added to the pool; at the end of the Apply
 * Damage step the attacking unit suffers one Damage for each Blank in the pool.
 * The declaration and the card are facts of the attack (`overchargeCardValue`).
 */
export const overcharge: RuleEntry = {
  name: 'Overcharge',
  kind: 'weaponQuality',
  source: 'glossary: Overcharge',
  takesX: false,
  inGame: { weaponUse: (use) => ({ ...use, overcharge: true }) },
  reads: (_x, attack) =>
    attack.situation.overchargeCardValue === undefined
      ? []
      : [{ face: Face.blank, cap: Number.POSITIVE_INFINITY }],
  whenAttacking: {
    gatherAttackDice: (dice, attack) => dice + (attack.situation.overchargeCardValue ?? 0),
    endOfApplyDamage: (step, attack) =>
      attack.situation.overchargeCardValue === undefined
        ? step
        : { ...step, attackerDamage: step.attackerDamage + faceCount(step.tally, Face.blank) },
  },
};
