import type { Side } from '../battlefield/table.js';
import type { ActivationState } from './activation-state.js';
import type { Interception } from './aircraft/sortie-state.js';
import type { DeclaredRangedAttack } from './attacks-declared.js';
import type { GameState } from './state.js';

/**
 * rulebook pp.34-35 Destroying Models: the target's General removes its
 * models; the order of preference it gave for them as an attack waited
 * (`targetLosses`, game/losses-ordered.ts) is its own until the losses are
 * taken. The attack as General `as` sees it: without that order unless `as`
 * is the target's General.
 */
function attackSeenBy(
  state: GameState,
  attack: DeclaredRangedAttack,
  as: Side,
): DeclaredRangedAttack {
  if (attack.targetLosses === undefined || state.units[attack.target]?.side === as) return attack;
  const seen: { -readonly [K in keyof DeclaredRangedAttack]: DeclaredRangedAttack[K] } = {
    ...attack,
  };
  delete seen.targetLosses;
  return seen;
}

function hidesLosses(
  state: GameState,
  attack: DeclaredRangedAttack | undefined,
  as: Side,
): boolean {
  return attack !== undefined && attackSeenBy(state, attack, as) !== attack;
}

function interceptionSeenBy(state: GameState, interception: Interception, as: Side): Interception {
  const declared = interception.declared;
  return declared === undefined || !hidesLosses(state, declared, as)
    ? interception
    : { ...interception, declared: attackSeenBy(state, declared, as) };
}

/**
 * The Activation as General `as` sees it, every order of losses the other
 * General gave left out: the attacks declared, and an Interception Sortie's
 * attack (in an Air Support Sortie, or against a Soaring unit). The same
 * object when nothing is hidden.
 */
export function lossesSeenBy(
  state: GameState,
  activation: ActivationState,
  as: Side,
): ActivationState {
  const declared = activation.attacksDeclared;
  const sortie = activation.sortie;
  const soaring = activation.soaringInterception;
  const hideDeclared =
    declared !== undefined && declared.attacks.some((a) => hidesLosses(state, a, as));
  const hideSortie =
    sortie?.interception !== undefined && hidesLosses(state, sortie.interception.declared, as);
  const hideSoaring = soaring !== undefined && hidesLosses(state, soaring.declared, as);
  if (!hideDeclared && !hideSortie && !hideSoaring) return activation;
  return {
    ...activation,
    ...(hideDeclared && {
      attacksDeclared: {
        ...declared,
        attacks: declared.attacks.map((a) => attackSeenBy(state, a, as)),
      },
    }),
    ...(hideSortie && {
      sortie: { ...sortie, interception: interceptionSeenBy(state, sortie.interception, as) },
    }),
    ...(hideSoaring && { soaringInterception: interceptionSeenBy(state, soaring, as) }),
  };
}
