import { EPSILON } from '@warroom/engine';
import { distanceBetweenStanding } from '../battlefield/garrison.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { heldRules } from './held-rules.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

const RULE = 'glossary: Pathfinders';
/** glossary: Pathfinders: how close the guided unit starts its Activation and ends its Movement Step, in inches. */
export const PATHFINDERS_REACH = 6;
/** glossary: Pathfinders: the Unit Types it guides. */
const GUIDED_TYPES: readonly string[] = ['infantry', 'cavalry', 'fieldGun'];

// A setup's profiles never change: the units with Pathfinders, once per setup.
const holdersCache = new WeakMap<GameSetup, readonly string[]>();

function pathfinderUnits(setup: GameSetup): readonly string[] {
  const known = holdersCache.get(setup);
  if (known !== undefined) return known;
  const all = [...setup.generals.a.units, ...setup.generals.b.units];
  const holders = all
    .filter((u) => heldRules(setup, u.id, 'Pathfinders').length > 0)
    .map((u) => u.id);
  holdersCache.set(setup, holders);
  return holders;
}

/**
 * glossary: Pathfinders — as a friendly Infantry, Cavalry or Field Gun unit
 * starts its Activation within 6" of a unit with Pathfinders (not itself),
 * it is guided for its Movement Step (`pathfinder`: the closest such unit; the
 * table marks it `pathfound`, and battlefield/movement/terrain-treatment.ts
 * then treats Difficult and Dense Terrain as Open for it). Cleared otherwise.
 */
export function guideAtActivation(setup: GameSetup, state: GameState, unitId: string): void {
  const unit = state.units[unitId];
  if (unit === undefined) return;
  delete unit.pathfinder;
  const holders = pathfinderUnits(setup);
  if (holders.length === 0 || !GUIDED_TYPES.includes(armyUnit(setup, unitId).type)) return;
  const table = tableOf(setup, state);
  if (!table.units.has(unitId)) return;
  const near = holders
    .filter((id) => id !== unitId && state.units[id]?.side === unit.side && table.units.has(id))
    .map((id) => ({ id, gap: distanceBetweenStanding(table, id, unitId) }))
    .filter(({ gap }) => gap <= PATHFINDERS_REACH + EPSILON)
    .sort((p, q) => p.gap - q.gap)[0];
  if (near !== undefined) unit.pathfinder = near.id;
}

/**
 * glossary: Pathfinders — the guided unit must end its Movement Step within 6"
 * of the unit: refused (IllegalChoice) when the Manoeuvre just made does not.
 * The caller checks after moving the models of a copy of the state.
 */
export function checkGuidedEnd(setup: GameSetup, state: GameState, unitId: string): void {
  const guide = state.units[unitId]?.pathfinder;
  if (guide === undefined) return;
  const gap = distanceBetweenStanding(tableOf(setup, state), guide, unitId);
  if (gap > PATHFINDERS_REACH + EPSILON) {
    throw new IllegalChoice(
      RULE,
      `${armyUnit(setup, unitId).name} must end its Movement Step within ${PATHFINDERS_REACH}" of ${armyUnit(setup, guide).name}`,
    );
  }
}

/** glossary: Pathfinders — the guidance lasts for the Movement Step only. */
export function guidanceEnds(state: GameState, unitId: string): void {
  const unit = state.units[unitId];
  if (unit !== undefined) delete unit.pathfinder;
}
