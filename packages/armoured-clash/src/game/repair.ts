import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../battlefield/table.js';
import { attackStepNow } from './attack-step.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { unitDisciplineTest } from './discipline-test.js';
import { type GameEvent, event } from './events.js';
import { hasTrait } from './held-rules.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { recoverDamage } from './recover-damage.js';
import { unitStep } from './unit-rules.js';

const RULE = 'glossary: Repair (X)';

/** glossary: Repair (X) — how close the unit repaired must be, in inches. */
export const REPAIR_DISTANCE = 2;

/** glossary: Repair (X) — from this many models on, a unit recovers more Damage. */
export const MANY_MODELS = 5;

/** glossary: Repair (X) — Damage recovered by a unit of 1-4 models, and of 5 or more. */
export const DAMAGE_RECOVERED = { few: 1, many: 2 } as const;

/**
 * The units the active unit may repair: other friendly units on the
 * battlefield with the X Trait of one of its Repair (X) rules (game step
 * repairedTraits), within 2".
 */
export function repairTargets(setup: GameSetup, state: GameState, unitId: string): string[] {
  const unit = state.units[unitId];
  const traits = unitStep(setup, unitId, 'repairedTraits', []);
  if (unit === undefined || traits.length === 0) return [];
  const candidates = Object.values(state.units).filter(
    (u) =>
      u.side === unit.side &&
      u.id !== unitId &&
      u.deployed &&
      !u.annihilated &&
      traits.some((trait) => hasTrait(setup, u.id, trait)),
  );
  if (candidates.length === 0) return [];
  const table = tableOf(setup, state);
  return candidates
    .filter((u) => distanceBetweenUnits(table, unitId, u.id) <= REPAIR_DISTANCE + EPSILON)
    .map((u) => u.id);
}

/** The Repair Special Actions the active unit may make now. */
export function repairOptions(setup: GameSetup, state: GameState, unitId: string): Choice[] {
  return repairTargets(setup, state, unitId).map((unit): Choice => ({ kind: 'repair', unit }));
}

/**
 * glossary: Repair (X) — a Special Action in the Attack Step: the active unit
 * takes a Discipline Test; passed, the friendly X unit within 2" recovers 1
 * Damage if it has 1-4 models, 2 if it has 5 or more (never below none;
 * Destroyed models do not return).
 */
export function repair(setup: GameSetup, state: GameState, targetId: string): GameEvent[] {
  const activation = attackStepNow(state);
  const unitId = activation.unit;
  if (!repairTargets(setup, state, unitId).includes(targetId)) {
    throw new IllegalChoice(
      RULE,
      `${unitId} cannot repair ${targetId}: a friendly unit with its X Trait within ${REPAIR_DISTANCE}" only`,
    );
  }
  const target = state.units[targetId];
  if (target === undefined) throw new RangeError(`unknown unit ${targetId}`);
  const name = armyUnit(setup, unitId).name;
  const targetName = armyUnit(setup, targetId).name;
  const test = unitDisciplineTest(setup, state, unitId, 'disciplineTest');
  const events = [event('repair', `${name} repairs ${targetName}`, { unit: unitId }), test.event];
  if (!test.passed) return events;
  const recovered = recoverDamage(
    target,
    target.models.length >= MANY_MODELS ? DAMAGE_RECOVERED.many : DAMAGE_RECOVERED.few,
  );
  events.push(event('repaired', `${targetName} recovers ${recovered} Damage`, { unit: targetId }));
  return events;
}
