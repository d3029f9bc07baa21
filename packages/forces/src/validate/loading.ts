import type { Problem } from '../problem.js';
import { type Force, type ForceUnit, forceUnits } from '../force-list/resolve-force.js';
import { unitHasTrait } from '../orbat/traits.js';
import { traitArgument } from '../orbat/transport-capacity.js';
import { BEHEMOTH, TRANSPORT } from '../orbat/vocabulary.js';
import { type Known, carrierOf, isKnown } from './carried.js';
import { unitsByTag } from './membership.js';

/**
 * How a carrier's models take units (glossary): each Carrier (X) model one X
 * unit at Basic; each Heavy Carrier (X) model two Basic X units or one
 * Reinforced. Counted in halves of a Heavy Carrier model: Basic 1, Reinforced 2.
 */
interface Carrying {
  readonly rule: 'Carrier (X)' | 'Heavy Carrier (X)';
  readonly trait: string;
  readonly spacesPerModel: number;
  readonly spaces: Partial<Record<string, number>>;
}

function carryingOf(carrier: Known): Carrying | undefined {
  const heavy = traitArgument(carrier.profile, 'Heavy Carrier');
  if (heavy !== undefined) {
    return {
      rule: 'Heavy Carrier (X)',
      trait: heavy,
      spacesPerModel: 2,
      spaces: { basic: 1, reinforced: 2 },
    };
  }
  const light = traitArgument(carrier.profile, 'Carrier');
  if (light !== undefined) {
    return { rule: 'Carrier (X)', trait: light, spacesPerModel: 1, spaces: { basic: 1 } };
  }
  return undefined;
}

function checkLoaded(
  passenger: Known,
  carrier: Known,
  used: Map<ForceUnit, number>,
  errors: Problem[],
): void {
  const fail = (message: string): void => {
    errors.push({
      path: [...passenger.path, 'loadedOn'],
      message: `${passenger.label}: ${message}`,
    });
  };
  const carrying = carryingOf(carrier);
  if (carrying === undefined) {
    return fail(`${carrier.profile.name} has neither Carrier (X) nor Heavy Carrier (X)`);
  }
  const { rule, trait } = carrying;
  if (!unitHasTrait(passenger.profile, trait)) {
    return fail(`${carrier.profile.name} can only carry ${trait} units (glossary: ${rule})`);
  }
  if (unitHasTrait(passenger.profile, TRANSPORT) || unitHasTrait(passenger.profile, BEHEMOTH)) {
    return fail(
      `units with the Transport or Behemoth traits cannot be carried (glossary: ${rule})`,
    );
  }
  const space = carrying.spaces[passenger.listed.level];
  if (space === undefined) {
    const levels = rule === 'Carrier (X)' ? 'Basic' : 'Basic or Reinforced';
    return fail(`${rule} carries ${levels} units only (glossary: ${rule})`);
  }
  const taken = (used.get(carrier) ?? 0) + space;
  const room = carrying.spacesPerModel * carrier.level.models;
  if (taken > room) {
    const each = rule === 'Carrier (X)' ? 'one unit' : 'two Basic units or one Reinforced unit';
    return fail(
      `${carrier.reference} is full: each of its ${carrier.level.models} models carries ${each} (glossary: ${rule})`,
    );
  }
  used.set(carrier, taken);
}

/** Declared loadings on Carrier (X) and Heavy Carrier (X) units (glossary). */
export function checkLoading(force: Force): Problem[] {
  const errors: Problem[] = [];
  const byTag = unitsByTag(force);
  const used = new Map<ForceUnit, number>();
  for (const passenger of forceUnits(force)) {
    if (passenger.listed.embarkedOn !== undefined) continue;
    const carrier = carrierOf(passenger, 'loadedOn', byTag, errors);
    if (carrier === undefined || !isKnown(passenger) || !isKnown(carrier)) continue;
    checkLoaded(passenger, carrier, used, errors);
  }
  return errors;
}
