import { EPSILON } from '@warroom/engine';
import { distanceBetweenStanding } from '../battlefield/garrison.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

const RULE = 'glossary: Pathfinders';
/** glossary: Pathfinders: the Unit Types it guides. */
const GUIDED_TYPES: readonly string[] = ['infantry', 'cavalry', 'fieldGun'];

/** A unit that guides friendly units starting their Activation within `reach` inches of it. */
interface Guide {
  readonly id: string;
  readonly reach: number;
}

// A setup's profiles never change: the units guiding others, once per setup.
const guidesCache = new WeakMap<GameSetup, readonly Guide[]>();

/** The units whose rules guide friendly units (game step friendlyActivationStarts: Pathfinders). */
function guides(setup: GameSetup): readonly Guide[] {
  const known = guidesCache.get(setup);
  if (known !== undefined) return known;
  const found = [...setup.generals.a.units, ...setup.generals.b.units].flatMap((u) => {
    const reach = guideReach(setup, u.id);
    return reach === undefined ? [] : [{ id: u.id, reach }];
  });
  guidesCache.set(setup, found);
  return found;
}

function guideReach(setup: GameSetup, unitId: string): number | undefined {
  return unitStep(setup, unitId, 'friendlyActivationStarts', undefined);
}

/**
 * glossary: Pathfinders — as a friendly Infantry, Cavalry or Field Gun unit
 * starts its Activation within 6" of a unit with Pathfinders (not itself;
 * game step friendlyActivationStarts),
 * it is guided for its Movement Step (`pathfinder`: the closest such unit; the
 * table marks it `pathfound`, and battlefield/movement/terrain-treatment.ts
 * then treats Difficult and Dense Terrain as Open for it). Cleared otherwise.
 */
export function guideAtActivation(setup: GameSetup, state: GameState, unitId: string): void {
  const unit = state.units[unitId];
  if (unit === undefined) return;
  unit.pathfinder = undefined;
  const holders = guides(setup);
  if (holders.length === 0 || !GUIDED_TYPES.includes(armyUnit(setup, unitId).type)) return;
  const table = tableOf(setup, state);
  if (!table.units.has(unitId)) return;
  const near = holders
    .filter(({ id }) => id !== unitId && state.units[id]?.side === unit.side && table.units.has(id))
    .map(({ id, reach }) => ({ id, reach, gap: distanceBetweenStanding(table, id, unitId) }))
    .filter(({ gap, reach }) => gap <= reach + EPSILON)
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
  const reach = guideReach(setup, guide) ?? 0;
  const gap = distanceBetweenStanding(tableOf(setup, state), guide, unitId);
  if (gap > reach + EPSILON) {
    throw new IllegalChoice(
      RULE,
      `${armyUnit(setup, unitId).name} must end its Movement Step within ${reach}" of ${armyUnit(setup, guide).name}`,
    );
  }
}

/** glossary: Pathfinders — the guidance lasts for the Movement Step only. */
export function guidanceEnds(state: GameState, unitId: string): void {
  const unit = state.units[unitId];
  if (unit !== undefined) unit.pathfinder = undefined;
}
