import type { UnitMove } from '../battlefield/movement/check-move.js';
import { unitsMovedThrough } from '../battlefield/movement/moved-through.js';
import type { GameSetup } from './army.js';
import { combatSuppressionTest } from './combat-suppression-test.js';
import { type GameEvent, event } from './events.js';
import { heldRules } from './held-rules.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';

/**
 * The units a unit's move passes through, read before it moves; only worked
 * out for a unit with Shockwave (the table is not built otherwise).
 */
export function movedThroughForShockwave(
  setup: GameSetup,
  state: GameState,
  move: UnitMove,
): string[] {
  if (heldRules(setup, move.unit, 'Shockwave').length === 0) return [];
  return unitsMovedThrough(tableOf(setup, state), move);
}

/** glossary: Shockwave — units immune to it: Aircraft, Rotorcraft and units with Large. */
function unaffected(setup: GameSetup, unitId: string): boolean {
  const unit = armyUnit(setup, unitId);
  return (
    unit.type === 'aircraft' ||
    unit.type === 'rotorcraft' ||
    heldRules(setup, unitId, 'Large').length > 0
  );
}

/**
 * glossary: Shockwave — at the end of the unit's Double Time or Charge, each
 * unit its models moved through, friend or foe, takes a Suppression Test
 * (rulebook p.36, as the game takes one outside an attack); Aircraft,
 * Rotorcraft and Large units are unaffected. In the order they were met.
 */
export function shockwave(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  through: readonly string[],
): GameEvent[] {
  const events: GameEvent[] = [];
  for (const id of through) {
    const unit = state.units[id];
    if (unit === undefined || unit.annihilated || unaffected(setup, id)) continue;
    const text = `${armyUnit(setup, unitId).name}'s Shockwave: ${armyUnit(setup, id).name} takes a Suppression Test`;
    events.push(event('shockwave', text, { unit: id }));
    events.push(...combatSuppressionTest(setup, state, unit, unit.models.length));
  }
  return events;
}
