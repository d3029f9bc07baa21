import type { Problem } from '../problem.js';
import type { ForceUnit } from '../force-list/resolve-force.js';
import type { LevelProfile, UnitProfile } from '../orbat/orbat.js';

/** A unit of the list whose profile and level the ORBAT gave. */
export type Known = ForceUnit & { readonly profile: UnitProfile; readonly level: LevelProfile };

export function isKnown(unit: ForceUnit | undefined): unit is Known {
  return unit?.profile !== undefined && unit.level !== undefined;
}

/** The fields by which a unit of the list names another by its tag. */
type TagField = 'embarkedOn' | 'loadedOn' | 'towedBy' | 'attachedTo';

/** What a unit naming itself in each field would mean. */
const SELF: Readonly<Record<TagField, string>> = {
  embarkedOn: 'a unit cannot carry itself',
  loadedOn: 'a unit cannot carry itself',
  towedBy: 'a unit cannot Tow itself',
  attachedTo: 'a unit cannot be its own Parent Unit',
};

/** The unit a passenger (or a Towed unit, a Fireteam) names by tag, or an error. */
export function carrierOf(
  passenger: ForceUnit,
  field: TagField,
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
    errors.push({ path: at, message: `${passenger.label}: ${SELF[field]}` });
  } else return carrier;
  return undefined;
}
