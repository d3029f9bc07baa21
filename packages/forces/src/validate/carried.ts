import type { Problem } from '../problem.js';
import type { ForceUnit } from '../force-list/resolve-force.js';
import type { LevelProfile, UnitProfile } from '../orbat/orbat.js';

/** A unit of the list whose profile and level the ORBAT gave. */
export type Known = ForceUnit & { readonly profile: UnitProfile; readonly level: LevelProfile };

export function isKnown(unit: ForceUnit | undefined): unit is Known {
  return unit?.profile !== undefined && unit.level !== undefined;
}

/** The unit a passenger names by tag, or an error. */
export function carrierOf(
  passenger: ForceUnit,
  field: 'embarkedOn' | 'loadedOn',
  byTag: ReadonlyMap<string, ForceUnit>,
  errors: Problem[],
): ForceUnit | undefined {
  const tag = passenger.listed[field];
  if (tag === undefined) return undefined;
  const carrier = byTag.get(tag);
  const at = [...passenger.path, field];
  if (carrier === undefined) {
    errors.push({
      path: at,
      message: `${passenger.label}: no unit of the list has the tag "${tag}"`,
    });
  } else if (carrier === passenger) {
    errors.push({ path: at, message: `${passenger.label}: a unit cannot carry itself` });
  } else return carrier;
  return undefined;
}
