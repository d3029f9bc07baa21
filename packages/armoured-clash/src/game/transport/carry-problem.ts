import type { GameSetup } from '../army.js';
import { hasTrait } from '../held-rules.js';
import { armyUnit } from '../army-unit.js';
import { unitStep } from '../unit-rules.js';
import { capacityPerModel, spacePerModel } from './capacity.js';

/** A rule a unit's Embarking would break, and how. */
export interface EmbarkProblem {
  readonly rule: string;
  readonly message: string;
}

/** What is known of the Transport unit a unit would Embark on. */
export interface TransportNow {
  readonly id: string;
  /** Its Transport Capacity now (rulebook p.46). */
  readonly capacity: number;
  /** The unit already Embarked on it, if it is Occupied. */
  readonly occupiedBy?: string;
}

/**
 * Why `unitId` with `models` models cannot be carried by the Transport unit,
 * or undefined if it can (rulebook p.46 Transport Capacity: a single Infantry
 * unit, within its Transport Capacity; glossary: Capacity (X), Bulky, Spacious,
 * Restricted Access (X), Run Amok).
 */
export function carryProblem(
  setup: GameSetup,
  unitId: string,
  models: number,
  transport: TransportNow,
): EmbarkProblem | undefined {
  const unit = armyUnit(setup, unitId);
  const carrier = armyUnit(setup, transport.id);
  if (capacityPerModel(setup, transport.id) === 0) {
    return {
      rule: 'glossary: Capacity (X)',
      message: `${carrier.name} is not a Transport unit (it has no Capacity (X))`,
    };
  }
  if (unit.type !== 'infantry') {
    return {
      rule: 'rulebook p.46 Transport Capacity',
      message: `${unit.name} is not an Infantry unit: a Transport unit carries a single Infantry unit`,
    };
  }
  // glossary: Restricted Access (X) — only units with each X Trait.
  const only = unitStep(setup, transport.id, 'embarkingTraitsRequired', []);
  if (only.some((trait) => !hasTrait(setup, unitId, trait))) {
    return {
      rule: 'glossary: Restricted Access (X)',
      message: `${carrier.name} can only carry ${only.join(', ')} units`,
    };
  }
  // glossary: Run Amok — only on a Transport unit with the Containment Chambers trait.
  const required = unitStep(setup, unitId, 'transportTraitRequired', undefined);
  if (required !== undefined && !hasTrait(setup, transport.id, required.trait)) {
    return {
      rule: required.rule,
      message: `${unit.name} may only Embark on a Transport unit with the ${required.trait} trait`,
    };
  }
  if (transport.occupiedBy !== undefined) {
    return {
      rule: 'rulebook p.46 Transport Capacity',
      message: `${carrier.name} is Occupied by ${armyUnit(setup, transport.occupiedBy).name}`,
    };
  }
  const space = models * spacePerModel(setup, unitId, transport.id);
  if (space > transport.capacity) {
    return {
      rule: 'rulebook p.46 Transport Capacity',
      message: `${unit.name} takes up ${space} places; ${carrier.name}'s Transport Capacity is ${transport.capacity}`,
    };
  }
  return undefined;
}
