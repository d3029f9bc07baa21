import type { Side } from '../../battlefield/table.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { UnitState } from '../state.js';
import { capacityPerModel } from './capacity.js';
import { carryProblem } from './carry-problem.js';
import { startsLoaded } from './starts-loaded.js';

/**
 * rulebook p.46 Embarking During Deployment: a unit the force list puts aboard a
 * Transport unit starts the game Embarked on it, with all its models; it is
 * deployed with its Transport (off the table) and held in Reserve with it.
 * A unit Loaded on a Carrier unit starts Loaded (starts-loaded.ts). Throws
 * RangeError, naming the unit and the rule, when it cannot be.
 */
export function startsEmbarked(
  setup: GameSetup,
  side: Side,
  unit: ArmyUnit,
): Pick<UnitState, 'embarked'> {
  if (unit.loadedOn !== undefined) return startsLoaded(setup, side, unit, unit.loadedOn);
  const transportId = unit.embarkedOn;
  if (transportId === undefined) return {};
  const own = setup.generals[side].units;
  const transport = own.find((u) => u.id === transportId);
  if (transport === undefined) {
    throw new RangeError(
      `${unit.id}: embarkedOn "${transportId}" is not a unit of General ${side.toUpperCase()} (rulebook p.46)`,
    );
  }
  const earlier = own.slice(0, own.indexOf(unit)).find((u) => u.embarkedOn === transportId);
  const problem = carryProblem(setup, unit.id, unit.models, {
    id: transportId,
    capacity: transport.models * capacityPerModel(setup, transportId),
    ...(earlier === undefined ? {} : { occupiedBy: earlier.id }),
  });
  if (problem !== undefined) {
    throw new RangeError(`${unit.id}: cannot start Embarked: ${problem.message} (${problem.rule})`);
  }
  return { embarked: { transport: transportId, models: unit.models } };
}
