import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import { activateBoosters, hasLocomotorBoosters, refuseBoosters } from './locomotor-boosters.js';
import { declareSoar, refuseSoar, soarActivations } from './soar.js';
import type { GameState } from './state.js';

/**
 * What a General may declare as the unit's Activation starts, besides the
 * Command issued to it: glossary: Soar (X") ("At the start of this unit's
 * Activation, its General can declare that it will Soar") and glossary:
 * Locomotor Boosters (the same words). Neither text bars the other, nor a
 * Command (Portal Mastery (X)'s Special Command included).
 */
export interface StartDeclarations {
  readonly soar?: true;
  readonly locomotorBoosters?: true;
}

/** The declarations alone, out of a choice or an occasion that carries them. */
export function startDeclarations(from: StartDeclarations): StartDeclarations {
  return {
    ...(from.soar === true ? { soar: true } : {}),
    ...(from.locomotorBoosters === true ? { locomotorBoosters: true } : {}),
  };
}

/** Each combination of the declarations the unit can make as its Activation starts (none first). */
export function startDeclarationsOf(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): StartDeclarations[] {
  const soars: StartDeclarations[] =
    soarActivations(setup, state, [unitId]).length > 0 ? [{}, { soar: true }] : [{}];
  return hasLocomotorBoosters(setup, unitId)
    ? soars.flatMap((d) => [d, { ...d, locomotorBoosters: true as const }])
    : soars;
}

/** Refuses, before the Activation starts, a declaration the unit cannot make. */
export function refuseStartDeclarations(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  declared: StartDeclarations,
): void {
  if (declared.soar === true) refuseSoar(setup, state, unitId);
  if (declared.locomotorBoosters === true) refuseBoosters(setup, unitId);
}

/**
 * The declarations made (the caller has just Activated the unit, its Command
 * settled): the unit Soars, then its General reveals the Locomotor Boosters'
 * card (its Value is added to the Speed the unit then has).
 */
export function makeStartDeclarations(
  setup: GameSetup,
  state: GameState,
  declared: StartDeclarations,
): GameEvent[] {
  return [
    ...(declared.soar === true ? declareSoar(setup, state) : []),
    ...(declared.locomotorBoosters === true ? activateBoosters(setup, state) : []),
  ];
}
