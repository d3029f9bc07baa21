import type { Choice } from '../choice.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';

/**
 * What the game waits for before anything else, and the only answers it takes:
 * open Conquest claims (rulebook p.40: claimed when the Trigger is met); a
 * Command waiting for Interference (rulebook p.37: the opponent then has the
 * opportunity to Interfere) — and without one there is nothing to Interfere
 * with; then the dropped Vital Objective to place (rulebook pp.62-63), a
 * Suppression Test due (rulebook pp.36-37: its General may first issue a
 * Command at it), a unit targeted by the Attack Step's Ranged Attack (rulebook
 * p.37: its General may first issue a Command to it), an attack rolled before
 * its re-rolls (rulebook p.33 Bonus Re-Rolls), the end of the active
 * unit's move (the other General may issue one: Covering Fire); a failed Command's owed answer (a Double Time out of reach, a failed
 * Flank Attack, rulebook p.21).
 */
export function checkCommandWindow(state: GameState, choice: Choice): void {
  if (state.claims !== undefined && choice.kind !== 'claim') {
    throw new IllegalChoice(
      'rulebook p.40 Conquest Objectives',
      'the Conquest Objectives whose Trigger was met are claimed (or not) first',
    );
  }
  const answering = choice.kind === 'interfere' || choice.kind === 'noInterference';
  if (state.command !== undefined && !answering) {
    throw new IllegalChoice(
      'rulebook p.38 Interference',
      'the other General may first Interfere with the Command issued',
    );
  }
  if (state.command === undefined && answering) {
    throw new IllegalChoice('rulebook p.38 Interference', 'no Command has been issued');
  }
  // Claims and Interference come first (above); then what the game waits for.
  const waiting = state.claims === undefined && state.command === undefined;
  const placing = state.vitalObjective?.placing !== undefined;
  if (waiting && placing !== (choice.kind === 'placeVitalObjective')) {
    throw new IllegalChoice(
      'rulebook pp.62-63 Find the Lady: Escorting the Vital Objective',
      placing
        ? 'the active General first places the dropped Vital Objective'
        : 'no Vital Objective waits to be placed',
    );
  }
  const testing = choice.kind === 'suppressionTest';
  if (waiting && !placing && (state.suppressionTest !== undefined) !== testing) {
    throw new IllegalChoice(
      'rulebook p.36 Suppression Tests',
      testing
        ? 'no unit is due a Suppression Test'
        : 'the unit due a Suppression Test takes it first (its General may issue a Command)',
    );
  }
  const targeted = choice.kind === 'targetedByRangedAttack';
  if (waiting && !placing && (state.targetedByRangedAttack !== undefined) !== targeted) {
    throw new IllegalChoice(
      'rulebook p.37 Issuing Commands',
      targeted
        ? 'no unit is targeted by a Ranged Attack waiting for a Command'
        : 'the unit targeted by the Ranged Attack declared may first be issued a Command',
    );
  }
  const rerolling = choice.kind === 'attackRerolls';
  if (waiting && !placing && (state.rerollsDue !== undefined) !== rerolling) {
    throw new IllegalChoice(
      'rulebook p.33 Bonus Re-Rolls',
      rerolling
        ? 'no attack waits before its dice are re-rolled'
        : 'the attack rolled waits first: a Command may be issued before any die is re-rolled',
    );
  }
  const covering = choice.kind === 'enemyEndsMove';
  if (waiting && !placing && (state.enemyEndedMove !== undefined) !== covering) {
    throw new IllegalChoice(
      'rulebook p.37 Issuing Commands',
      covering
        ? 'no enemy unit ended a move waiting for a Command'
        : 'the other General may first issue a Command as the enemy unit ends its move',
    );
  }
  const owedDoubleTime = choice.kind === 'doubleTime' && choice.command === undefined;
  if (state.activation?.doubleTimeOwed === true && !owedDoubleTime) {
    throw new IllegalChoice(
      'rulebook p.24 Double Time',
      'the unit makes the Double Time it was issued the Command with',
    );
  }
  const answeringFlank = choice.kind === 'keepInReserve' || choice.kind === 'deployReserve';
  if (state.flankAttackFailed !== undefined && !answeringFlank) {
    throw new IllegalChoice(
      'rulebook p.21 Special Command: Flank Attack',
      'the failed Flank Attack is answered first: deploy the unit, or keep it in Reserve',
    );
  }
}
