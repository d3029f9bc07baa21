import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { runGameStep } from '../rules/game-hooks.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { PLAIN_WEAPON_USE, type WeaponUse } from '../rules/weapon-use.js';

// A row's qualities are one list for the whole game (its profile's): fold them once per list.
const uses = new WeakMap<readonly RuleRef[], WeaponUse>();

/**
 * When a row may be used and what using it brings: the handlers of its weapon
 * qualities at the game step weaponUse (glossary: Slow to Fire, Reactive,
 * Coruscating, Portal Blast, Move or Fire, Fields of Fire, Overcharge, Precision).
 */
export function weaponUseOf(row: { readonly qualities: readonly RuleRef[] }): WeaponUse {
  const known = uses.get(row.qualities);
  if (known !== undefined) return known;
  const use = runGameStep(ARMOURED_CLASH_RULES, row.qualities, 'weaponUse', PLAIN_WEAPON_USE);
  uses.set(row.qualities, use);
  return use;
}
