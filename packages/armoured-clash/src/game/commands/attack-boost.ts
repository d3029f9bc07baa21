import type { Attack } from '../../attack/attack.js';
import type { CommandEffect } from '../../cards/deck-definition.js';
import {
  type CombatRatingModifier,
  combatRatingOf,
  modifiersOfRating,
} from '../../dice/combat-rating.js';
import { Face, faceSet } from '../../dice/faces.js';

/**
 * What a Command received for an attack adds to it: a Combat Rating Bonus
 * named after the Command (rulebook p.26: counted with the others), and
 * faces re-rolled besides the rating's (rulebook p.33 Bonus Re-Rolls, read by
 * the Bonus Re-Rolls rule of every attack at the resolveRerolls step).
 */
export function boostAttack(
  name: string,
  effects: readonly CommandEffect[],
): (attack: Attack) => Attack {
  return (attack) => {
    let modifiers: readonly CombatRatingModifier[] =
      attack.situation.combatRatingModifiers ?? modifiersOfRating(attack.situation.rating);
    let rerolls = attack.situation.bonusRerolls ?? 0;
    for (const effect of effects) {
      if (effect.kind === 'combatRatingBonus') {
        modifiers = [...modifiers, { source: name, effect: 'bonus', cause: 'other' }];
      } else if (effect.kind === 'bonusReroll') {
        rerolls |= faceSet(...effect.faces.map((face) => Face[face]));
      }
    }
    return {
      ...attack,
      situation: {
        ...attack.situation,
        rating: combatRatingOf(modifiers),
        combatRatingModifiers: modifiers,
        ...(rerolls === 0 ? {} : { bonusRerolls: rerolls }),
      },
    };
  };
}
