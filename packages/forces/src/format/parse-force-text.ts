import { DataError } from '@warroom/armoured-clash';
import {
  FORCE_LIST_FORMAT,
  type ForceList,
  type ListedUnit,
  forceListSchema,
} from '../force-list/force-list-schema.js';
import { nameKey } from '../orbat/names.js';
import type { LevelProfile, Orbat } from '../orbat/orbat.js';
import { type JsonPath, formatPath } from '../problem.js';
import {
  type FactionLine,
  type ForceTextProblem,
  type Numbered,
  type TotalLine,
  isSampleLine,
  isVerdictLine,
  readFactionLine,
  readHeadingLine,
  readNotesLine,
  readRemarks,
  readTotalLine,
  readUnitLine,
} from './force-text-lines.js';
import { readTitle, readUnit } from './force-text-orbat.js';
import { checkTotals } from './force-text-totals.js';
import { unescapeText } from './text-escape.js';

export type { ForceTextProblem } from './force-text-lines.js';

/** What `parseForceText` gives: the force list, and where the text and the ORBAT disagree. */
export interface ForceTextImport {
  readonly forceList: ForceList;
  readonly warnings: readonly ForceTextProblem[];
}

interface TextUnit {
  readonly line: number;
  readonly listed: ListedUnit;
  /** Its points column (undefined for `?`). */
  readonly points?: number;
  readonly level?: LevelProfile;
}

interface TextBattlegroup {
  readonly line: number;
  /** The points its heading says. */
  readonly points: number;
  readonly battlegroup: string;
  readonly name?: string;
  readonly units: TextUnit[];
  notes?: Numbered<string>;
}

interface Header {
  readonly name?: Numbered<string>;
  readonly faction?: Numbered<FactionLine>;
  /** The index of the first line after the header. */
  readonly body: number;
}

/** What has been read so far. */
interface Reading {
  readonly orbat?: Orbat;
  readonly errors: ForceTextProblem[];
  readonly warnings: ForceTextProblem[];
  readonly battlegroups: TextBattlegroup[];
  total?: Numbered<TotalLine>;
  verdict?: number;
  notes?: Numbered<string>;
}

const FACTION_LINE_FORM = 'FACTION — Skirmish, Battle or Cataclysm — POINTS / LIMIT points';

/** The list's name (if it has one: the line before the faction line) and its faction line. */
function readHeader(lines: readonly string[], errors: ForceTextProblem[]): Header {
  const filled = lines.flatMap((line, i) => (line === '' ? [] : [i]));
  const [first, second] = filled;
  if (first === undefined) {
    errors.push({ line: 1, message: `the text is empty: a list begins ${FACTION_LINE_FORM}` });
    return { body: lines.length };
  }
  const named = second === undefined ? undefined : readFactionLine(lines[second] ?? '');
  if (second !== undefined && named !== undefined) {
    const name = { line: first + 1, value: unescapeText((lines[first] ?? '').trim()) };
    return { name, faction: { line: second + 1, value: named }, body: second + 1 };
  }
  const faction = readFactionLine(lines[first] ?? '');
  if (faction !== undefined)
    return { faction: { line: first + 1, value: faction }, body: first + 1 };
  const blank = lines.indexOf('', first);
  const end = blank < 0 ? lines.length : blank;
  const at =
    second !== undefined && second < end && !isSampleLine(lines[second] ?? '') ? second : first;
  errors.push({
    line: at + 1,
    message: `cannot read the faction line "${lines[at] ?? ''}": it says ${FACTION_LINE_FORM} (after the list's name, if it has one)`,
  });
  return { body: end };
}

function readHeading(reading: Reading, line: string, n: number): boolean {
  const heading = readHeadingLine(line);
  if (heading === undefined) return false;
  const { orbat } = reading;
  const { name, battlegroup, definition } = readTitle(heading.title, orbat);
  if (orbat !== undefined && definition === undefined) {
    reading.warnings.push({
      line: n,
      message: `the ${orbat.faction} ORBAT has no battlegroup "${battlegroup}": kept as the text names it`,
    });
  }
  reading.battlegroups.push({
    line: n,
    points: heading.points,
    battlegroup,
    ...(name === undefined ? {} : { name }),
    units: [],
  });
  return true;
}

/** An indented line: a unit of the last battlegroup, or its notes. */
function readIndented(reading: Reading, line: string, n: number): void {
  const { errors } = reading;
  const battlegroup = reading.battlegroups.at(-1);
  if (battlegroup === undefined) {
    errors.push({ line: n, message: 'an indented line before the first battlegroup heading' });
    return;
  }
  const notes = readNotesLine(line);
  if (notes !== undefined) {
    if (battlegroup.notes === undefined) battlegroup.notes = { line: n, value: notes };
    else
      errors.push({
        line: n,
        message: `the battlegroup has its notes on line ${battlegroup.notes.line}`,
      });
    return;
  }
  const unitLine = readUnitLine(line);
  if (typeof unitLine === 'string') {
    errors.push({ line: n, message: unitLine });
    return;
  }
  const remarks = readRemarks(unitLine.remarks);
  if (typeof remarks === 'string') {
    errors.push({ line: n, message: remarks });
    return;
  }
  const { listed, level, doubts } = readUnit(unitLine, remarks, reading.orbat);
  reading.warnings.push(...doubts.map((message) => ({ line: n, message })));
  battlegroup.units.push({
    line: n,
    listed,
    ...(unitLine.points === undefined ? {} : { points: unitLine.points }),
    ...(level === undefined ? {} : { level }),
  });
}

/** After the Total line: the verdict the printer adds (not read), then the list's notes. */
function readAfterTotal(reading: Reading, line: string, n: number): void {
  const notes = readNotesLine(line);
  if (reading.verdict === undefined && reading.notes === undefined && isVerdictLine(line)) {
    reading.verdict = n;
  } else if (reading.notes === undefined && notes !== undefined) {
    reading.notes = { line: n, value: notes };
  } else {
    reading.errors.push({
      line: n,
      message: `after the Total line come only the verdict ("Valid..." or "NOT valid...") and the list's "Notes: ..." line, not "${line}"`,
    });
  }
}

function readLine(reading: Reading, line: string, n: number): void {
  if (reading.total !== undefined) return readAfterTotal(reading, line, n);
  if (/^\s/.test(line)) return readIndented(reading, line, n);
  const total = readTotalLine(line);
  if (total !== undefined) reading.total = { line: n, value: total };
  else if (reading.battlegroups.length === 0 && isSampleLine(line)) return;
  else if (!readHeading(reading, line, n)) {
    reading.errors.push({
      line: n,
      message: `cannot read "${line}": a battlegroup's heading says [NAME — ]BATTLEGROUP — N pts, its units are indented, and the Total line ends the list`,
    });
  }
}

/** The line a place in the force list was read from. */
function lineOf(path: JsonPath, reading: Reading, header: Header, faction: number): number {
  const [key, i, part, j] = path;
  const battlegroup = typeof i === 'number' ? reading.battlegroups[i] : undefined;
  if (key === 'name') return header.name?.line ?? faction;
  if (key === 'notes') return reading.notes?.line ?? faction;
  if (battlegroup === undefined) return faction;
  if (part === 'notes') return battlegroup.notes?.line ?? battlegroup.line;
  return (typeof j === 'number' ? battlegroup.units[j]?.line : undefined) ?? battlegroup.line;
}

/** The force list read, checked by the format's schema (free texts must not be empty...). */
function forceListOf(
  reading: Reading,
  header: Header,
  faction: Numbered<FactionLine>,
): ForceList | undefined {
  const { forceScale, pointsLimit } = faction.value;
  const { name } = header;
  const parsed = forceListSchema.safeParse({
    format: FORCE_LIST_FORMAT,
    ...(name === undefined ? {} : { name: name.value }),
    faction: reading.orbat?.faction ?? faction.value.faction,
    forceScale,
    pointsLimit,
    battlegroups: reading.battlegroups.map((b) => ({
      battlegroup: b.battlegroup,
      ...(b.name === undefined ? {} : { name: b.name }),
      units: b.units.map((u) => u.listed),
      ...(b.notes === undefined ? {} : { notes: b.notes.value }),
    })),
    ...(reading.notes === undefined ? {} : { notes: reading.notes.value }),
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
    reading.errors.push({
      line: lineOf(path, reading, header, faction.line),
      message: `${formatPath(path)}: ${issue.message}`,
    });
  }
  return undefined;
}

const byLine = (a: ForceTextProblem, b: ForceTextProblem): number => a.line - b.line;

/**
 * Reads the text `forceText` prints back into a force list: battlegroups and
 * units by ORBAT id, the Points Value each unit was written with, tags,
 * embarkations and notes. What the ORBAT does not have is kept as the text
 * names it, and what the text and the ORBAT disagree on is a warning. Text that
 * cannot be read is a DataError listing every error as `where: line N: what`.
 */
export function parseForceText(
  text: string,
  orbats: readonly Orbat[],
  where = 'text',
): ForceTextImport {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .map((line) => line.trimEnd());
  const errors: ForceTextProblem[] = [];
  const warnings: ForceTextProblem[] = [];
  const header = readHeader(lines, errors);
  const { faction } = header;
  const orbat =
    faction === undefined
      ? undefined
      : orbats.find((o) => nameKey(o.faction) === nameKey(faction.value.faction));
  if (faction !== undefined && orbat === undefined) {
    warnings.push({
      line: faction.line,
      message: `no ORBAT for the faction "${faction.value.faction}" (ORBATs loaded: ${orbats.map((o) => o.faction).join(', ') || 'none'}): its battlegroups and units are kept as the text names them`,
    });
  }
  const reading: Reading = {
    ...(orbat === undefined ? {} : { orbat }),
    errors,
    warnings,
    battlegroups: [],
  };
  lines.forEach((line, i) => {
    if (i >= header.body && line !== '') readLine(reading, line, i + 1);
  });
  const { total } = reading;
  if (total === undefined && lines.some((line) => line !== '')) {
    errors.push({ line: lines.length, message: 'the text ends without its "Total: ..." line' });
  } else if (total !== undefined && faction !== undefined) {
    const units = reading.battlegroups.flatMap((b) => b.units);
    const rating =
      orbat === undefined
        ? undefined
        : units.reduce((sum, u) => sum + (u.level?.victoryPoints ?? 0), 0);
    const totals = checkTotals(faction, reading.battlegroups, total, rating);
    errors.push(...totals.errors);
    warnings.push(...totals.warnings);
  }
  const forceList = faction === undefined ? undefined : forceListOf(reading, header, faction);
  if (forceList === undefined || errors.length > 0) {
    throw new DataError(
      errors
        .sort(byLine)
        .map((e) => `${where}: line ${e.line}: ${e.message}`)
        .join('\n'),
    );
  }
  return { forceList, warnings: warnings.sort(byLine) };
}
