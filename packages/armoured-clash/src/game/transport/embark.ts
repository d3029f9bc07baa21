import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../../battlefield/table.js';
import { attackStepNow } from '../attack-step.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { tableOf } from '../table-of.js';
import { passengerOf } from './aboard.js';
import { capacityPerModel, transportCapacity } from './capacity.js';
import { type EmbarkProblem, carryProblem } from './carry-problem.js';

/** rulebook p.30 Embark: an Unoccupied Transport unit within 3". */
export const EMBARK_REACH = 3;

/** Decimals of an inch a refusal shows a distance with. */
const SHOWN_DECIMALS = 2;

/**
 * Why the active unit `unitId` cannot Embark on `transportId` now, or undefined
 * if it can (rulebook p.30 Embark: an Infantry unit that has not made a
 * Disembark manoeuvre this turn, an Unoccupied friendly Transport unit within
 * 3"; p.46 Transport Capacity).
 */
export function embarkProblem(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  transportId: string,
): EmbarkProblem | undefined {
  const unit = state.units[unitId];
  const transport = state.units[transportId];
  if (
    unit === undefined ||
    transport === undefined ||
    transport.side !== unit.side ||
    !transport.deployed ||
    transport.annihilated ||
    transportId === unitId
  ) {
    return {
      rule: 'rulebook p.46 Making an Embark Action',
      message: `${transportId} is not a friendly unit on the battlefield`,
    };
  }
  if (!unit.deployed) {
    return {
      rule: 'rulebook p.46 Embarked Units',
      message: `${unitId} is not on the battlefield`,
    };
  }
  if (state.activation?.disembarked === true) {
    return {
      rule: 'rulebook p.30 Embark',
      message: `${armyUnit(setup, unitId).name} made a Disembark manoeuvre this turn`,
    };
  }
  const occupiedBy = passengerOf(state, transportId)?.id;
  const problem = carryProblem(setup, unitId, unit.models.length, {
    id: transportId,
    capacity: transportCapacity(setup, state, transportId),
    ...(occupiedBy === undefined ? {} : { occupiedBy }),
  });
  if (problem !== undefined) return problem;
  const apart = distanceBetweenUnits(tableOf(setup, state), unitId, transportId);
  if (apart > EMBARK_REACH + EPSILON) {
    return {
      rule: 'rulebook p.30 Embark',
      message: `${armyUnit(setup, transportId).name} is not within ${EMBARK_REACH}" (${apart.toFixed(SHOWN_DECIMALS)}")`,
    };
  }
  return undefined;
}

// A unit's Capacity (X) is its profile's special rules, which never change during a game:
// the Transport units of a setup (setups are never changed in place) are found once.
const transportsOf = new WeakMap<GameSetup, ReadonlySet<string>>();

/** The units of the setup with Capacity (X): only they are Transport units (rulebook p.46). */
function transportUnits(setup: GameSetup): ReadonlySet<string> {
  let known = transportsOf.get(setup);
  if (known === undefined) {
    const units = [...setup.generals.a.units, ...setup.generals.b.units];
    known = new Set(units.filter((u) => capacityPerModel(setup, u.id) > 0).map((u) => u.id));
    transportsOf.set(setup, known);
  }
  return known;
}

/** The Embark Special Actions the active unit may make now (rulebook p.30). */
export function embarkOptions(setup: GameSetup, state: GameState, unitId: string): Choice[] {
  const unit = state.units[unitId];
  if (unit === undefined || armyUnit(setup, unitId).type !== 'infantry') return [];
  // A unit without Capacity (X) is no Transport (carryProblem): with none in the game, no Embark.
  const transports = transportUnits(setup);
  if (transports.size === 0) return [];
  return Object.values(state.units)
    .filter(
      (t) =>
        t.side === unit.side &&
        t.id !== unitId &&
        t.deployed &&
        !t.annihilated &&
        transports.has(t.id),
    )
    .filter((t) => embarkProblem(setup, state, unitId, t.id) === undefined)
    .map((t): Choice => ({ kind: 'embark', transport: t.id }));
}

/**
 * rulebook p.46 Making an Embark Action: in its Attack Step, the unit is
 * removed from the battlefield and set aside, Embarked on the chosen Transport
 * unit with all its models; it keeps its Statuses (p.46 Embarked Units). The
 * caller ends the Activation.
 */
export function embark(setup: GameSetup, state: GameState, transportId: string): GameEvent[] {
  const activation = attackStepNow(state);
  const unit = state.units[activation.unit];
  if (unit === undefined) throw new RangeError(`unknown unit ${activation.unit}`);
  const problem = embarkProblem(setup, state, unit.id, transportId);
  if (problem !== undefined) throw new IllegalChoice(problem.rule, problem.message);
  unit.embarked = { transport: transportId, models: unit.models.length };
  unit.models = [];
  unit.deployed = false;
  return [
    event(
      'embark',
      `${armyUnit(setup, unit.id).name} Embarks on ${armyUnit(setup, transportId).name}`,
      { unit: unit.id },
    ),
  ];
}
