import type { JsonPath, Problem } from '../problem.js';
import { findByIdOrName, nameKey } from '../orbat/names.js';
import type { BattlegroupDefinition, LevelProfile, Orbat, UnitProfile } from '../orbat/orbat.js';
import { REINFORCEMENT_LEVEL_NAMES } from '../orbat/vocabulary.js';
import type { ForceList, ListedBattlegroup, ListedUnit } from './force-list-schema.js';
import { POINTS_LIMIT } from './force-scale.js';

/** A unit of a force list, with its profile and level when the ORBAT has them. */
export interface ForceUnit {
  readonly listed: ListedUnit;
  /** Where it is in the list file: `battlegroups[i].units[j]`. */
  readonly path: JsonPath;
  /** How messages about it begin: `Rifle Platoon (Basic) in battlegroup 1 "1st Rifles"`. */
  readonly label: string;
  /** How other messages refer to it: `Stirling Armoured Transports (Basic) "stirling-1"`. */
  readonly reference: string;
  readonly profile?: UnitProfile;
  readonly level?: LevelProfile;
}

export interface ForceBattlegroup {
  readonly listed: ListedBattlegroup;
  readonly path: JsonPath;
  /** How messages name it: its name in the list, else in the ORBAT. */
  readonly label: string;
  readonly definition?: BattlegroupDefinition;
  readonly units: readonly ForceUnit[];
}

/** A force list read against its faction's ORBAT. */
export interface Force {
  readonly list: ForceList;
  readonly orbat?: Orbat;
  readonly pointsLimit: number;
  readonly battlegroups: readonly ForceBattlegroup[];
}

function resolveUnit(
  listed: ListedUnit,
  path: JsonPath,
  battlegroupLabel: string,
  orbat: Orbat | undefined,
  errors: Problem[],
): ForceUnit {
  const profile = orbat === undefined ? undefined : findByIdOrName(orbat.units, listed.unit);
  const levelName = REINFORCEMENT_LEVEL_NAMES[listed.level];
  const named = `${profile?.name ?? listed.unit} (${levelName})`;
  const label = `${named} in ${battlegroupLabel}`;
  const reference = listed.tag === undefined ? named : `${named} "${listed.tag}"`;
  if (orbat !== undefined && profile === undefined) {
    errors.push({
      path: [...path, 'unit'],
      message: `${label}: the ${orbat.faction} ORBAT has no unit "${listed.unit}"`,
    });
  }
  const level = profile?.levels[listed.level];
  if (profile !== undefined && level === undefined) {
    const has = Object.keys(profile.levels) as (keyof typeof REINFORCEMENT_LEVEL_NAMES)[];
    errors.push({
      path: [...path, 'level'],
      message: `${label}: ${profile.name} has no ${levelName} level (it has ${has.map((l) => REINFORCEMENT_LEVEL_NAMES[l]).join(', ')})`,
    });
  }
  return {
    listed,
    path,
    label,
    reference,
    ...(profile === undefined ? {} : { profile }),
    ...(level === undefined ? {} : { level }),
  };
}

function resolveBattlegroup(
  listed: ListedBattlegroup,
  index: number,
  orbat: Orbat | undefined,
  errors: Problem[],
): ForceBattlegroup {
  const path = ['battlegroups', index];
  const definition =
    orbat === undefined ? undefined : findByIdOrName(orbat.battlegroups, listed.battlegroup);
  const label = `battlegroup ${index + 1} "${listed.name ?? definition?.name ?? listed.battlegroup}"`;
  if (orbat !== undefined && definition === undefined) {
    errors.push({
      path: [...path, 'battlegroup'],
      message: `${label}: the ${orbat.faction} ORBAT has no battlegroup "${listed.battlegroup}" (it has: ${orbat.battlegroups.map((b) => b.name).join(', ')})`,
    });
  }
  const units = listed.units.map((unit, j) =>
    resolveUnit(unit, [...path, 'units', j], label, orbat, errors),
  );
  return { listed, path, label, ...(definition === undefined ? {} : { definition }), units };
}

/**
 * Finds the list's ORBAT (by faction), battlegroups and units (by id or name).
 * What cannot be found is an error, and is left without its profile.
 */
export function resolveForce(
  list: ForceList,
  orbats: readonly Orbat[],
): { force: Force; errors: Problem[] } {
  const errors: Problem[] = [];
  const orbat = orbats.find((o) => nameKey(o.faction) === nameKey(list.faction));
  if (orbat === undefined) {
    const known = orbats.map((o) => o.faction).join(', ');
    errors.push({
      path: ['faction'],
      message: `no ORBAT for the faction "${list.faction}" (ORBATs loaded: ${known === '' ? 'none' : known})`,
    });
  }
  const battlegroups = list.battlegroups.map((b, i) => resolveBattlegroup(b, i, orbat, errors));
  const pointsLimit = list.pointsLimit ?? POINTS_LIMIT[list.forceScale].standard;
  return {
    force: { list, ...(orbat === undefined ? {} : { orbat }), pointsLimit, battlegroups },
    errors,
  };
}

/** Every unit of the force, battlegroup by battlegroup. */
export function forceUnits(force: Force): ForceUnit[] {
  return force.battlegroups.flatMap((b) => b.units);
}

/** The Points Value of the force: the sum over its units at their levels (rulebook p.55). */
export function forcePoints(force: Force): number {
  return forceUnits(force).reduce((sum, unit) => sum + (unit.level?.points ?? 0), 0);
}
