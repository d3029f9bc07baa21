import type { TargetCategory, UnitType } from '@warroom/armoured-clash';
import { TARGET_CATEGORY_NAMES } from '../orbat/names.js';
import { REINFORCEMENT_LEVEL_NAMES, UNIT_TYPE_NAMES } from '../orbat/vocabulary.js';
import { targetCategoryNamed } from './game-words.js';
import { STAT_LABELS, type StatName } from './stat-line.js';
import { cleanText, isDash, readCount, readInches } from './text.js';
import type { UnitCategories } from './unit-categories.js';
import type { LevelReading, UnitWarn } from './unit-levels.js';

/** The unit-wide part of a profile (rulebook p.12): the same at every Reinforcement level. */
export interface UnitAttributes {
  readonly type: UnitType;
  readonly category: TargetCategory;
  readonly size: number;
  readonly speed: number;
  readonly defence: number;
  readonly damageLimit: number;
  readonly discipline: number;
  readonly breakLimit?: number;
}

const UNIT_WIDE: readonly StatName[] = [
  'target',
  'size',
  'speed',
  'defence',
  'damageLimit',
  'discipline',
  'breakLimit',
];

/** Reports stats that differ between levels (the ORBAT has one value; the lowest level's is kept). */
function compareLevels(levels: readonly LevelReading[], warn: UnitWarn): void {
  const [first, ...rest] = levels;
  for (const reading of rest) {
    for (const stat of UNIT_WIDE) {
      const a = first?.stats?.values[stat];
      const b = reading.stats?.values[stat];
      if (a !== undefined && b !== undefined && cleanText(a) !== cleanText(b)) {
        warn(
          'conflict',
          `${STAT_LABELS[stat]} is "${cleanText(a)}" at ${REINFORCEMENT_LEVEL_NAMES[first?.level ?? 'basic']} but "${cleanText(b)}" at ${REINFORCEMENT_LEVEL_NAMES[reading.level]}: the first is kept`,
        );
      }
    }
  }
}

function targetOf(
  printed: string | undefined,
  categories: UnitCategories,
  warn: UnitWarn,
): TargetCategory | undefined {
  const fromProfile = printed === undefined ? undefined : targetCategoryNamed(printed);
  const [fromCategories] = categories.targetCategories;
  if (printed !== undefined && !isDash(printed) && fromProfile === undefined) {
    warn(
      'unreadable-value',
      `Target Category "${cleanText(printed)}" is not Light, Heavy or Aerial`,
    );
  }
  if (fromProfile !== undefined && fromCategories !== undefined && fromProfile !== fromCategories) {
    warn(
      'conflict',
      `the profile says Target Category ${cleanText(printed ?? '')} but the categories say ${TARGET_CATEGORY_NAMES[fromCategories]}: the profile is kept`,
    );
  }
  return fromProfile ?? fromCategories;
}

/**
 * Reads the unit-wide Attributes from the lowest level's stat line and the
 * unit's categories. Returns undefined (after one warning listing what is
 * missing) when the unit cannot be imported.
 */
export function unitAttributes(
  levels: readonly LevelReading[],
  categories: UnitCategories,
  warn: UnitWarn,
): UnitAttributes | undefined {
  compareLevels(levels, warn);
  const values = levels.find((l) => l.stats !== undefined)?.stats?.values;
  const lacking: string[] = [];
  if (values === undefined)
    lacking.push('a unit profile (Size, Speed, Defence, Damage Limit, Discipline)');
  const [type, ...otherTypes] = categories.types;
  if (type === undefined) {
    lacking.push(
      'a Unit Type category (Infantry, Cavalry, Field Gun, Armour, Artillery, Rotorcraft, Aircraft or Fortification)',
    );
  } else if (otherTypes.length > 0) {
    warn(
      'conflict',
      `its categories name the Unit Types ${categories.types.map((t) => UNIT_TYPE_NAMES[t]).join(', ')}: ${UNIT_TYPE_NAMES[type]} (the primary category's, or the first) is kept`,
    );
  }
  const category = targetOf(values?.target, categories, warn);
  if (category === undefined) lacking.push('a Target Category (Light, Heavy, Aerial)');
  const number = (
    stat: StatName,
    read: (text: string) => number | undefined,
    dash?: number,
  ): number | undefined => {
    const text = values?.[stat];
    if (values === undefined) return undefined;
    if (text !== undefined && isDash(text) && dash !== undefined) {
      warn(
        'missing-value',
        `${STAT_LABELS[stat]} is printed "-"; the ORBAT format needs a number: ${dash} recorded`,
      );
      return dash;
    }
    const value = text === undefined ? undefined : read(text);
    if (value === undefined)
      lacking.push(
        text === undefined
          ? `a ${STAT_LABELS[stat]}`
          : `a readable ${STAT_LABELS[stat]} (not "${cleanText(text)}")`,
      );
    return value;
  };
  const size = number('size', readCount);
  const speed = number('speed', readInches, 0);
  const defence = number('defence', readCount);
  const damageLimit = number('damageLimit', readCount);
  const discipline = number('discipline', readCount, 0);
  if (damageLimit === 0) lacking.push('a Damage Limit of at least 1');
  const breakText = values?.breakLimit;
  const breakLimit =
    breakText === undefined || isDash(breakText) ? undefined : readCount(breakText);
  if (values !== undefined && breakText === undefined) {
    warn(
      'missing-value',
      'no Break Limit: left out, as for a profile that prints "-" (the unit never Breaks)',
    );
  } else if (breakText !== undefined && !isDash(breakText) && breakLimit === undefined) {
    warn(
      'unreadable-value',
      `Break Limit "${cleanText(breakText)}" is not a whole number: left out`,
    );
  }
  if (
    lacking.length > 0 ||
    type === undefined ||
    category === undefined ||
    size === undefined ||
    speed === undefined ||
    defence === undefined ||
    damageLimit === undefined ||
    discipline === undefined
  ) {
    warn('unit-skipped', `the source lacks ${lacking.join(', ')}: the unit is not imported`);
    return undefined;
  }
  return {
    type,
    category,
    size,
    speed,
    defence,
    damageLimit,
    discipline,
    ...(breakLimit === undefined ? {} : { breakLimit }),
  };
}
