import type { ListedUnit } from '../force-list/force-list-schema.js';
import { findByNameOrId } from '../orbat/names.js';
import type { BattlegroupDefinition, LevelProfile, Orbat } from '../orbat/orbat.js';
import { REINFORCEMENT_LEVEL_NAMES } from '../orbat/vocabulary.js';
import {
  NOT_IN_ORBAT,
  PART_SEPARATOR,
  type UnitLine,
  type UnitRemarks,
} from './force-text-lines.js';

// The names of a force list's text read against the faction's ORBAT: a
// printed list names battlegroups and units, the list read from it refers to
// them by ORBAT id. What the ORBAT does not have is kept as the text names it.

/** A battlegroup heading's title, read: the General's name for it and the battlegroup. */
export interface TitleParts {
  readonly name?: string;
  /** Its ORBAT id, or as the text names it when the ORBAT does not have it. */
  readonly battlegroup: string;
  readonly definition?: BattlegroupDefinition;
}

function unknownTitle(title: string): TitleParts {
  const suffix = ` ${NOT_IN_ORBAT}`;
  const bare = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const at = bare.lastIndexOf(PART_SEPARATOR);
  return at < 0
    ? { battlegroup: bare }
    : { name: bare.slice(0, at), battlegroup: bare.slice(at + PART_SEPARATOR.length) };
}

/**
 * Reads `KIND` or `NAME — KIND`: KIND is an ORBAT battlegroup (by name or id),
 * found as the whole title or else after the first ` — ` that leaves one (the
 * General's name may hold ` — ` too). Otherwise KIND is what follows the last
 * ` — `, less its `(not in the ORBAT)`.
 */
export function readTitle(title: string, orbat: Orbat | undefined): TitleParts {
  if (orbat === undefined) return unknownTitle(title);
  const whole = findByNameOrId(orbat.battlegroups, title);
  if (whole !== undefined) return { battlegroup: whole.id, definition: whole };
  let at = title.indexOf(PART_SEPARATOR);
  for (; at >= 0; at = title.indexOf(PART_SEPARATOR, at + 1)) {
    const kind = title.slice(at + PART_SEPARATOR.length);
    const definition = findByNameOrId(orbat.battlegroups, kind);
    if (definition !== undefined) {
      return { name: title.slice(0, at), battlegroup: definition.id, definition };
    }
  }
  return unknownTitle(title);
}

/** A unit line read against the ORBAT: the listed unit, and its level's profile when known. */
export interface ReadUnit {
  readonly listed: ListedUnit;
  readonly level?: LevelProfile;
  /** What the ORBAT says otherwise than the text. */
  readonly doubts: readonly string[];
}

/**
 * The unit of a line: by ORBAT id, with the Points Value the list was written
 * with (its `listed at` remark, else its points column), and its remarks.
 */
export function readUnit(line: UnitLine, remarks: UnitRemarks, orbat: Orbat | undefined): ReadUnit {
  const profile = orbat === undefined ? undefined : findByNameOrId(orbat.units, line.unit);
  const level = profile?.levels[line.level];
  const named = `${profile?.name ?? line.unit} (${REINFORCEMENT_LEVEL_NAMES[line.level]})`;
  const doubts: string[] = [];
  if (orbat !== undefined && profile === undefined) {
    doubts.push(`the ${orbat.faction} ORBAT has no unit "${line.unit}": kept as the text names it`);
  } else if (profile !== undefined && level === undefined) {
    doubts.push(
      `${profile.name} has no ${REINFORCEMENT_LEVEL_NAMES[line.level]} level in the ORBAT`,
    );
  }
  if (level !== undefined && line.models !== undefined && line.models !== level.models) {
    doubts.push(`${named} has ${level.models} models in the ORBAT, the text says ${line.models}`);
  }
  if (level !== undefined && line.points !== undefined && line.points !== level.points) {
    doubts.push(
      `${named} costs ${level.points} pts in the ORBAT, the text says ${line.points} (the ORBAT's value counts)`,
    );
  }
  const points = remarks.listedAt ?? line.points;
  const { tag, embarkedOn, loadedOn, towedBy, attachedTo, notes } = remarks;
  return {
    listed: {
      unit: profile?.id ?? line.unit,
      level: line.level,
      ...(tag === undefined ? {} : { tag }),
      ...(points === undefined ? {} : { points }),
      ...(embarkedOn === undefined ? {} : { embarkedOn }),
      ...(loadedOn === undefined ? {} : { loadedOn }),
      ...(towedBy === undefined ? {} : { towedBy }),
      ...(attachedTo === undefined ? {} : { attachedTo }),
      ...(notes === undefined ? {} : { notes }),
    },
    ...(level === undefined ? {} : { level }),
    doubts,
  };
}
