import type { CommandEffect, CommandMoment } from '../../cards/deck-definition.js';
import type { At } from '../choice.js';
import type { StartDeclarations } from '../start-declarations.js';

/**
 * The declaration a Command is issued with (rulebook p.37: "as long as the
 * Condition for issuing the order is met"): the choice that reaches the moment
 * the card's Condition names. It goes ahead once the Command is received or
 * fails (settle-command.ts, carry-on.ts). Plain data.
 */
export type CommandOccasion =
  /** rulebook p.22: the unit is Activated (and a Suppressed one takes its Rally Test, p.24). */
  | ({ readonly kind: 'activate' } & StartDeclarations)
  /** rulebook p.24 Double Time: the Officer to `at` (through `via`: rulebook p.16), the unit re-formed facing `facing`. */
  | {
      readonly kind: 'doubleTime';
      readonly at: At;
      readonly facing: number;
      readonly via?: readonly At[];
    }
  /** rulebook p.26: the unit declares a Ranged Attack (in its Attack Step, a sortie's or an Interception Sortie's Engage Step). */
  | {
      readonly kind: 'rangedAttack';
      readonly target: string;
      /** rulebook p.26 Exposed Models: the attack prioritises them. */
      readonly prioritiseExposed?: boolean;
      /** glossary: Precision — the models the attacking General chooses to Destroy. */
      readonly precision?: readonly string[];
    }
  /** rulebook p.25 Opportunity Fire: the unit On Lookout declares a Ranged Attack in a Reaction Step. */
  | {
      readonly kind: 'opportunityFire';
      /** glossary: Precision — the models the attacking General chooses to Destroy. */
      readonly precision?: readonly string[];
    }
  /** rulebook p.28: the unit declares its Close Quarters Attack. */
  | { readonly kind: 'closeQuartersAttack' }
  /** rulebook p.21 Special Command: Flank Attack, as the unit is deployed from Reserve. */
  | { readonly kind: 'flankAttack'; readonly at: At; readonly facing: number }
  /** glossary: Interceptor — Special Command: Intercept, to an Incoming unit in the first Reaction Step of an enemy Aerial unit's Activation. */
  | { readonly kind: 'intercept' }
  /** glossary: Aerial Assault — Special Command: the unit Activated from Reserve, Deployed as declared. */
  | { readonly kind: 'aerialAssault'; readonly at: At; readonly facing: number }
  /** glossary: Portal Mastery (X) — Special Command: at the start of the unit's Activation, Portal Markers placed or removed once received. */
  | ({ readonly kind: 'portalMastery' } & StartDeclarations)
  /**
   * rulebook p.36 Suppression Tests (a Discipline Test, p.19): the unit takes
   * the test it is due after an attack or a lost Close Quarters Combat
   * (game/suppression-test-due.ts); its General issues the Command.
   */
  | { readonly kind: 'suppressionTest' }
  /**
   * rulebook p.26: an enemy unit declared a Ranged Attack against the unit in
   * its Attack Step (or as Opportunity Fire, or in its Interception Sortie's
   * Engage Step: glossary Interceptor); the unit's General issues the Command
   * before the attack is resolved (game/commands/targeted-command.ts).
   */
  | { readonly kind: 'targetedByRangedAttack' }
  /**
   * rulebook p.33 Bonus Re-Rolls: the unit's Ranged Attack against `target`
   * rolled, before any die is re-rolled; its General issues the Command after
   * seeing the first roll (game/commands/rerolls-wait.ts).
   */
  | { readonly kind: 'attackRerolls'; readonly target: string }
  /**
   * rulebook p.24: the active unit ended an Advance or a Double Time in its
   * Movement Step; the other General issues the Command to one of their units
   * (game/commands/enemy-ends-move.ts).
   */
  | { readonly kind: 'enemyEndsMove' };

export type OccasionKind = CommandOccasion['kind'];

/**
 * The named moments (the deck format's `moment`) each declaration reaches, in
 * the order of the game:
 * - `activationStarts` (rulebook p.22): the start of the unit's Activation;
 * - `disciplineTest` (rulebook p.19): a Rally Test (p.24), taken as a Suppressed unit is Activated,
 *   or a Suppression Test (p.36) the unit is due after an attack or a lost Close Quarters Combat;
 * - `doubleTime` (rulebook p.24): the unit makes a Double Time manoeuvre;
 * - `rangedAttackDeclared` (rulebook p.26), `closeQuartersAttackDeclared` (p.28): the attack is declared;
 * - `attackRerolls` (rulebook p.33 Bonus Re-Rolls): before any die of the unit's
 *   Attack Roll is re-rolled: issued as the attack is declared, or after
 *   seeing the first roll (occasion `attackRerolls`: every attack that rolls
 *   through game/rerolls-roll.ts, a Close Quarters Attack too, p.28 step 2
 *   "resolve them as described on page 33"). Our reading: p.33 asks only that
 *   the Command come before the first die is re-rolled, so both moments stay open.
 * - `targetedByRangedAttack` (rulebook p.26): an enemy unit declared a Ranged
 *   Attack against the unit in its Attack Step (or Opportunity Fire, or an
 *   Interception Sortie's attack), before the attack is resolved (the other
 *   General's moment: Dig In);
 * - `enemyEndsMove` (rulebook p.24): the active unit ended an Advance or a
 *   Double Time in its Movement Step, within the card's `within` of the unit
 *   (the other General's moment: Covering Fire).
 */
export function momentsOf(kind: OccasionKind, suppressed: boolean): readonly CommandMoment[] {
  switch (kind) {
    case 'activate':
      return suppressed ? ['activationStarts', 'disciplineTest'] : ['activationStarts'];
    case 'doubleTime':
      return ['doubleTime'];
    case 'rangedAttack':
    case 'opportunityFire':
      return ['rangedAttackDeclared', 'attackRerolls'];
    case 'closeQuartersAttack':
      return ['closeQuartersAttackDeclared', 'attackRerolls'];
    case 'suppressionTest':
      return ['disciplineTest'];
    case 'targetedByRangedAttack':
      return ['targetedByRangedAttack'];
    case 'attackRerolls':
      return ['attackRerolls'];
    case 'enemyEndsMove':
      return ['enemyEndsMove'];
    case 'flankAttack':
    case 'intercept':
    case 'aerialAssault':
    case 'portalMastery':
      return [];
  }
}

/** Whether the engine applies a Command's machine-readable effect at a declaration. */
export function effectActsAt(kind: OccasionKind, effect: CommandEffect): boolean {
  switch (effect.kind) {
    case 'combatRatingBonus':
      return (
        attacks(kind) &&
        (effect.attack === 'everyAttack' ||
          (kind === 'closeQuartersAttack') === (effect.attack === 'closeQuarters'))
      );
    case 'bonusReroll':
      return attacks(kind);
    case 'recoverDamage':
      return kind === 'activate';
    case 'disciplineModifier':
      // rulebook p.19: Rally and Suppression Tests are Discipline Tests; a Command may name one kind only.
      return (
        (kind === 'activate' && effect.tests !== 'suppressionTests') ||
        (kind === 'suppressionTest' && effect.tests !== 'rallyTests')
      );
    case 'movementBonus':
      return kind === 'doubleTime';
    case 'gainStatus':
      // rulebook p.30: Taking Cover before the attack is resolved; On Lookout as the enemy ends its move.
      return effect.status === 'takingCover'
        ? kind === 'targetedByRangedAttack'
        : kind === 'enemyEndsMove';
  }
}

function attacks(kind: OccasionKind): boolean {
  return (
    kind === 'rangedAttack' ||
    kind === 'opportunityFire' ||
    kind === 'closeQuartersAttack' ||
    kind === 'attackRerolls'
  );
}
