import { sufferDamage } from '../../attack/damage.js';
import type { Attack } from '../../attack/attack.js';
import { faceCount } from '../../attack/tally.js';
import { Face } from '../../dice/faces.js';
import type { RuleEntry } from '../rule-entry.js';
import { lookUpName } from '../rule-ref.js';
import { RuleError } from '../rules-in-play.js';

/** The Size of the building the target Garrisons, when it does (Siegebreaker applies only then). */
function garrisonedBuildingSize(attack: Attack): number | undefined {
  if (!lookUpName(attack.target.rules, 'Garrisoned')) return undefined;
  const size = attack.situation.buildingSize;
  if (size === undefined || !Number.isInteger(size) || size < 1) {
    throw new RuleError(
      `Siegebreaker against a Garrisoned unit needs the Size of its building (a whole number of at least 1), got ${String(size)}`,
    );
  }
  return size;
}

/**
 * glossary: Siegebreaker — against a unit Garrisoning a Defensible Building: at
 * the end of the Apply Damage step, if the pool holds at least as many Heroic
 * Strikes as the building's Size (not counting a Hill), the building is Wrecked
 * and the unit, if still there, suffers that many further points of Damage (then
 * it must Exit: the game's part).
 */
export const siegebreaker: RuleEntry = {
  name: 'Siegebreaker',
  kind: 'weaponQuality',
  source: 'glossary: Siegebreaker',
  takesX: false,
  reads: (_x, attack) => {
    const size = garrisonedBuildingSize(attack);
    return size === undefined ? [] : [{ face: Face.heroicStrike, cap: size }];
  },
  whenAttacking: {
    endOfApplyDamage: (step, attack) => {
      const size = garrisonedBuildingSize(attack);
      if (size === undefined || faceCount(step.tally, Face.heroicStrike) < size) return step;
      return {
        ...step,
        buildingWrecked: true,
        target: sufferDamage(step.target, size, attack.target.damageLimit),
      };
    },
  },
};
