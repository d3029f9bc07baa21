import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import { COMMANDER_DISTANCE } from './commander.js';
import { type GameEvent, event } from './events.js';
import { hasTrait, heldRules } from './held-rules.js';
import type { GameState, UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit, tableOf } from './table-of.js';

function onTheBattlefield(unit: UnitState): boolean {
  return unit.deployed && !unit.annihilated && unit.models.length > 0;
}

/**
 * glossary: Construct — after a unit moves: a Disordered Construct unit loses
 * Disordered when it, or a friendly Commander unit, ends a move within 6" of
 * the other. Called where the game moves a unit by a Manoeuvre (Advance, Double
 * Time, Charge).
 */
export function constructsRejoin(setup: GameSetup, state: GameState, movedId: string): GameEvent[] {
  const moved = state.units[movedId];
  if (moved === undefined || !onTheBattlefield(moved)) return [];
  const friends = Object.values(state.units).filter(
    (u) => u.side === moved.side && onTheBattlefield(u),
  );
  const commanders = friends.filter((u) => hasTrait(setup, u.id, 'Commander'));
  const constructs = friends.filter(
    (u) => u.statuses.includes('disordered') && heldRules(setup, u.id, 'Construct').length > 0,
  );
  const pairs = constructs.flatMap((c) =>
    commanders
      .filter((k) => k.id !== c.id && (c.id === movedId || k.id === movedId))
      .map((k) => [c, k] as const),
  );
  if (pairs.length === 0) return [];
  const table = tableOf(setup, state);
  const events: GameEvent[] = [];
  for (const [c, k] of pairs) {
    if (!c.statuses.includes('disordered')) continue;
    if (distanceBetweenUnits(table, c.id, k.id) > COMMANDER_DISTANCE + EPSILON) continue;
    dropStatuses(c, 'disordered');
    const text = `${armyUnit(setup, c.id).name} is no longer Disordered (Construct, near ${armyUnit(setup, k.id).name})`;
    events.push(event('losesStatus', text, { unit: c.id }));
  }
  return events;
}
