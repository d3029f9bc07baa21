import { REINFORCEMENT_LEVEL_NAMES, type ReinforcementLevel } from '../orbat/vocabulary.js';
import type { DataIndex } from './data-index.js';
import type { Modifier } from './data-model.js';
import type { ImportWarningKind } from './import-warning.js';
import {
  type SelectedProfile,
  type Selection,
  selectedPoints,
  selectedProfiles,
  selectionAt,
} from './selection.js';
import { STAT_LABELS, type StatLine, statLineOf } from './stat-line.js';
import { cleanText, isDash, readCount } from './text.js';
import type { LevelOption, UnitParts } from './unit-parts.js';

/** Warns about the unit being imported. */
export type UnitWarn = (kind: ImportWarningKind, message: string) => void;

/** One Reinforcement level of a unit as read: its selection, profiles and stat line. */
export interface LevelReading {
  readonly level: ReinforcementLevel;
  readonly selection: Selection;
  readonly profiles: readonly SelectedProfile[];
  readonly stats?: StatLine;
  /** Models, Points Value and Victory Points Rating, when all three can be read. */
  readonly values?: {
    readonly models: number;
    readonly points: number;
    readonly victoryPoints: number;
  };
  /** Modifiers of this level that only a roster could decide. */
  readonly undecided: readonly Modifier[];
}

/** What reading a level needs from the catalogue. */
export interface LevelScope {
  readonly index: DataIndex;
  readonly battlegroups: ReadonlySet<string>;
  readonly pointsTypes: ReadonlySet<string>;
}

function levelName(level: ReinforcementLevel): string {
  return REINFORCEMENT_LEVEL_NAMES[level];
}

function readValue(
  stats: StatLine | undefined,
  stat: 'models' | 'victoryPoints',
  level: ReinforcementLevel,
  warn: UnitWarn,
): number | undefined {
  const text = stats?.values[stat];
  const value = text === undefined ? undefined : readCount(text);
  if (text === undefined || isDash(text)) {
    warn(
      'missing-value',
      `${levelName(level)}: no ${STAT_LABELS[stat]}: the level is not imported`,
    );
  } else if (value === undefined || (stat === 'models' && value < 1)) {
    warn(
      'unreadable-value',
      `${levelName(level)}: ${STAT_LABELS[stat]} "${cleanText(text)}" is not a${stat === 'models' ? ' positive' : ''} whole number: the level is not imported`,
    );
    return undefined;
  }
  return value;
}

function readLevel(
  parts: UnitParts,
  option: LevelOption | undefined,
  level: ReinforcementLevel,
  context: LevelScope,
  warn: UnitWarn,
): LevelReading {
  const selection = selectionAt(parts, option, context.battlegroups);
  const { profiles, missing } = selectedProfiles(selection, context.index);
  for (const name of missing)
    warn('link', `the profile link "${name}" points at no profile in the files`);
  const stats = statLineOf(profiles, selection.context);
  const cost = selectedPoints(selection, context.pointsTypes);
  for (const text of cost.unreadable)
    warn('unreadable-value', `${levelName(level)}: the Points cost ${text} is not a number`);
  const undecided = [...(stats?.undecided ?? []), ...cost.undecided];
  const models = readValue(stats, 'models', level, warn);
  const victoryPoints = readValue(stats, 'victoryPoints', level, warn);
  const points = cost.points;
  if (points === undefined)
    warn('missing-value', `${levelName(level)}: no Points cost: the level is not imported`);
  else if (!Number.isInteger(points) || points < 0) {
    warn(
      'unreadable-value',
      `${levelName(level)}: Points ${points} is not a whole number: the level is not imported`,
    );
  }
  const complete =
    models !== undefined &&
    victoryPoints !== undefined &&
    points !== undefined &&
    Number.isInteger(points) &&
    points >= 0;
  return {
    level,
    selection,
    profiles,
    ...(stats === undefined ? {} : { stats }),
    ...(complete ? { values: { models, points, victoryPoints } } : {}),
    undecided,
  };
}

/**
 * Reads every Reinforcement level option of the unit. A unit with no level
 * option is read once, as a Basic level; a second option for one level is
 * reported and left out.
 */
export function readLevels(parts: UnitParts, context: LevelScope, warn: UnitWarn): LevelReading[] {
  if (parts.levels.length === 0) {
    warn(
      'missing-value',
      'no Reinforcement level options (entries named Basic, Reinforced, Full Strength): imported as a Basic level from the unit entry',
    );
    return [readLevel(parts, undefined, 'basic', context, warn)];
  }
  const readings: LevelReading[] = [];
  for (const option of parts.levels) {
    if (readings.some((r) => r.level === option.level)) {
      warn(
        'conflict',
        `a second ${levelName(option.level)} option ("${cleanText(option.option.name)}"): the first is kept`,
      );
      continue;
    }
    readings.push(readLevel(parts, option, option.level, context, warn));
  }
  const order = Object.keys(REINFORCEMENT_LEVEL_NAMES);
  return readings.sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level));
}
