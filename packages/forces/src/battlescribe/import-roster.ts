import type { ForceScale } from '@warroom/armoured-clash';
import {
  FORCE_LIST_FORMAT,
  type ForceList,
  type ListedBattlegroup,
  type ListedUnit,
} from '../force-list/force-list-schema.js';
import { findByIdOrName, nameKey } from '../orbat/names.js';
import type { Orbat, UnitProfile } from '../orbat/orbat.js';
import { REINFORCEMENT_LEVEL_NAMES, type ReinforcementLevel } from '../orbat/vocabulary.js';
import { levelNamed, sameWords } from './game-words.js';
import { type ImportWarning, type Warn, warningList } from './import-warning.js';
import {
  type RosterCost,
  type RosterForce,
  type RosterSelection,
  readRoster,
} from './read-roster.js';
import { inferForceScale } from './roster-force-scale.js';
import { cleanText } from './text.js';

/** What `importRoster` gives: the force list and every mismatch with the ORBATs. */
export interface RosterImport {
  readonly forceList: ForceList;
  readonly warnings: readonly ImportWarning[];
}

const isPoints = (cost: RosterCost): boolean =>
  ['points', 'pts', 'point'].some((n) => sameWords(cost.name, n));

/** The Points of a selection: its own costs and its selections'. */
function pointsOf(selection: RosterSelection): number | undefined {
  const own = selection.costs.filter(isPoints);
  const inner = selection.selections.map(pointsOf).filter((p) => p !== undefined);
  if (own.length === 0 && inner.length === 0) return undefined;
  return own.reduce((sum, c) => sum + c.value, 0) + inner.reduce((sum, p) => sum + p, 0);
}

/** The level a unit was taken at: a selection named for it, else a category named for it. */
function chosenLevel(selection: RosterSelection): ReinforcementLevel | undefined {
  const inner = selection.selections.map((s) => levelNamed(s.name)).find((l) => l !== undefined);
  return inner ?? selection.categories.map(levelNamed).find((l) => l !== undefined);
}

function flatten(forces: readonly RosterForce[]): RosterForce[] {
  return forces.flatMap((force) => [force, ...flatten(force.forces)]);
}

interface Scope {
  readonly orbat?: Orbat;
  /** How warnings name the roster. */
  readonly where: string;
  readonly warn: Warn;
}

function listedUnit(selection: RosterSelection, where: string, scope: Scope): ListedUnit {
  const name = cleanText(selection.name);
  const profile: UnitProfile | undefined =
    scope.orbat === undefined ? undefined : findByIdOrName(scope.orbat.units, name);
  const at = `${where}: unit "${name}"`;
  if (scope.orbat !== undefined && profile === undefined) {
    scope.warn(
      'roster',
      at,
      `the ${scope.orbat.faction} ORBAT has no unit of this name: listed by name`,
    );
  }
  const points = pointsOf(selection);
  let level = chosenLevel(selection);
  if (level === undefined && profile !== undefined && points !== undefined) {
    const byPoints = Object.entries(profile.levels).find(([, l]) => l.points === points)?.[0];
    level = byPoints as ReinforcementLevel | undefined;
    if (level !== undefined) {
      scope.warn(
        'roster',
        at,
        `no level option selected: ${REINFORCEMENT_LEVEL_NAMES[level]}, the level whose Points (${points}) it costs`,
      );
    }
  }
  if (level === undefined) {
    scope.warn('roster', at, 'no level option selected and none costs its Points: listed as Basic');
  }
  const custom = cleanText(selection.customName);
  return {
    unit: profile?.name ?? name,
    level: level ?? 'basic',
    ...(points === undefined || !Number.isInteger(points) || points < 0 ? {} : { points }),
    ...(custom === '' ? {} : { notes: `named "${custom}" in BattleScribe` }),
  };
}

function listedBattlegroup(force: RosterForce, scope: Scope): ListedBattlegroup {
  const name = cleanText(force.name);
  const definition =
    scope.orbat === undefined ? undefined : findByIdOrName(scope.orbat.battlegroups, name);
  const where = `${scope.where}: battlegroup "${name}"`;
  if (scope.orbat !== undefined && definition === undefined) {
    scope.warn(
      'roster',
      where,
      `the ${scope.orbat.faction} ORBAT has no battlegroup of this name: listed by name`,
    );
  }
  const units: ListedUnit[] = [];
  for (const selection of force.selections) {
    if (selection.type !== 'unit' && selection.type !== 'model') {
      scope.warn(
        'roster',
        where,
        `"${cleanText(selection.name)}" is not a unit (type "${selection.type}"): not in the force list`,
      );
      continue;
    }
    const unit = listedUnit(selection, where, scope);
    for (let i = 0; i < selection.number; i++) units.push(unit);
  }
  return { battlegroup: definition?.name ?? name, units };
}

/** Choices for `importRoster`. */
export interface RosterOptions {
  /** The Force Scale (rosters record none); inferred when not given. */
  readonly forceScale?: ForceScale;
  /** How messages name the roster (e.g. its file path). */
  readonly where?: string;
}

/**
 * Converts a BattleScribe / New Recruit roster to a force list
 * (`warroom.force-list/1`): each force becomes a Battlegroup (matched by name
 * in the faction's ORBAT), each unit selection a unit at the level selected
 * in it, with the Points the roster gives it. The Force Scale is the option's,
 * or inferred from the points limit and levels. Text that is not a roster is a
 * DataError; every mismatch with the ORBATs is a warning.
 */
export function importRoster(
  rosXml: string,
  orbats: readonly Orbat[],
  options: RosterOptions = {},
): RosterImport {
  const { forceScale, where = 'roster' } = options;
  const roster = readRoster(rosXml, where);
  const { warnings, warn } = warningList();
  const forces = flatten(roster.forces);
  const factions = [...new Set(forces.map((f) => cleanText(f.catalogueName)))];
  const faction =
    factions.find((f) => orbats.some((o) => nameKey(o.faction) === nameKey(f))) ??
    factions[0] ??
    '';
  const orbat = orbats.find((o) => nameKey(o.faction) === nameKey(faction));
  if (orbat === undefined) {
    warn(
      'roster',
      where,
      `no ORBAT for the faction "${faction}" (ORBATs given: ${orbats.map((o) => o.faction).join(', ') || 'none'})`,
    );
  }
  const scope: Scope = { ...(orbat === undefined ? {} : { orbat }), where, warn };
  const battlegroups: ListedBattlegroup[] = [];
  for (const force of forces) {
    if (nameKey(force.catalogueName) !== nameKey(faction)) {
      warn(
        'roster',
        `${where}: battlegroup "${cleanText(force.name)}"`,
        `from the catalogue "${force.catalogueName}", not ${faction}: a Force has one faction, not in the force list`,
      );
    } else battlegroups.push(listedBattlegroup(force, scope));
  }
  if (battlegroups.length === 0) warn('roster', where, 'no force (Battlegroup) to list');
  const limit = roster.costLimits.find(isPoints)?.value;
  const pointsLimit =
    limit !== undefined && Number.isInteger(limit) && limit > 0 ? limit : undefined;
  const levels = battlegroups.flatMap((b) => b.units.map((u) => u.level));
  const inferred = inferForceScale(pointsLimit, levels);
  if (forceScale === undefined) {
    warn(
      'roster',
      where,
      `BattleScribe rosters record no Force Scale: ${inferred.reason} (choose it with --force-scale)`,
    );
  }
  const name = cleanText(roster.name);
  return {
    forceList: {
      format: FORCE_LIST_FORMAT,
      ...(name === '' ? {} : { name }),
      faction: orbat?.faction ?? faction,
      forceScale: forceScale ?? inferred.scale,
      ...(pointsLimit === undefined ? {} : { pointsLimit }),
      battlegroups,
    },
    warnings,
  };
}
