import { ARMOURED_CLASH_RULES } from '../../rules/armoured-clash-rules.js';
import { runGameStep } from '../../rules/game-hooks.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import { IllegalChoice } from '../rule-error.js';
import { armyUnit } from '../army-unit.js';

/** Whether a unit is an Aircraft unit (rulebook p.48 Unit Types; its rules: pp.50-51). */
export function isAircraft(setup: GameSetup, unitId: string): boolean {
  return armyUnit(setup, unitId).type === 'aircraft';
}

/**
 * rulebook p.51 Reaction Steps: "Aircraft units cannot be Suppressed", unless
 * their rules let them gain the Suppressed status (game step
 * aircraftSuppressible: glossary Hot Headed). Any other unit can be.
 */
export function canBeSuppressed(setup: GameSetup, unitId: string): boolean {
  const unit = armyUnit(setup, unitId);
  if (unit.type !== 'aircraft') return true;
  return runGameStep(ARMOURED_CLASH_RULES, unit.specialRules, 'aircraftSuppressible', false);
}

/**
 * rulebook p.50 Deploying Aircraft: Aircraft units must always be deployed in
 * Reserve at the start of a game; so must units whose rules say so (game step
 * mustStartInReserve: glossary Aerial Assault).
 */
export function startsInReserve(unit: ArmyUnit): boolean {
  const aircraft = unit.type === 'aircraft';
  return runGameStep(ARMOURED_CLASH_RULES, unit.specialRules, 'mustStartInReserve', aircraft);
}

/**
 * rulebook p.50 Incoming Aircraft: units can never confirm Target Acquisition
 * on an Incoming Aircraft unit, so Aircraft units can only be targeted by
 * Opportunity Fire (in the Reaction Steps of their Air Support Sortie), unless
 * a rule says otherwise: `allowed` (Opportunity Fire, or the Engage Step of an
 * Interception Sortie against the active unit, glossary: Interceptor).
 */
export function aircraftTargetRefusal(
  setup: GameSetup,
  targetId: string,
  allowed: boolean,
): IllegalChoice | undefined {
  if (allowed || !isAircraft(setup, targetId)) return undefined;
  return new IllegalChoice(
    'rulebook p.50 Incoming Aircraft',
    `${armyUnit(setup, targetId).name} is an Aircraft unit: only Opportunity Fire can target it`,
  );
}
