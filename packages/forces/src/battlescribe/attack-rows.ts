import type { TargetCategory } from '@warroom/armoured-clash';
import { COLUMN_HEADING } from '../orbat/grid-columns.js';
import { targetCategoryNamed } from './game-words.js';
import type { ModifiedCharacteristic } from './selection.js';
import { cleanText, isDash, readInches, splitList } from './text.js';

/** What a weapon profile's name says: `Ranged (Light/Heavy)`, `Melee`, `Impact`. */
export type AttackName =
  | { readonly attack: 'ranged'; readonly targets: readonly TargetCategory[] }
  | { readonly attack: 'melee' | 'impact' };

/** One weapon profile read into a row of the Armaments Grid (before the grid is assembled). */
export interface ReadRow {
  readonly name: string;
  readonly kind: AttackName;
  readonly range?: { readonly short: number; readonly long: number };
  /** Column headings as printed, and the dice (and second values) under each. */
  readonly columns: readonly string[];
  readonly dice: readonly number[];
  readonly alternateDice?: readonly number[];
  readonly qualities: readonly string[];
}

const RANGED = /^ranged\s*[(:-]?\s*([^)]*?)\s*\)?$/i;

/**
 * Reads a weapon profile's name; undefined for a name that is no attack row.
 * A Ranged row's Target Categories are listed in parentheses, joined by "/".
 */
export function attackNamed(name: string): AttackName | 'unreadable' | undefined {
  const clean = cleanText(name);
  if (/^melee$/i.test(clean)) return { attack: 'melee' };
  if (/^impact$/i.test(clean)) return { attack: 'impact' };
  const ranged = RANGED.exec(clean);
  if (ranged === null) return undefined;
  const targets = (ranged[1] ?? '').split(/\s*(?:\/|,|&|\band\b)\s*/).map(targetCategoryNamed);
  if (targets.length === 0 || !targets.every((t) => t !== undefined)) return 'unreadable';
  return { attack: 'ranged', targets };
}

/** A column heading as the ORBAT format writes it: `1-2`, `6+`; a prefix such as `Models:` dropped. */
export function columnHeading(name: string): string | undefined {
  const heading = cleanText(name)
    .replace(/^[a-z ]*:\s*/i, '')
    .replace(/\s*-\s*/g, '-')
    .replace(/:$/, '');
  return COLUMN_HEADING.test(heading) ? heading : undefined;
}

const DICE = /^(\d+)\s*(?:\(\s*(\d+)\s*\))?$/;

/** Short and Long Range as printed: `12"/30"`; a Short Range printed "-" is 0. */
function readRange(text: string): { short: number; long: number } | undefined {
  const [short, long, ...more] = cleanText(text).split('/');
  if (short === undefined || long === undefined || more.length > 0) return undefined;
  const s = isDash(short) ? 0 : readInches(short);
  const l = readInches(long);
  return s === undefined || l === undefined ? undefined : { short: s, long: l };
}

function keyOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

/** A weapon profile read: the row, or what makes it unreadable; and what was read with doubts. */
export interface ReadAttack {
  readonly row?: ReadRow;
  /** Why the row cannot be read (then there is no row). */
  readonly unreadable: readonly string[];
  /** What was odd but did not stop the row being read. */
  readonly notes: readonly string[];
}

/**
 * Reads a weapon profile's characteristics: Range, one column per model count
 * (or Damage band), Qualities.
 */
export function readAttackRow(
  name: string,
  kind: AttackName,
  characteristics: readonly ModifiedCharacteristic[],
): ReadAttack {
  const unreadable: string[] = [];
  const notes: string[] = [];
  const columns: string[] = [];
  const dice: number[] = [];
  const alternate: (number | undefined)[] = [];
  let range: ReadRow['range'];
  let qualities: string[] = [];
  for (const c of characteristics) {
    const key = keyOf(c.name);
    const heading = columnHeading(c.name);
    const value = cleanText(c.value);
    if (key === 'range') {
      if (kind.attack === 'ranged') {
        range = readRange(value);
        if (range === undefined) unreadable.push(`Range "${value}" cannot be read`);
      } else if (!isDash(value)) {
        notes.push(`a ${kind.attack} row has no range: Range "${value}" ignored`);
      }
    } else if (key === 'qualities' || key === 'quality') {
      qualities = splitList(c.value);
    } else if (heading !== undefined) {
      const cell = DICE.exec(value);
      if (isDash(value)) {
        columns.push(heading);
        dice.push(0);
        alternate.push(undefined);
      } else if (cell?.[1] === undefined) {
        unreadable.push(`the dice "${value}" under column ${heading} cannot be read`);
      } else {
        columns.push(heading);
        dice.push(Number(cell[1]));
        alternate.push(cell[2] === undefined ? undefined : Number(cell[2]));
      }
    } else if (!isDash(value)) {
      notes.push(`characteristic "${c.name}" ("${value}") is not part of a row: ignored`);
    }
  }
  if (!characteristics.some((c) => columnHeading(c.name) !== undefined)) {
    unreadable.push('no dice column');
  }
  if (kind.attack === 'ranged' && range === undefined && unreadable.length === 0) {
    unreadable.push('no Range');
  }
  if (unreadable.length > 0) return { unreadable, notes };
  const hasAlternate = alternate.some((a) => a !== undefined);
  if (hasAlternate && alternate.includes(undefined)) {
    notes.push('some columns have no second value in parentheses: their first value is used');
  }
  return {
    row: {
      name: cleanText(name),
      kind,
      ...(range === undefined ? {} : { range }),
      columns,
      dice,
      ...(hasAlternate ? { alternateDice: alternate.map((a, i) => a ?? dice[i] ?? 0) } : {}),
      qualities,
    },
    unreadable,
    notes,
  };
}
