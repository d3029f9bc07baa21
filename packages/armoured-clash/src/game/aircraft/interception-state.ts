import type { Side } from '../../battlefield/table.js';
import type { PendingCommand } from '../commands/pending-command.js';
import type { DeclaredRangedAttack } from '../attacks-declared.js';
import type { ActivationState, GameState, UnitState } from '../state.js';
import type { Interception, Sortie } from './sortie-state.js';

/** The Interception Sortie under way, as its steps see it (in an Air Support Sortie, or a Soaring unit's ground Activation). */
export interface InterceptionNow {
  readonly activation: ActivationState;
  readonly interception: Interception;
  readonly interceptor: UnitState;
}

/**
 * glossary: Interceptor — the Interception Sortie under way in the active
 * unit's first Reaction Step: in its Air Support Sortie (`sortie.interception`),
 * or in the ground Activation of a Soaring unit (`activation.soaringInterception`;
 * glossary: Soar (X"): its Target Category is then Aerial).
 */
export function interceptionOf(activation: ActivationState | undefined): Interception | undefined {
  return activation?.sortie?.interception ?? activation?.soaringInterception;
}

/** The Interception Sortie under way with its Activation and its unit, or undefined when none is. */
export function interceptionUnderway(state: GameState): InterceptionNow | undefined {
  const activation = state.activation;
  const interception = interceptionOf(activation);
  const interceptor = interception === undefined ? undefined : state.units[interception.unit];
  if (activation === undefined || interception === undefined || interceptor === undefined) {
    return undefined;
  }
  return { activation, interception, interceptor };
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
  if (interception === undefined) activation.soaringInterception = undefined;
  else activation.soaringInterception = interception;
}

/**
 * rulebook p.38 Command Limits ("Each General can only issue one Command per
 * Activation"): the Generals who issued a Command in the Activation under way.
 * Our reading of glossary: Interceptor (its steps are resolved "as though it
 * were its Activation"): an Interception Sortie is counted as an Activation of
 * its own, as it is for Brake Turn's and Bank's once per Activation
 * (`interception.commandsIssued`): each General may issue one Command during
 * it. The Intercept itself was issued in the active unit's Activation, before
 * the Interception Sortie starts, and counts there (`activation.commandsIssued`).
 */
export function commandsIssuedNow(activation: ActivationState | undefined): readonly Side[] {
  const interception = interceptionOf(activation);
  if (interception !== undefined) return interception.commandsIssued ?? [];
  return activation?.commandsIssued ?? [];
}

/** rulebook p.38 Command Limits: General `side` issued a Command, counted where commandsIssuedNow reads it. */
export function countCommandIssued(activation: ActivationState, side: Side): void {
  const interception = interceptionOf(activation);
  if (interception === undefined) {
    activation.commandsIssued = [...(activation.commandsIssued ?? []), side];
    return;
  }
  setInterception(activation, {
    ...interception,
    commandsIssued: [...(interception.commandsIssued ?? []), side],
  });
}

/**
 * rulebook p.37 Issuing Commands, p.33 Bonus Re-Rolls: the Command issued with
 * the Interception Sortie's attack, received (`boostedBy`), kept with it: with
 * its declaration while it waits there (`declared`), otherwise with its first
 * roll for its Bonus Re-Rolls (`attack`); nothing changes without one (failed,
 * or none issued). The attack goes on from applyChoice (interception-goes-on.ts).
 */
export function keepInterceptionCommand(
  activation: ActivationState,
  boostedBy: PendingCommand | undefined,
): void {
  const interception = interceptionOf(activation);
  if (interception === undefined || boostedBy === undefined) return;
  const { attack, declared } = interception;
  if (attack !== undefined) {
    setInterception(activation, { ...interception, attack: { ...attack, boostedBy } });
  } else if (declared !== undefined && interception.step === 'declared') {
    setInterception(activation, { ...interception, declared: { ...declared, boostedBy } });
  }
}

/**
 * rulebook p.37: the Interception Sortie's attack once its target's General
 * answered (`declared`, with the order of its losses they gave): kept, to be
 * made from applyChoice (interception-goes-on.ts). False when no Interception
 * Sortie's attack was waiting for its target (`declared` is another attack's).
 */
export function keepInterceptionTargeted(
  activation: ActivationState | undefined,
  declared: DeclaredRangedAttack,
): boolean {
  const interception = interceptionOf(activation);
  if (
    activation === undefined ||
    interception?.step !== 'targeted' ||
    declared.interception !== true
  ) {
    return false;
  }
  setInterception(activation, { ...interception, declared });
  return true;
}
