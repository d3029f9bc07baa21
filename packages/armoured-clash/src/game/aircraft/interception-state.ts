import type { ActivationState } from '../state.js';
import type { Interception, Sortie } from './sortie-state.js';

/**
 * glossary: Interceptor — the Interception Sortie under way in the active
 * unit's first Reaction Step: in its Air Support Sortie (`sortie.interception`),
 * or in the ground Activation of a Soaring unit (`activation.soaringInterception`;
 * glossary: Soar (X"): its Target Category is then Aerial).
 */
export function interceptionOf(activation: ActivationState | undefined): Interception | undefined {
  return activation?.sortie?.interception ?? activation?.soaringInterception;
}

/** The Interception Sortie set to `interception` where it lives, or ended (undefined). */
export function setInterception(
  activation: ActivationState,
  interception: Interception | undefined,
): void {
  const sortie = activation.sortie;
  if (sortie !== undefined) {
    const rest: { -readonly [K in keyof Sortie]: Sortie[K] } = { ...sortie };
    delete rest.interception;
    activation.sortie = interception === undefined ? rest : { ...rest, interception };
    return;
  }
  if (interception === undefined) delete activation.soaringInterception;
  else activation.soaringInterception = interception;
}
