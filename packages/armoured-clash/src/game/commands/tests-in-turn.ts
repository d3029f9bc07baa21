import type { GameState } from '../state.js';

/**
 * What follows once every unit took its test: the end of the Movement Step
 * after a Double Time (`endsActivation`: it uses up the Activation), the rest
 * of a Charge (Sponsons, then the Movement Step's end, or an Overrun's Close
 * Quarters Combat: `activation.overrun`), the next General's turn to deploy from Reserve (rulebook
 * p.21), or the Activation of a unit Deployed by Aerial Assault.
 */
export type AfterTests =
  | { readonly kind: 'movementStep'; readonly endsActivation: boolean }
  | { readonly kind: 'charge' }
  | { readonly kind: 'deployReserve' }
  | { readonly kind: 'aerialAssault'; readonly unit: string };

/**
 * Suppression Tests a rule calls for, several units in turn outside an attack
 * (rulebook p.36, as the game takes them): glossary Shockwave, at the end of
 * the unit's Double Time or Charge; glossary Dynamic Entry (X"), as the unit
 * is Deployed from Reserve. Each waits, as every Suppression Test does, while
 * its unit's General may issue a Command at it (game/suppression-test-due.ts);
 * the units still to test are kept here (`state.testsInTurn`) and tested in
 * turn once it is taken (game/tests-go-on.ts), then the game goes on (`then`). Plain
 * data, replaced and never changed in place.
 */
export interface TestsInTurn {
  readonly rule: 'shockwave' | 'dynamicEntry';
  /** The unit whose rule it is. */
  readonly by: string;
  /** The units still to take their test, the next first. */
  readonly units: readonly string[];
  readonly then: AfterTests;
}

/**
 * The tests called for are kept to be taken in turn, and what follows them:
 * the game takes them once the choice that called for them is made
 * (game/tests-go-on.ts, from applyChoice), the usual case of none at once.
 */
export function testInTurn(state: GameState, tests: TestsInTurn): [] {
  state.testsInTurn = tests;
  return [];
}
