import { FORCE_SCALE_NAMES } from '../force-list/force-scale.js';
import {
  type Force,
  type ForceBattlegroup,
  type ForceUnit,
  forcePoints,
  forceUnits,
} from '../force-list/resolve-force.js';
import { COMMANDER, REINFORCEMENT_LEVEL_NAMES, hasTraitNamed } from '../orbat/vocabulary.js';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function battlegroupPoints(battlegroup: ForceBattlegroup): number {
  return battlegroup.units.reduce((sum, unit) => sum + (unit.level?.points ?? 0), 0);
}

/** What a unit's line says after its name, level, models and points. */
function remarks(unit: ForceUnit): string[] {
  const { listed, profile } = unit;
  return [
    ...(profile !== undefined && hasTraitNamed(profile.traits, COMMANDER) ? [COMMANDER] : []),
    ...(listed.tag === undefined ? [] : [`[${listed.tag}]`]),
    ...(listed.embarkedOn === undefined ? [] : [`Embarked on [${listed.embarkedOn}]`]),
    ...(listed.loadedOn === undefined ? [] : [`Loaded on [${listed.loadedOn}]`]),
    ...(profile === undefined ? ['(not in the ORBAT)'] : []),
    ...(listed.notes === undefined ? [] : [`— ${listed.notes}`]),
  ];
}

/** Lays out cells in columns; the columns listed in `right` are right-aligned. */
function columns(rows: readonly (readonly string[])[], right: ReadonlySet<number>): string[] {
  const widths = rows.reduce<number[]>(
    (w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)),
    [],
  );
  return rows.map((row) =>
    row
      .map((cell, i) =>
        right.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}

function unitRows(force: Force): string[][] {
  return forceUnits(force).map((unit) => [
    unit.profile?.name ?? unit.listed.unit,
    REINFORCEMENT_LEVEL_NAMES[unit.listed.level],
    unit.level === undefined ? '?' : plural(unit.level.models, 'model'),
    unit.level === undefined ? '?' : `${unit.level.points} pts`,
    remarks(unit).join('  '),
  ]);
}

function heading(battlegroup: ForceBattlegroup): string {
  const kind =
    battlegroup.definition?.name ?? `${battlegroup.listed.battlegroup} (not in the ORBAT)`;
  const title =
    battlegroup.listed.name === undefined ? kind : `${battlegroup.listed.name} — ${kind}`;
  return `${title} — ${battlegroupPoints(battlegroup)} pts`;
}

/**
 * A force list as Generals exchange it (rulebook p.56 Writing a Force List):
 * each unit with its Reinforcement level and Points Value, grouped by
 * Battlegroup, with the totals. `verdict` is one line on its validity.
 */
export function forceText(force: Force, verdict: string): string {
  const { list, orbat } = force;
  const units = forceUnits(force);
  const rows = columns(unitRows(force), new Set([2, 3]));
  let next = 0;
  const sections = force.battlegroups.map((battlegroup) => {
    const lines = rows.slice(next, next + battlegroup.units.length).map((row) => `  ${row}`);
    next += battlegroup.units.length;
    return [
      heading(battlegroup),
      ...lines,
      ...(battlegroup.listed.notes === undefined ? [] : [`  Notes: ${battlegroup.listed.notes}`]),
    ].join('\n');
  });
  const points = forcePoints(force);
  const rating = units.reduce((sum, unit) => sum + (unit.level?.victoryPoints ?? 0), 0);
  return [
    ...(list.name === undefined ? [] : [list.name]),
    `${orbat?.faction ?? list.faction} — ${FORCE_SCALE_NAMES[list.forceScale]} — ${points} / ${force.pointsLimit} points`,
    ...(orbat?.sample === true
      ? [`SAMPLE ORBAT: placeholder values, not the official ${orbat.faction} ORBAT`]
      : []),
    '',
    sections.join('\n\n'),
    '',
    `Total: ${points} / ${force.pointsLimit} points, ${plural(units.length, 'unit')} in ${plural(force.battlegroups.length, 'battlegroup')}, Victory Points Rating ${rating}`,
    verdict,
    ...(list.notes === undefined ? [] : [`Notes: ${list.notes}`]),
  ].join('\n');
}
