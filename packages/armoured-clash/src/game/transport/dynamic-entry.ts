import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import { type AfterTests, testInTurn } from '../commands/tests-in-turn.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { shockUnaffected } from '../shock-unaffected.js';
import { tableOf } from '../table-of.js';
import { unitStep } from '../unit-rules.js';

/**
 * glossary: Dynamic Entry (X") — as the unit arrives from Reserve (game step
 * deployedFromReserve), every other unit within X" of it, friend or foe, takes
 * a Suppression Test (rulebook p.36, as the game takes one outside an attack),
 * in the order the units are listed, each waiting while its General may issue
 * a Command at it (rulebook p.37: Stand Firm); then the game goes on (`then`:
 * game/commands/tests-in-turn.ts).
 */
export function dynamicEntry(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  then: AfterTests,
): GameEvent[] {
  const reach = unitStep(setup, unitId, 'deployedFromReserve', undefined);
  const table = reach === undefined ? undefined : tableOf(setup, state);
  const units = Object.values(state.units)
    .filter(
      (unit) =>
        reach !== undefined &&
        table !== undefined &&
        unit.id !== unitId &&
        table.units.has(unit.id) &&
        !unit.annihilated &&
        !shockUnaffected(setup, unit.id) &&
        distanceBetweenUnits(table, unitId, unit.id) <= reach + EPSILON,
    )
    .map((unit) => unit.id);
  return testInTurn(state, { rule: 'dynamicEntry', by: unitId, units, then });
}
