import { EPSILON, type Shape, distanceBetween } from '@warroom/engine';
import { standingModels } from '../battlefield/garrison.js';
import type { UnitMove } from '../battlefield/movement/check-move.js';
import { footprintAt } from '../battlefield/movement/swept-path.js';
import { type Table, modelsOf } from '../battlefield/table.js';
import type { UnitType } from '../profile/unit-type.js';
import type { GameSetup } from './army.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

/** Unit Types that are never Charged (rulebook p.24), so never Secondary Combatants either. */
const NEVER_IN_CONTACT: readonly UnitType[] = ['aircraft', 'rotorcraft'];

/**
 * rulebook p.45 Storming a Building: the attacking unit must end its move so
 * that at least one of its models is in contact with the building's Footprint
 * (instead of its Officer in contact with a unit). Throws IllegalChoice when
 * none is.
 */
export function stormingContact(table: Table, move: UnitMove, targetId: string): void {
  buildingContact(table, move, standingModels(table, targetId)[0]?.footprint);
}

/**
 * The same contact with a building's Footprint, for a Charge that targets the
 * building itself (glossary: Demolition, read as Storming an unoccupied one).
 */
export function buildingContact(table: Table, move: UnitMove, building: Shape | undefined): void {
  const touching = modelsOf(table, move.unit).some((model) => {
    const path = move.paths.find((p) => p.model === model.id);
    const end = path?.waypoints[path.waypoints.length - 1];
    const footprint =
      end === undefined ? model.footprint : footprintAt(model, end, path?.facing ?? model.facing);
    return building !== undefined && distanceBetween(footprint, building) <= EPSILON;
  });
  if (!touching) {
    throw new IllegalChoice(
      'rulebook p.45 Storming a Building',
      "at least one model must end in contact with the building's Footprint",
    );
  }
}

/**
 * rulebook p.29 Secondary Combatants: the enemy units other than the target
 * that the charging unit ended its Charge in contact with (a Garrison through
 * its building), as the units stand now. Aircraft and Rotorcraft, which cannot
 * be Charged, are never among them (our reading).
 */
export function secondaryCombatantsOf(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  targetId: string,
): string[] {
  const table = tableOf(setup, state);
  const charging = modelsOf(table, unitId);
  const side = state.units[unitId]?.side;
  return [...table.units.values()]
    .filter((u) => u.side !== side && u.id !== targetId && !NEVER_IN_CONTACT.includes(u.type))
    .filter((u) =>
      standingModels(table, u.id).some((m) =>
        charging.some((c) => distanceBetween(c.footprint, m.footprint) <= EPSILON),
      ),
    )
    .map((u) => u.id);
}
