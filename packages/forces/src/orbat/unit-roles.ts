import type { UnitProfile } from './orbat.js';
import { isFireteam, parentUnitValues } from './parent-unit.js';
import { allTraits, unitHasTrait } from './traits.js';
import { hasSpecialRule, traitArgument } from './transport-capacity.js';
import {
  BEHEMOTH,
  FIRETEAM,
  GUN_CARRIAGE,
  TRANSPORT,
  UNIT_TYPE_NAMES,
  hasTraitNamed,
} from './vocabulary.js';

/** The fields of a listed unit that name another unit of the list by its tag. */
export const NOMINATION_FIELDS = ['embarkedOn', 'loadedOn', 'towedBy', 'attachedTo'] as const;
export type NominationField = (typeof NOMINATION_FIELDS)[number];

/** What a unit takes by one field: the Traits a unit needs (all of them), those that bar it, and the rule. */
export interface Takes {
  readonly needs: readonly string[];
  readonly barred: readonly string[];
  readonly rule: string;
}

/** Why a unit takes none by that field. */
export interface TakesNone {
  readonly none: string;
}

/**
 * What a builder needs to offer only the nominations a unit can take
 * (docs/forces.md: `embarkedOn`, `loadedOn`, `towedBy`, `attachedTo`): its
 * Traits (a Fireteam by its special rule too) and, by field, what it takes or
 * why not. The counts (Transport Capacity, places, X) are left to validation.
 */
export interface UnitRoles {
  readonly traits: readonly string[];
  readonly takes: Readonly<Record<NominationField, Takes | TakesNone>>;
}

/** rulebook p.46: a Transport takes one Infantry unit; Restricted Access (X), only X units. */
function embarks(unit: UnitProfile): Takes | TakesNone {
  if (!unitHasTrait(unit, TRANSPORT)) return { none: 'is not a Transport unit' };
  const restricted = traitArgument(unit, 'Restricted Access');
  const needs = [UNIT_TYPE_NAMES.infantry, ...(restricted === undefined ? [] : [restricted])];
  return { needs, barred: [], rule: 'rulebook p.46' };
}

/** glossary: Carrier (X), Heavy Carrier (X): X units, never Transports or Behemoths. */
function loads(unit: UnitProfile): Takes | TakesNone {
  const heavy = traitArgument(unit, 'Heavy Carrier');
  const trait = heavy ?? traitArgument(unit, 'Carrier');
  if (trait === undefined) return { none: 'has neither Carrier (X) nor Heavy Carrier (X)' };
  const rule = `glossary: ${heavy === undefined ? 'Carrier (X)' : 'Heavy Carrier (X)'}`;
  return { needs: [trait], barred: [TRANSPORT, BEHEMOTH], rule };
}

/** glossary: Tow: a Gun Carriage unit. */
function tows(unit: UnitProfile): Takes | TakesNone {
  return hasSpecialRule(unit, 'Tow')
    ? { needs: [GUN_CARRIAGE], barred: [], rule: 'glossary: Tow' }
    : { none: 'has no Tow special rule' };
}

/** glossary: Parent Unit (X): Fireteam units. */
function parents(unit: UnitProfile): Takes | TakesNone {
  return parentUnitValues(unit) === undefined
    ? { none: 'has no Parent Unit (X) special rule' }
    : { needs: [FIRETEAM], barred: [], rule: 'glossary: Parent Unit (X)' };
}

export function unitRoles(unit: UnitProfile): UnitRoles {
  const traits = allTraits(unit);
  return {
    traits: isFireteam(unit) && !hasTraitNamed(traits, FIRETEAM) ? [...traits, FIRETEAM] : traits,
    takes: {
      embarkedOn: embarks(unit),
      loadedOn: loads(unit),
      towedBy: tows(unit),
      attachedTo: parents(unit),
    },
  };
}
