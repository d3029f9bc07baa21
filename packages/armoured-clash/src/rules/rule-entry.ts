import type { Attack } from '../attack/attack.js';
import type { GameHooks } from './game-hooks.js';
import type { AttackHooks, FaceReads } from './hooks.js';

/** What kind of entry a rule is, as the rules texts file it. */
export type RuleKind = 'specialRule' | 'weaponQuality' | 'status' | 'coreRule';

/**
 * A rule as data: its name as printed, where it comes from, and the handlers it
 * hooks into the attack sequence and the game's sequence (`inGame`). Weapon qualities and the attacking unit's
 * special rules act through `whenAttacking`; the target's special rules and
 * statuses act through `whenTargeted`.
 */
export interface RuleEntry {
  readonly name: string;
  readonly kind: RuleKind;
  /** Where the rule is written, e.g. `glossary: Devastating` or `rulebook p.30 Taking Cover`. */
  readonly source: string;
  /** The rule is printed with an X value, as in `Veteran (X)`. */
  readonly takesX: boolean;
  /** The X is a Trait, not a number, as in `Terrifying (X)`: the profile prints `Terrifying (Undead)`. */
  readonly xIsTrait?: boolean;
  /** Where the rule acts when not in the attack sequence (line of sight, movement, the game's tests). */
  readonly actsIn?: string;
  /** A core rule that acts in every attack (its `whenAttacking` handlers run first). */
  readonly inEveryAttack?: boolean;
  readonly whenAttacking?: AttackHooks;
  readonly whenTargeted?: AttackHooks;
  /** Handlers at the named points of the game's sequence, for the unit that holds the rule (rules/game-hooks.ts). */
  readonly inGame?: GameHooks;
  /** Pool results the entry's handlers read (see FaceReads). */
  readonly reads?: (x: number, attack: Attack) => readonly FaceReads[];
}
