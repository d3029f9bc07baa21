import type { GameSetup } from '../army.js';
import { sortieTraits } from './sortie-traits.js';
import type { Sortie } from './sortie-state.js';

/**
 * glossary: Supercharger — during this unit's Activation the opposing General
 * can only act during one of its Reaction Steps; otherwise in each (rulebook p.51).
 */
export function mayStillReact(setup: GameSetup, unitId: string, sortie: Sortie): boolean {
  return sortie.actedIn === 0 || !sortieTraits(setup, unitId).supercharger;
}
