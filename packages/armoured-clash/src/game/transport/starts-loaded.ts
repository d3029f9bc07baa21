import type { Side } from '../../battlefield/table.js';
import { NO_LOAD } from '../../rules/carrier-load.js';
import type { CarriedTrait } from '../../rules/reaching-step-values.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import { hasTrait } from '../held-rules.js';
import type { UnitState } from '../state.js';
import { unitStep } from '../unit-rules.js';

/** The Traits a Carrier unit cannot carry (glossary: Carrier (X)). */
const NEVER_CARRIED = ['Transport', 'Behemoth'];

/** The Carrier rule a unit holds and its X Trait (game step carriedTrait), if it holds one. */
function carriedTrait(setup: GameSetup, carrierId: string): CarriedTrait {
  const carried = unitStep(setup, carrierId, 'carriedTrait', undefined);
  return carried ?? { rule: 'glossary: Carrier (X)', trait: '' };
}

/**
 * glossary: Carrier (X), Heavy Carrier (X) — a unit the force list Loads on a
 * Carrier unit as it deploys starts the game Loaded: it follows the rules for
 * Embarked Units as if it were Infantry (rulebook p.46), carried by one model of
 * the Carrier (`carrierModel`; each model has the places of the game step
 * carrierLoad, filled in the order of the list). Throws RangeError, naming the
 * unit and the rule, when it cannot be Loaded.
 */
export function startsLoaded(
  setup: GameSetup,
  side: Side,
  unit: ArmyUnit,
  carrierId: string,
): Pick<UnitState, 'embarked'> {
  const own = setup.generals[side].units;
  const carrier = own.find((u) => u.id === carrierId);
  const fail = (rule: string, message: string): never => {
    throw new RangeError(`${unit.id}: cannot start Loaded: ${message} (${rule})`);
  };
  if (carrier === undefined) {
    return fail(
      'glossary: Carrier (X)',
      `loadedOn "${carrierId}" is not a unit of General ${side.toUpperCase()}`,
    );
  }
  if (unit.embarkedOn !== undefined) {
    return fail('glossary: Carrier (X)', 'a unit is either Embarked or Loaded, not both');
  }
  const load = unitStep(setup, carrierId, 'carrierLoad', NO_LOAD);
  const { rule, trait } = carriedTrait(setup, carrierId);
  if (load.placesPerModel === 0) {
    return fail(rule, `${carrier.name} has neither Carrier (X) nor Heavy Carrier (X)`);
  }
  if (!hasTrait(setup, unit.id, trait)) {
    return fail(rule, `${carrier.name} can only carry ${trait} units`);
  }
  if (NEVER_CARRIED.some((t) => hasTrait(setup, unit.id, t))) {
    return fail(rule, 'units with the Transport or Behemoth traits cannot be carried');
  }
  const level = unit.reinforcement;
  const places = level === undefined ? undefined : load.places[level];
  if (places === undefined) {
    const levels = Object.keys(load.places).join(' or ');
    return fail(
      rule,
      `${carrier.name} carries ${levels} units only; ${unit.name} is ${level ?? 'of no known Reinforcement Level'}`,
    );
  }
  const used = Array.from({ length: carrier.models }, () => 0);
  for (const earlier of own.slice(0, own.indexOf(unit))) {
    if (earlier.loadedOn !== carrierId || earlier.reinforcement === undefined) continue;
    const taken = load.places[earlier.reinforcement] ?? 0;
    const at = used.findIndex((u) => u + taken <= load.placesPerModel);
    if (at >= 0) used[at] = (used[at] ?? 0) + taken;
  }
  const model = used.findIndex((u) => u + places <= load.placesPerModel);
  if (model < 0) {
    return fail(rule, `every model of ${carrier.name} is already Loaded`);
  }
  return {
    embarked: {
      transport: carrierId,
      models: unit.models,
      carrierModel: `${carrierId}#${model + 1}`,
    },
  };
}
