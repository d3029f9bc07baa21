import type { Attack } from '../attack/attack.js';
import type { DamageOutcome } from '../attack/damage.js';
import type { PoolTally } from '../attack/tally.js';
import type { Face, FaceHits, FaceSet } from '../dice/faces.js';

/** A Defence change and where it comes from (Taking Cover, Garrisoned, Resilient (Front), ...). */
export interface DefenceModifier {
  readonly source: string;
  readonly amount: number;
  /** Torrent cancels bonuses for Taking Cover and Garrisoning a building by this tag. */
  readonly cause: 'takingCover' | 'garrison' | 'specialRule';
}

/** What the Apply Damage step turns into Damage. */
export interface HitsToDamage {
  readonly hits: number;
  readonly defence: number;
  readonly damage: number;
}

/** What the end of the Apply Damage step can still change: Damage to the attacking unit. */
export interface EndOfApplyDamage {
  readonly tally: PoolTally;
  readonly attackerDamage: number;
}

/**
 * The named points of an attack roll at which rule entries act, in the order the
 * sequence reaches them (rulebook pp.26-36). At each point the value is passed
 * through the handlers of every rule in play, weapon qualities first, then the
 * attacking unit's rules, then the target's; a rule that must see what others did
 * acts at a later point (Torrent cancels at `cancelDefenceModifiers`, after
 * `defenceModifiers` collected them) rather than by a priority number.
 */
export interface AttackStepValues {
  /** Roll Attack Pool: the Attack Dice value read from the Armaments Grid (Point Blank, Shock, Wreckers). */
  readArmamentsGrid: number;
  /** Roll Attack Pool: dice added to the pool once the grid is read (Overcharge). */
  gatherAttackDice: number;
  /** Heroic Strikes Explode: dice added for each Heroic Strike (Arc). */
  heroicStrikesExplode: number;
  /** Resolve Re-Rolls: faces that may be re-rolled (bonus re-rolls). */
  resolveRerolls: FaceSet;
  /** Apply Damage: hits each face scores (Durable). Static, so read before the roll. */
  scoreHits: FaceHits;
  /** Resolve Re-Rolls, after the re-rolls: changing results (Veteran (X)). */
  convertResults: PoolTally;
  /** Apply Damage: Defence changes in play (Taking Cover, Garrisoned, Resilient (Front), Emplacement). */
  defenceModifiers: readonly DefenceModifier[];
  /** Apply Damage: Defence changes cancelled by other rules (Torrent). */
  cancelDefenceModifiers: readonly DefenceModifier[];
  /** Apply Damage: Damage from the hits (Devastating). */
  damageFromHits: HitsToDamage;
  /** After the Damage is applied to the target (Penetrating). */
  damageApplied: DamageOutcome;
  /** End of the Apply Damage step (Overcharge). */
  endOfApplyDamage: EndOfApplyDamage;
  /** Check for Suppression: modifiers to the target's Discipline for this test (Suppressive). */
  suppressionTestModifier: number;
}

export type AttackStep = keyof AttackStepValues;

export type AttackHandler<S extends AttackStep> = (
  value: AttackStepValues[S],
  attack: Attack,
  x: number,
) => AttackStepValues[S];

/** The handlers a rule entry hooks into the attack sequence. */
export type AttackHooks = { readonly [S in AttackStep]?: AttackHandler<S> };

/**
 * Pool results a `convertResults` handler reads, with the count above which it
 * does not care (Veteran (X) reads Strikes up to X). The exact odds track
 * exactly these counts and no others.
 */
export interface FaceReads {
  readonly face: Face;
  readonly cap: number;
}
