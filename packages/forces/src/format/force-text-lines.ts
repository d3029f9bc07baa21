import type { ForceScale } from '@warroom/armoured-clash';
import { FORCE_SCALES, FORCE_SCALE_NAMES } from '../force-list/force-scale.js';
import {
  REINFORCEMENT_LEVELS,
  REINFORCEMENT_LEVEL_NAMES,
  type ReinforcementLevel,
} from '../orbat/vocabulary.js';
import { escapeText, unescapeText } from './text-escape.js';

// The lines of a force list's text (format/force-text.ts prints it,
// format/parse-force-text.ts reads it): each kind of line is written and read
// here, so that what is printed is what is read. Writers take free text as it
// is and escape it (text-escape.ts); readers give it back unescaped. The
// patterns match with `s`: a line may hold U+2028 and U+2029, which `.` skips.

/** Marks a battlegroup or unit that the ORBAT does not have. */
export const NOT_IN_ORBAT = '(not in the ORBAT)';

/** Between the parts of the faction line and of a battlegroup heading. */
export const PART_SEPARATOR = ' — ';

/** Something wrong or doubtful in a force list's text, and on which line (from 1). */
export interface ForceTextProblem {
  readonly line: number;
  readonly message: string;
}

/** A line of the text (from 1) and what it says. */
export interface Numbered<T> {
  readonly line: number;
  readonly value: T;
}

const TAG = '[A-Za-z0-9][A-Za-z0-9_-]*';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The header: the list's faction, Force Scale, points and Points Limit. */
export interface FactionLine {
  readonly faction: string;
  readonly forceScale: ForceScale;
  readonly points: number;
  readonly pointsLimit: number;
}

export function factionLine(line: FactionLine): string {
  return `${escapeText(line.faction)} — ${FORCE_SCALE_NAMES[line.forceScale]} — ${line.points} / ${line.pointsLimit} points`;
}

const FACTION_LINE = /^(\S.*) — (\S+) — (\d+) \/ (\d+) points$/s;

export function readFactionLine(line: string): FactionLine | undefined {
  const [, faction = '', scale = '', points = '', limit = ''] = FACTION_LINE.exec(line) ?? [];
  const forceScale = FORCE_SCALES.find((s) => s === scale.toLowerCase());
  if (forceScale === undefined) return undefined;
  return {
    faction: unescapeText(faction),
    forceScale,
    points: Number(points),
    pointsLimit: Number(limit),
  };
}

export function sampleLine(faction: string): string {
  return `SAMPLE ORBAT: placeholder values, not the official ${escapeText(faction)} ORBAT`;
}

export function isSampleLine(line: string): boolean {
  return /^SAMPLE ORBAT: placeholder values, not the official \S.* ORBAT$/s.test(line);
}

/** A battlegroup's heading: its title (the General's name and its kind) and its points. */
export interface HeadingLine {
  readonly title: string;
  readonly points: number;
}

export function headingLine(line: HeadingLine): string {
  return `${escapeText(line.title)} — ${line.points} pts`;
}

export function readHeadingLine(line: string): HeadingLine | undefined {
  const [, title, points] = /^(\S.*) — (\d+) pts$/s.exec(line) ?? [];
  if (title === undefined || points === undefined) return undefined;
  return { title: unescapeText(title), points: Number(points) };
}

export function levelCell(level: ReinforcementLevel): string {
  return REINFORCEMENT_LEVEL_NAMES[level];
}

/** `1 model`, `4 models`, or `?` where the ORBAT does not say. */
export function modelsCell(models: number | undefined): string {
  return models === undefined ? '?' : plural(models, 'model');
}

/** `60 pts`, or `?` where the ORBAT does not say. */
export function pointsCell(points: number | undefined): string {
  return points === undefined ? '?' : `${points} pts`;
}

/** What a unit's line says after its columns, each in a cell of its own. */
export interface UnitRemarks {
  /** The unit is a Commander (read from the ORBAT; printed for the reader). */
  readonly commander?: boolean;
  readonly tag?: string;
  readonly embarkedOn?: string;
  readonly loadedOn?: string;
  readonly towedBy?: string;
  readonly attachedTo?: string;
  /** The Points Value the list was written with, where it is not the ORBAT's. */
  readonly listedAt?: number;
  readonly notInOrbat?: boolean;
  readonly notes?: string;
}

export function remarkCells(remarks: UnitRemarks): string[] {
  const { commander, tag, embarkedOn, loadedOn, towedBy, attachedTo, listedAt, notInOrbat, notes } =
    remarks;
  return [
    ...(commander === true ? ['Commander'] : []),
    ...(tag === undefined ? [] : [`[${tag}]`]),
    ...(embarkedOn === undefined ? [] : [`Embarked on [${embarkedOn}]`]),
    ...(loadedOn === undefined ? [] : [`Loaded on [${loadedOn}]`]),
    ...(towedBy === undefined ? [] : [`Towed by [${towedBy}]`]),
    ...(attachedTo === undefined ? [] : [`Attached to [${attachedTo}]`]),
    ...(listedAt === undefined ? [] : [`listed at ${listedAt} pts`]),
    ...(notInOrbat === true ? [NOT_IN_ORBAT] : []),
    ...(notes === undefined ? [] : [`— ${escapeText(notes)}`]),
  ];
}

/** One remark at the start of the text, and the remarks field it sets. */
const REMARK = new RegExp(
  `^(?:(Commander)|\\[(${TAG})\\]|Embarked on \\[(${TAG})\\]|Loaded on \\[(${TAG})\\]|Towed by \\[(${TAG})\\]|Attached to \\[(${TAG})\\]|listed at (\\d+) pts|(\\(not in the ORBAT\\)))(?: {2,}|$)`,
  'i',
);
const REMARK_FIELDS = [
  'commander',
  'tag',
  'embarkedOn',
  'loadedOn',
  'towedBy',
  'attachedTo',
  'listedAt',
  'notInOrbat',
] as const;

type MutableRemarks = { -readonly [K in keyof UnitRemarks]: UnitRemarks[K] };

/** Reads the remarks of a unit line; a string is what cannot be read. */
export function readRemarks(text: string): UnitRemarks | string {
  const remarks: MutableRemarks = {};
  let rest = text;
  while (rest !== '') {
    if (rest.startsWith('— ')) {
      remarks.notes = unescapeText(rest.slice(2).trim());
      return remarks;
    }
    const match = REMARK.exec(rest);
    const index = match?.slice(1).findIndex((group) => group !== undefined) ?? -1;
    const field = REMARK_FIELDS[index];
    const value = match?.[index + 1];
    if (match === null || field === undefined || value === undefined) {
      return `cannot read "${rest}": the remarks are Commander, [TAG], Embarked on [TAG], Loaded on [TAG], Towed by [TAG], Attached to [TAG], listed at N pts, ${NOT_IN_ORBAT} and "— NOTES", two spaces apart`;
    }
    if (remarks[field] !== undefined) return `"${value}" repeats a remark already made`;
    if (field === 'listedAt') remarks.listedAt = Number(value);
    else if (field === 'commander' || field === 'notInOrbat') remarks[field] = true;
    else remarks[field] = value;
    rest = rest.slice(match[0].length);
  }
  return remarks;
}

/** A unit's line, read: the unit as named, its level, and what its columns say. */
export interface UnitLine {
  readonly unit: string;
  readonly level: ReinforcementLevel;
  readonly models?: number;
  readonly points?: number;
  readonly remarks: string;
}

const LEVEL_CELL = '(Basic|Reinforced|Full[- ]Strength)';
const MODELS_CELL = '(\\?|(\\d+) models?)';
const POINTS_CELL = '(\\?|(\\d+) pts)';
const UNIT_LINE = new RegExp(
  `^\\s+(\\S.*?) {2,}${LEVEL_CELL} {2,}${MODELS_CELL} {2,}${POINTS_CELL}(?: {2,}(\\S.*))?$`,
  'is',
);
const isCell = (cell: string, pattern: string): boolean =>
  new RegExp(`^${pattern}$`, 'i').test(cell);

/** What is wrong with a line that is not a unit line: the first cell that is not what it should be. */
function unitLineProblem(line: string): string {
  const [, level, models, points] = line.trim().split(/ {2,}/);
  if (level !== undefined && !isCell(level, LEVEL_CELL)) {
    return `"${level}" is not a Reinforcement level (Basic, Reinforced, Full-Strength)`;
  }
  if (models !== undefined && !isCell(models, MODELS_CELL)) {
    return `"${models}" is not a number of models ("4 models", "1 model", or "?")`;
  }
  if (points !== undefined && !isCell(points, POINTS_CELL)) {
    return `"${points}" is not a Points Value ("60 pts", or "?")`;
  }
  return `cannot read the unit line "${line.trim()}": it says UNIT  LEVEL  N models  N pts  REMARKS, two spaces or more apart`;
}

/** Reads a unit's line; a string is what is wrong with it. */
export function readUnitLine(line: string): UnitLine | string {
  const match = UNIT_LINE.exec(line);
  if (match === null) return unitLineProblem(line);
  const [, unit = '', levelName = '', , models, , points, remarks = ''] = match;
  const key = (name: string): string => name.toLowerCase().replace('-', ' ');
  const level =
    REINFORCEMENT_LEVELS.find((l) => key(REINFORCEMENT_LEVEL_NAMES[l]) === key(levelName)) ??
    'basic';
  return {
    unit: unescapeText(unit),
    level,
    ...(models === undefined ? {} : { models: Number(models) }),
    ...(points === undefined ? {} : { points: Number(points) }),
    remarks,
  };
}

/** The notes of a battlegroup (indented, after its units) or of the list (after the Total line). */
export function notesLine(notes: string): string {
  return `Notes: ${escapeText(notes)}`;
}

export function readNotesLine(line: string): string | undefined {
  const [, notes] = /^\s*Notes:(.*)$/s.exec(line) ?? [];
  return notes === undefined ? undefined : unescapeText(notes.trim());
}

/** The totals: points, units, battlegroups and the Victory Points Rating. */
export interface TotalLine {
  readonly points: number;
  readonly pointsLimit: number;
  readonly units: number;
  readonly battlegroups: number;
  readonly rating: number;
}

export function totalLine(line: TotalLine): string {
  return `Total: ${line.points} / ${line.pointsLimit} points, ${plural(line.units, 'unit')} in ${plural(line.battlegroups, 'battlegroup')}, Victory Points Rating ${line.rating}`;
}

const TOTAL_LINE =
  /^Total: (\d+) \/ (\d+) points, (\d+) units? in (\d+) battlegroups?, Victory Points Rating (\d+)$/;

export function readTotalLine(line: string): TotalLine | undefined {
  const match = TOTAL_LINE.exec(line);
  if (match === null) return undefined;
  const [points, pointsLimit, units, battlegroups, rating] = match.slice(1).map(Number);
  return {
    points: points ?? 0,
    pointsLimit: pointsLimit ?? 0,
    units: units ?? 0,
    battlegroups: battlegroups ?? 0,
    rating: rating ?? 0,
  };
}

/** The verdict the printer adds after the Total line ("Valid ...", "NOT valid ..."): not read. */
export function isVerdictLine(line: string): boolean {
  return /^(Valid|NOT valid)\b/.test(line);
}
