import type { ManoeuvreLimits, MovingManoeuvre } from '../rules/movement-step-values.js';
import type { GameSetup } from './army.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';

/** rulebook p.24: Double Time and a Charge move a unit up to twice its Speed. */
export const TWICE_THE_SPEED = 2;

const MANOEUVRE_NAMES: Readonly<Record<MovingManoeuvre, string>> = {
  advance: 'Advance',
  doubleTime: 'Double Time',
  charge: 'Charge',
};

/**
 * How far a unit may move with each Manoeuvre, and those it cannot make (game
 * step manoeuvreLimits: Slow, Static). `units`: the units now, when the caller
 * has them (a Soaring unit's Speed is X": glossary Soar (X"); game/soar.ts).
 */
export function manoeuvreLimits(
  setup: GameSetup,
  unitId: string,
  units?: GameState['units'],
): ManoeuvreLimits {
  const speed = units?.[unitId]?.soaring?.speed ?? armyUnit(setup, unitId).speed;
  return unitStep(setup, unitId, 'manoeuvreLimits', {
    speed,
    advance: speed,
    doubleTime: TWICE_THE_SPEED * speed,
    charge: TWICE_THE_SPEED * speed,
    barred: [],
  });
}

/** Whether the unit can make the Manoeuvre at all. */
export function mayMake(limits: ManoeuvreLimits, manoeuvre: MovingManoeuvre): boolean {
  return !limits.barred.some((b) => b.manoeuvre === manoeuvre);
}

/**
 * The Movement Limit of a Manoeuvre the unit makes; throws IllegalChoice naming
 * the rule that forbids it when it cannot make it.
 */
export function movementLimit(
  setup: GameSetup,
  unitId: string,
  manoeuvre: MovingManoeuvre,
  units?: GameState['units'],
): number {
  const limits = manoeuvreLimits(setup, unitId, units);
  const barred = limits.barred.find((b) => b.manoeuvre === manoeuvre);
  if (barred !== undefined) {
    throw new IllegalChoice(
      barred.rule,
      `${armyUnit(setup, unitId).name} cannot make a ${MANOEUVRE_NAMES[manoeuvre]} manoeuvre`,
    );
  }
  return limits[manoeuvre];
}
