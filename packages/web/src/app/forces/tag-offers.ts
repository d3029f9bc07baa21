import type { ForceList, ListedUnit } from './force-model.js';
import { type Orbat, type OrbatUnit, type Takes, findUnit } from './orbat-data.js';

/** The fields of a listed unit that name another unit by its tag (docs/forces.md). */
export type TagField = 'embarkedOn' | 'loadedOn' | 'towedBy' | 'attachedTo';

/** The words of each field, as the list's text prints them. */
export const TAG_FIELD_WORDS: Readonly<Record<TagField, string>> = {
  embarkedOn: 'Embarked on',
  loadedOn: 'Loaded on',
  towedBy: 'Towed by',
  attachedTo: 'Attached to',
};

/** A tagged unit of the list another may name, with its profile when the ORBAT has it. */
export interface Tagged {
  readonly tag: string;
  readonly listed: ListedUnit;
  readonly profile?: OrbatUnit;
}

export function listedUnits(list: ForceList): ListedUnit[] {
  return list.battlegroups.flatMap((group) => group.units);
}

/** The other units of the list that have a tag. */
export function taggedOthers(orbat: Orbat, list: ForceList, unit: ListedUnit): Tagged[] {
  return listedUnits(list).flatMap((other) => {
    if (other === unit || other.tag === undefined) return [];
    const profile = findUnit(orbat, other.unit);
    return [{ tag: other.tag, listed: other, ...(profile === undefined ? {} : { profile }) }];
  });
}

function hasTrait(traits: readonly string[], trait: string): boolean {
  return traits.some((t) => t.toLowerCase() === trait.toLowerCase());
}

/**
 * Why `carrier` cannot take `passenger` by `field`, in the words the server
 * gave (`GET /api/orbats/:id`, `roles`: what each unit takes), or undefined
 * when it can: the counts (Transport Capacity, places) are the validation's.
 */
export function whyNot(
  passenger: OrbatUnit | undefined,
  carrier: OrbatUnit | undefined,
  field: TagField,
): string | undefined {
  const takes = carrier?.roles?.takes[field];
  if (carrier === undefined || takes === undefined) return 'not in the ORBAT';
  if ('none' in takes) return takes.none;
  const traits = passenger?.roles?.traits ?? [];
  const missing = takes.needs.filter((trait) => !hasTrait(traits, trait));
  if (missing.length > 0) return `takes ${takes.needs.join(' ')} units only (${takes.rule})`;
  const barred = takes.barred.filter((trait) => hasTrait(traits, trait));
  if (barred.length > 0) return `takes no ${barred.join(' or ')} units (${takes.rule})`;
  return undefined;
}

/** Whether some unit of the ORBAT takes `passenger` by one of `fields` (else the unit is never offered them). */
export function everTaken(
  orbat: Orbat,
  passenger: OrbatUnit | undefined,
  fields: readonly TagField[],
) {
  return orbat.units.some((carrier) =>
    fields.some((field) => {
      const takes: Takes | { none: string } | undefined = carrier.roles?.takes[field];
      return (
        takes !== undefined && !('none' in takes) && whyNot(passenger, carrier, field) === undefined
      );
    }),
  );
}
