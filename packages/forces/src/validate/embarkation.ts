import type { Problem } from '../problem.js';
import { type Force, type ForceUnit, forceUnits } from '../force-list/resolve-force.js';
import { unitHasTrait } from '../orbat/traits.js';
import {
  capacityPerModel,
  hasSpecialRule,
  traitArgument,
  transportCapacity,
} from '../orbat/transport-capacity.js';
import { TRANSPORT } from '../orbat/vocabulary.js';
import { type Known, carrierOf, isKnown } from './carried.js';
import { unitsByTag } from './membership.js';

/** Infantry models a passenger takes up: Bulky Infantry count double unless the Transport is Spacious. */
function spaceTaken(passenger: Known, transport: Known): number {
  const bulky =
    hasSpecialRule(passenger.profile, 'Bulky') && !hasSpecialRule(transport.profile, 'Spacious');
  return passenger.level.models * (bulky ? 2 : 1);
}

function checkEmbarked(
  passenger: Known,
  transport: Known,
  earlier: ForceUnit | undefined,
  errors: Problem[],
): void {
  const at = [...passenger.path, 'embarkedOn'];
  const fail = (message: string): void => {
    errors.push({ path: at, message: `${passenger.label}: ${message}` });
  };
  if (!unitHasTrait(transport.profile, TRANSPORT)) {
    return fail(`${transport.profile.name} is not a Transport unit`);
  }
  if (passenger.profile.type !== 'infantry') {
    return fail('only an Infantry unit can Embark on a Transport unit (rulebook p.46)');
  }
  if (earlier !== undefined) {
    return fail(
      `${transport.reference} already carries ${earlier.reference}: a Transport unit can carry a single Infantry unit (rulebook p.46)`,
    );
  }
  const restricted = traitArgument(transport.profile, 'Restricted Access');
  if (restricted !== undefined && !unitHasTrait(passenger.profile, restricted)) {
    return fail(
      `${transport.profile.name} can only carry ${restricted} units (glossary: Restricted Access (X))`,
    );
  }
  const capacity = transportCapacity(transport.profile, transport.level.models);
  const space = spaceTaken(passenger, transport);
  if (space > capacity) {
    const bulky = space === passenger.level.models ? '' : ' (Bulky: each model counts as two)';
    fail(
      `${space} Infantry models${bulky} do not fit in ${transport.reference}: its Transport Capacity is ${capacity}, Capacity (${capacityPerModel(transport.profile) ?? 0}) for each of its ${transport.level.models} models (rulebook p.46)`,
    );
  }
}

/**
 * Declared embarkations (rulebook p.46 Transport Capacity, Embarking During
 * Deployment; glossary Bulky, Spacious, Restricted Access (X)).
 */
export function checkEmbarkations(force: Force): Problem[] {
  const errors: Problem[] = [];
  const byTag = unitsByTag(force);
  const occupiedBy = new Map<ForceUnit, ForceUnit>();
  for (const passenger of forceUnits(force)) {
    if (passenger.listed.embarkedOn !== undefined && passenger.listed.loadedOn !== undefined) {
      errors.push({
        path: [...passenger.path, 'loadedOn'],
        message: `${passenger.label}: a unit is either Embarked or Loaded, not both`,
      });
      continue;
    }
    const transport = carrierOf(passenger, 'embarkedOn', byTag, errors);
    if (transport === undefined || !isKnown(passenger) || !isKnown(transport)) continue;
    checkEmbarked(passenger, transport, occupiedBy.get(transport), errors);
    if (!occupiedBy.has(transport)) occupiedBy.set(transport, passenger);
  }
  return errors;
}
