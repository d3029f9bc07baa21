import type { Attack } from '../attack/attack.js';
import type { DamageOutcome } from '../attack/damage.js';
import type { Morale } from '../attack/suppression.js';
import type { PoolTally } from '../attack/tally.js';
import type { CombatRating, CombatRatingModifier } from '../dice/combat-rating.js';
import type { Face, FaceHits, FaceSet } from '../dice/faces.js';

/** A Defence change and where it comes from (Taking Cover, Garrisoned, Resilient (Front), ...). */
export interface DefenceModifier {
  readonly source: string;
  readonly amount: number;
  /** Torrent cancels bonuses for Taking Cover and Garrisoning a building by this tag. */
  readonly cause: 'takingCover' | 'garrison' | 'specialRule';
}

/** Who chooses which models a Destroyed model count removes (rulebook p.34; Precision). */
export type RemovalChooser = 'targetGeneral' | 'attackingGeneral';

/** What the Apply Damage step turns into Damage. */
export interface HitsToDamage {
  readonly hits: number;
  readonly damage: number;
  /** Hits left over and discarded (each model's own Defence read: attack/loss-defences.ts). */
  readonly excess: number;
}

/**
 * What the end of the Apply Damage step can still change: the target's Damage
 * (Siegebreaker), Damage to the attacking unit (Overcharge), a Wrecked building.
 */
export interface EndOfApplyDamage {
  readonly tally: PoolTally;
  readonly target: DamageOutcome;
  readonly attackerDamage: number;
  /** The building the target Garrisons is Wrecked (Siegebreaker). */
  readonly buildingWrecked: boolean;
}

/** A Status a failed Suppression Test gives the target. */
export type TestStatus = 'suppressed' | 'activated' | 'disordered';

/** A failed Suppression Test: the target's standing before it, and the Statuses it gains. */
export interface FailedSuppressionTest {
  readonly morale: Morale;
  /** Statuses the failure gives, whether or not the unit has them already (rulebook p.36: Suppressed). */
  readonly gains: readonly TestStatus[];
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
  /** Determine Combat Rating: the bonuses and penalties (Melee Masters, Onslaught, Seismic, Turret). */
  determineCombatRating: readonly CombatRatingModifier[];
  /** Determine Combat Rating: modifiers cancelled by other rules (Torrent, Lock On). */
  cancelCombatRatingModifiers: readonly CombatRatingModifier[];
  /** Determine Combat Rating: a rating that applies regardless of bonuses and penalties (Trap, Indirect). */
  combatRatingRegardless: CombatRating;
  /**
   * Determine Combat Rating (glossary: Spotters): an Indirect attack a Spotting
   * unit was nominated for is Improved regardless, even after Indirect made it
   * Weakened at combatRatingRegardless.
   */
  combatRatingSpotted: CombatRating;
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
  /** Apply Damage, Destroying Models: who chooses the models removed (Precision). Static. */
  removalChosenBy: RemovalChooser;
  /** Apply Damage, Destroying Models: a choice other rules take away (Bodyguard). Static. */
  cancelRemovalChoice: RemovalChooser;
  /** End of the Apply Damage step (Siegebreaker, Overcharge). */
  endOfApplyDamage: EndOfApplyDamage;
  /** Once the attack is resolved, on the target's Damage (Penetrating). */
  attackResolved: DamageOutcome;
  /** Check for Suppression: whether the target must take a Suppression Test (Trap). */
  suppressionTestRequired: boolean;
  /** Check for Suppression: modifiers to the target's Discipline for this test (Suppressive). */
  suppressionTestModifier: number;
  /** Check for Suppression: the test is passed without drawing a card (Automata). */
  suppressionTestPassedAutomatically: boolean;
  /** A failed Suppression Test: the Statuses it gives (Cryo). */
  suppressionTestFailed: FailedSuppressionTest;
  /** A failed Suppression Test: what becoming Suppressed brings with it (Seismic). */
  targetSuppressed: FailedSuppressionTest;
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
