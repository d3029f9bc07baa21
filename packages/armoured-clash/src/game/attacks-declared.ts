import type { PendingCommand } from './commands/pending-command.js';
import type { AttackerAsItStood } from './coruscating-annihilated.js';
import type { Face } from '../dice/faces.js';

/**
 * One Ranged Attack of the Attack Step as the active General declared it
 * (rulebook p.26), made in its turn (game/commands/attacks-in-turn.ts). Plain data.
 */
export interface DeclaredRangedAttack {
  readonly target: string;
  /** glossary: Spotters — the Spotting unit nominated. */
  readonly spotter?: string;
  /** rulebook p.26 Exposed Models: the attack prioritises them. */
  readonly prioritiseExposed?: boolean;
  /** glossary: Precision — the models the attacking General chooses to Destroy. */
  readonly precision?: readonly string[];
  /** The Command the active General issued with the declaration and that was received (Precision Fire). */
  readonly boostedBy?: PendingCommand;
  /**
   * glossary: Coruscating — one of the units the line touches, friend or foe:
   * attacked only if its row has the quality and Target Acquisition is
   * confirmed as its turn comes (otherwise skipped, with the reason).
   */
  readonly alongLine?: true;
  /**
   * rulebook p.25 Opportunity Fire: the unit On Lookout making the attack in a
   * Reaction Step, against the active unit (game/opportunity-fire.ts); without
   * it, the active unit attacks in its Attack Step.
   */
  readonly by?: string;
  /**
   * glossary: Interceptor — the attack `by` makes is its Interception Sortie's
   * Engage Step attack, "as though it were its Activation" (not Opportunity
   * Fire): checked and made as such (game/aircraft/interception-declared.ts).
   */
  readonly interception?: true;
  /**
   * glossary: Overcharge — declared with the Interception Sortie's attack
   * ('declared'), then the Value of the card revealed as it is made, kept
   * while it waits before its re-rolls (game/aircraft/interception-attack.ts).
   */
  readonly overcharge?: 'declared' | number;
  /**
   * rulebook pp.34-35: the target's General's order of preference for its
   * losses, given as the attack waited for it (game/losses-ordered.ts).
   */
  readonly targetLosses?: readonly string[];
  /**
   * glossary: Throw (X") — the Weakened Ranged Attack at the end of the
   * Activation, made by this rule (its name as the unit holds it): its dice
   * the Value of the card revealed as it is made, no Suppression Test (game/throw-made.ts).
   */
  readonly thrownBy?: string;
  /** glossary: Open Top — the attack made with the Armaments Grid of this unit aboard (game/transport/open-top.ts). */
  readonly withGridOf?: string;
  /** glossary: Throw (X") — the Value of the card revealed, kept while the Throw waits before its re-rolls (rulebook p.33). */
  readonly thrownValue?: number;
  /**
   * rulebook p.33 Bonus Re-Rolls: the dice of its first roll (with those its
   * Heroic Strikes added), kept while it waits before any die is re-rolled; it
   * resumes from them (game/commands/rerolls-wait.ts).
   */
  readonly rolled?: readonly Face[];
}

/**
 * What the attacks declared are (the log and the checks read it): the Attack
 * Step's, or a single attack a rule adds at the end of the Attack Step (Open
 * Top) or of the Activation (Throw).
 */
export type AttacksOf =
  | 'rangedAttack'
  | 'allOutAttack'
  | 'fieldsOfFire'
  | 'coruscating'
  | 'openTop'
  | 'throw'
  /** rulebook p.33 Bonus Re-Rolls: Opportunity Fire rolled, waiting before its re-rolls (commands/rerolls-go-on.ts). */
  | 'opportunityFire';

/**
 * The Attack Step's Ranged Attacks declared and not yet made, in order: a
 * Ranged Attack, the attacks of an All-Out Attack, of Fields of Fire, of a
 * Coruscating line. Each is made in its turn; the game may stop between them
 * for a General's decision (a Command at a Suppression Test, rulebook pp.36-37;
 * Dig In as a unit is targeted, p.37) and goes on from here. Plain data,
 * replaced and never changed in place (`ActivationState.attacksDeclared`).
 */
export interface AttacksDeclared {
  readonly of: AttacksOf;
  /** Still to be made, the next first. */
  readonly attacks: readonly DeclaredRangedAttack[];
  /**
   * glossary: Overcharge — declared for the attack: the card is revealed
   * before the first attack whose row has the quality is rolled, and its Value
   * (kept here) serves every such attack (the Overcharge note: Coruscating).
   */
  readonly overcharge?: 'declared' | number;
  /** glossary: All-Out Attack (X) — the unit was Reloading as it began: it loses the status once every attack is made. */
  readonly reArm?: true;
  /**
   * glossary: All-Out Attack (X) after a Charge — "Any Close Quarters Attacks
   * must be resolved before any Ranged Attacks": the Close Quarters Combat is
   * still to be fought before the first of `attacks` (game/all-out-attack-charge.ts);
   * false once it is.
   */
  readonly closeQuartersFirst?: boolean;
  /**
   * glossary: Overcharge — the attacking unit, Annihilated by the Overcharge
   * Damage of an attack along a Coruscating line, as it stood before it: the
   * attacks against the remaining targets are still resolved from it
   * (game/coruscating-annihilated.ts).
   */
  readonly attackerAsItStood?: AttackerAsItStood;
}

/**
 * rulebook p.37: a Command issued with one of the attacks of an All-Out
 * Attack, of Fields of Fire or along a Coruscating line, each a separate attack
 * for Commands: `command`, a card id from the hand; `commandAgainst`, the
 * target of the attack it is issued with (both or neither; game/commands/declare-attacks.ts). Carried by the
 * choices allOutAttack, fieldsOfFire and coruscatingAttack (choices/attack-choices.ts).
 */
export interface CommandWithOneAttack {
  readonly command?: number;
  readonly commandAgainst?: string;
}
