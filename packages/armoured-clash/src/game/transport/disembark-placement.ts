import type { Table } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { At } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import type { ModelState } from '../state.js';
import type { TableState } from '../table-of.js';
import { footprintOf, armyUnit } from '../army-unit.js';
import { type SetUpNear, setUpNear } from './set-up-near.js';

/** rulebook p.46 Making a Disembark Manoeuvre: each model within 3" of a model of the Transport unit. */
export const DISEMBARK_REACH = 3;

/**
 * Where an Embarked unit's models stand once it Disembarks, its Officer at `at`
 * and the unit formed up facing `facing` degrees (so in Unit Coherency), or an
 * IllegalChoice naming the rule the placement breaks: each model within 3" of a
 * model of the Transport unit, none within 1" of an enemy unit (rulebook p.46),
 * on the battlefield, overlapping no model and no Impassable Terrain
 * (game/transport/set-up-near.ts). Reads only the table.
 */
export function plannedDisembark(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
  table?: Table,
): ModelState[] {
  const { units } = state;
  // `table`: the table of `units`, when the caller has it already (a bot trying many places).
  const aboard = units[unitId]?.embarked;
  if (aboard === undefined) {
    throw new IllegalChoice('rulebook p.25 Disembark', `${unitId} is not an Embarked unit`);
  }
  return setUpNear(
    setup,
    state,
    unitId,
    aboard.models,
    at,
    facing,
    nearTransport(setup, state, aboard.transport),
    table,
  );
}

/** rulebook p.46 Making a Disembark Manoeuvre: where a unit Disembarking from `transport` is set up. */
export function nearTransport(setup: GameSetup, state: TableState, transport: string): SetUpNear {
  const carrier = armyUnit(setup, transport);
  return {
    near: (state.units[transport]?.models ?? []).map((m) => footprintOf(carrier, m)),
    reach: DISEMBARK_REACH,
    what: 'its Transport unit',
    rule: 'rulebook p.46 Making a Disembark Manoeuvre',
  };
}
