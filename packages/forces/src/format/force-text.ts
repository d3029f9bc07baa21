import {
  type Force,
  type ForceBattlegroup,
  type ForceUnit,
  forcePoints,
  forceUnits,
} from '../force-list/resolve-force.js';
import { COMMANDER, hasTraitNamed } from '../orbat/vocabulary.js';
import {
  NOT_IN_ORBAT,
  PART_SEPARATOR,
  factionLine,
  headingLine,
  levelCell,
  modelsCell,
  notesLine,
  pointsCell,
  remarkCells,
  sampleLine,
  totalLine,
} from './force-text-lines.js';
import { escapeText } from './text-escape.js';

function battlegroupPoints(battlegroup: ForceBattlegroup): number {
  return battlegroup.units.reduce((sum, unit) => sum + (unit.level?.points ?? 0), 0);
}

/** What a unit's line says after its name, level, models and points. */
function remarks(unit: ForceUnit): string[] {
  const { listed, profile, level } = unit;
  const listedAt = listed.points === level?.points ? undefined : listed.points;
  return remarkCells({
    commander: profile !== undefined && hasTraitNamed(profile.traits, COMMANDER),
    ...(listed.tag === undefined ? {} : { tag: listed.tag }),
    ...(listed.embarkedOn === undefined ? {} : { embarkedOn: listed.embarkedOn }),
    ...(listed.loadedOn === undefined ? {} : { loadedOn: listed.loadedOn }),
    ...(listed.towedBy === undefined ? {} : { towedBy: listed.towedBy }),
    ...(listed.attachedTo === undefined ? {} : { attachedTo: listed.attachedTo }),
    ...(listedAt === undefined ? {} : { listedAt }),
    notInOrbat: profile === undefined,
    ...(listed.notes === undefined ? {} : { notes: listed.notes }),
  });
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
    escapeText(unit.profile?.name ?? unit.listed.unit),
    levelCell(unit.listed.level),
    modelsCell(unit.level?.models),
    pointsCell(unit.level?.points),
    remarks(unit).join('  '),
  ]);
}

function heading(battlegroup: ForceBattlegroup): string {
  const kind = battlegroup.definition?.name ?? `${battlegroup.listed.battlegroup} ${NOT_IN_ORBAT}`;
  const title =
    battlegroup.listed.name === undefined
      ? kind
      : `${battlegroup.listed.name}${PART_SEPARATOR}${kind}`;
  return headingLine({ title, points: battlegroupPoints(battlegroup) });
}

/**
 * A force list as Generals exchange it (rulebook p.56 Writing a Force List):
 * each unit with its Reinforcement level and Points Value, grouped by
 * Battlegroup, with the totals. `verdict` is one line on its validity.
 * `parseForceText` reads it back (docs/forces.md, The text of a force list).
 */
export function forceText(force: Force, verdict: string): string {
  const { list, orbat } = force;
  const units = forceUnits(force);
  const rows = columns(unitRows(force), new Set([2, 3]));
  let next = 0;
  const sections = force.battlegroups.map((battlegroup) => {
    const lines = rows.slice(next, next + battlegroup.units.length).map((row) => `  ${row}`);
    next += battlegroup.units.length;
    const { notes } = battlegroup.listed;
    return [
      heading(battlegroup),
      ...lines,
      ...(notes === undefined ? [] : [`  ${notesLine(notes)}`]),
    ].join('\n');
  });
  const points = forcePoints(force);
  const faction = orbat?.faction ?? list.faction;
  const { forceScale } = list;
  return [
    ...(list.name === undefined ? [] : [escapeText(list.name)]),
    factionLine({ faction, forceScale, points, pointsLimit: force.pointsLimit }),
    ...(orbat?.sample === true ? [sampleLine(orbat.faction)] : []),
    '',
    sections.join('\n\n'),
    '',
    totalLine({
      points,
      pointsLimit: force.pointsLimit,
      units: units.length,
      battlegroups: force.battlegroups.length,
      rating: units.reduce((sum, unit) => sum + (unit.level?.victoryPoints ?? 0), 0),
    }),
    verdict,
    ...(list.notes === undefined ? [] : [notesLine(list.notes)]),
  ].join('\n');
}
