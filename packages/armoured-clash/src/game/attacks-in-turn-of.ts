import { afterCharge } from './after-charge.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { closeQuartersPrecise } from './close-quarters-precision.js';
import { precisionByTarget } from './precision-picks.js';
import type { GameState } from './state.js';

/** A choice that makes several attacks in turn. */
export type AttacksInTurnChoice = Extract<
  Choice,
  { readonly kind: 'allOutAttack' | 'fieldsOfFire' }
>;

/** glossary: All-Out Attack (X): the choice of one. */
export type AllOutAttackChoice = Extract<Choice, { readonly kind: 'allOutAttack' }>;

/** One attack of such a choice, as the game will make it. */
export interface AttackInTurn {
  readonly target: string;
  /** The Close Quarters Combat after a Charge, else a Ranged Attack. */
  readonly attack: 'closeQuarters' | 'ranged';
  /** glossary: Precision — the models of its own target it Destroys first, in order. */
  readonly precision?: readonly string[];
  /** rulebook p.37 — the Command issued with this attack (its card): its Effect on this attack alone. */
  readonly command?: number;
}

/**
 * glossary: All-Out Attack (X), Fields of Fire: the attacks `choice` makes, in
 * the order the game makes them: after a Charge (afterCharge), "Any Close
 * Quarters Attacks must be resolved before any Ranged Attacks", the Close
 * Quarters Combat against the Charge target first (game/all-out-attack-charge.ts);
 * then a Ranged Attack per target in the order given. The Command goes with
 * the attack against `commandAgainst` (commands/declare-attacks.ts); the
 * Precision picks to the attack against their own target (precisionByTarget),
 * the Charge target's to the Close Quarters Attack when its row has Precision
 * (closeQuartersPrecise), otherwise to a Ranged Attack against that unit. Not
 * a check of the choice: applyChoice refuses an illegal one with its rule. The
 * one splitting of the picks: the engine's All-Out Attacks are made from it
 * (all-out-attack.ts, all-out-attack-charge.ts), the server and the Play page
 * show it.
 */
export function attacksInTurnOf(
  setup: GameSetup,
  state: GameState,
  choice: AttacksInTurnChoice,
): AttackInTurn[] {
  const { targets } = choice;
  const charge =
    choice.kind === 'allOutAttack' && afterCharge(state)
      ? state.activation?.charge?.target
      : undefined;
  const charged = charge !== undefined && closeQuartersPrecise(setup, state) ? charge : undefined;
  const chosen = choice.kind === 'allOutAttack' ? (choice.precision ?? []) : [];
  const picks = precisionByTarget(
    state.units,
    charged === undefined ? targets : [...targets, charged],
    chosen,
  );
  const picked = (target: string) => {
    const precision = picks.get(target);
    return precision === undefined ? {} : { precision };
  };
  const closeQuarters: AttackInTurn[] =
    charge === undefined
      ? []
      : [
          {
            target: charge,
            attack: 'closeQuarters',
            ...(charge === charged ? picked(charge) : {}),
          },
        ];
  return [
    ...closeQuarters,
    ...targets.map((target): AttackInTurn => ({
      target,
      attack: 'ranged',
      ...(target === charged ? {} : picked(target)),
      ...(choice.command !== undefined && choice.commandAgainst === target
        ? { command: choice.command }
        : {}),
    })),
  ];
}
