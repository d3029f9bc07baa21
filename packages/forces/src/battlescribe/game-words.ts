import type { TargetCategory, UnitType } from '@warroom/armoured-clash';
import { TARGET_CATEGORY_NAMES } from '../orbat/names.js';
import {
  type BattlegroupKind,
  REINFORCEMENT_LEVEL_NAMES,
  type ReinforcementLevel,
  UNIT_TYPE_NAMES,
} from '../orbat/vocabulary.js';

// Reads the game's words (Unit Types, Target Categories, Reinforcement levels,
// Battlegroup kinds) out of the names BattleScribe authors give categories and
// entries: case, spacing, hyphens, plurals and US spelling do not count.

/** `Field Guns` → `fieldgun`, `Armor` → `armour`, `Full-Strength` → `fullstrength`. */
function wordKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/armor\b/g, 'armour')
    .replace(/[^a-z]/g, '');
}

function lookUp<T extends string>(names: Readonly<Record<T, string>>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [word, printed] of Object.entries(names) as [T, string][]) {
    map.set(wordKey(printed), word);
  }
  return map;
}

const UNIT_TYPES = lookUp(UNIT_TYPE_NAMES);
const TARGET_CATEGORIES = lookUp(TARGET_CATEGORY_NAMES);
const LEVELS = lookUp(REINFORCEMENT_LEVEL_NAMES);

function singular(key: string): string {
  return key.endsWith('s') ? key.slice(0, -1) : key;
}

/** The Unit Type a name means (`Infantry`, `Field Guns`, `Armor`), if any. */
export function unitTypeNamed(name: string): UnitType | undefined {
  const key = wordKey(name);
  return UNIT_TYPES.get(key) ?? UNIT_TYPES.get(singular(key));
}

/**
 * The Unit Types a name lists: one (`Armour`) or several joined by "/"
 * (`Cavalry/Armour`, `Field Guns/Artillery`). Undefined unless every part is one.
 */
export function unitTypesNamed(name: string): UnitType[] | undefined {
  const types = name.split('/').map(unitTypeNamed);
  return types.every((t): t is UnitType => t !== undefined) ? types : undefined;
}

/** The Target Category a name means (`Light`, `Heavy`, `Aerial`), if any. */
export function targetCategoryNamed(name: string): TargetCategory | undefined {
  return TARGET_CATEGORIES.get(wordKey(name));
}

/** The Reinforcement level a name means (`Basic`, `Reinforced`, `Full Strength`), if any. */
export function levelNamed(name: string): ReinforcementLevel | undefined {
  return LEVELS.get(wordKey(name));
}

/** The kind of Battlegroup its name says (`... Auxiliary Battlegroup`), if it says one. */
export function battlegroupKindNamed(name: string): BattlegroupKind | undefined {
  const words = name.toLowerCase();
  if (/\bheroic\b/.test(words)) return 'heroic';
  if (/\bauxiliary\b/.test(words)) return 'auxiliary';
  if (/\bfaction\b/.test(words)) return 'faction';
  return undefined;
}

/** Whether two names are the same ignoring case, spacing and punctuation. */
export function sameWords(a: string, b: string): boolean {
  return wordKey(a) === wordKey(b);
}
