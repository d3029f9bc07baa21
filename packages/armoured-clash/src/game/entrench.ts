import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../battlefield/table.js';
import { attackStepNow } from './attack-step.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { type GameEvent, event } from './events.js';
import { formationOf } from './formation.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

const RULE = 'glossary: Construction Team';

/** glossary: Construction Team — how close a friendly unit it entrenches must be, in inches. */
export const ENTRENCH_DISTANCE = 4;

/**
 * The units a Construction Team may entrench: itself, or a friendly Light
 * unit in Close Formation within 4" of it.
 */
export function entrenchTargets(setup: GameSetup, state: GameState, unitId: string): string[] {
  const unit = state.units[unitId];
  // glossary: Construction Team (game step attackStepSpecialActions).
  if (
    unit === undefined ||
    !unitStep(setup, unitId, 'attackStepSpecialActions', []).includes('entrench')
  )
    return [];
  const candidates = Object.values(state.units).filter((u) => {
    const profile = armyUnit(setup, u.id);
    return (
      u.side === unit.side &&
      u.id !== unitId &&
      u.deployed &&
      !u.annihilated &&
      profile.category === 'light' &&
      formationOf(setup, u) === 'close'
    );
  });
  const table = candidates.length === 0 ? undefined : tableOf(setup, state);
  const near = candidates.filter(
    (u) =>
      table !== undefined &&
      distanceBetweenUnits(table, unitId, u.id) <= ENTRENCH_DISTANCE + EPSILON,
  );
  return [unitId, ...near.map((u) => u.id)];
}

/** The Entrench Special Actions the active unit may make now. */
export function entrenchOptions(setup: GameSetup, state: GameState, unitId: string): Choice[] {
  return entrenchTargets(setup, state, unitId).map((unit): Choice => ({ kind: 'entrench', unit }));
}

/**
 * glossary: Construction Team — the Entrench Special Action in the Attack
 * Step: the unit chosen gains the Entrenched status (its Barricade Tokens are
 * the status's marker).
 */
export function entrench(setup: GameSetup, state: GameState, targetId: string): GameEvent[] {
  const unitId = attackStepNow(state).unit;
  if (!entrenchTargets(setup, state, unitId).includes(targetId)) {
    throw new IllegalChoice(
      RULE,
      `${unitId} cannot entrench ${targetId}: itself, or a friendly Light unit in Close Formation within ${ENTRENCH_DISTANCE}" only`,
    );
  }
  const target = state.units[targetId];
  if (target === undefined) throw new RangeError(`unknown unit ${targetId}`);
  if (!target.statuses.includes('entrenched')) target.statuses.push('entrenched');
  const text = `${armyUnit(setup, unitId).name} entrenches ${armyUnit(setup, targetId).name}`;
  return [event('entrench', text, { unit: unitId })];
}
