import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import { combatSuppressionTest } from '../combat-suppression-test.js';
import { type GameEvent, event } from '../events.js';
import { heldRules } from '../held-rules.js';
import type { GameState } from '../state.js';
import { armyUnit } from '../army-unit.js';
import { tableOf } from '../table-of.js';
import { unitStep } from '../unit-rules.js';

/** glossary: Dynamic Entry (X") — units it does not affect: Aircraft, Rotorcraft and Large units. */
function unaffected(setup: GameSetup, unitId: string): boolean {
  const unit = armyUnit(setup, unitId);
  return (
    unit.type === 'aircraft' ||
    unit.type === 'rotorcraft' ||
    heldRules(setup, unitId, 'Large').length > 0
  );
}

/**
 * glossary: Dynamic Entry (X") — as the unit arrives from Reserve (game step
 * deployedFromReserve), every other unit within X" of it, friend or foe, takes
 * a Suppression Test (rulebook p.36, as the game takes one outside an attack),
 * in the order the units are listed.
 */
export function dynamicEntry(setup: GameSetup, state: GameState, unitId: string): GameEvent[] {
  const reach = unitStep(setup, unitId, 'deployedFromReserve', undefined);
  if (reach === undefined) return [];
  const table = tableOf(setup, state);
  const events: GameEvent[] = [];
  const name = armyUnit(setup, unitId).name;
  for (const unit of Object.values(state.units)) {
    if (unit.id === unitId || !table.units.has(unit.id) || unit.annihilated) continue;
    if (unaffected(setup, unit.id)) continue;
    if (distanceBetweenUnits(table, unitId, unit.id) > reach + EPSILON) continue;
    const text = `${name}'s Dynamic Entry: ${armyUnit(setup, unit.id).name} takes a Suppression Test`;
    events.push(event('dynamicEntry', text, { unit: unit.id }));
    events.push(...combatSuppressionTest(setup, state, unit, unit.models.length));
  }
  return events;
}
