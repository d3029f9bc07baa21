import type { CommandWithOneAttack } from '../attacks-declared.js';
import type { RetaliateChoice } from '../retaliation-declared.js';

/**
 * The attacks a General declares (rulebook p.26 Attack Step, p.28 Close
 * Quarters; the glossary's rules that make attacks of their own).
 */
export type AttackChoice =
  /**
   * rulebook p.26 Ranged Attack against a unit the active unit can acquire;
   * `command`: a card id from the hand, issued as a Command to the unit as it
   * declares the attack (rulebook p.37; game/commands).
   */
  | {
      readonly kind: 'rangedAttack';
      readonly target: string;
      readonly command?: number;
      /** glossary: Spotters — the Spotting unit nominated for an Indirect attack. */
      readonly spotter?: string;
      /**
       * rulebook p.26 Exposed Models: the attack prioritises the Exposed models
       * (some but not all of the target's; the nearest within Long Range).
       */
      readonly prioritiseExposed?: true;
      /** glossary: Precision — the target's models the attacking General chooses to Destroy, in order. */
      readonly precision?: readonly string[];
      /** glossary: Overcharge — declared: a card revealed, its Value in added dice. */
      readonly overcharge?: true;
    }
  /** glossary: Throw (X") — at the end of the Activation, a Weakened Ranged Attack against an enemy unit within X". */
  | { readonly kind: 'throw'; readonly target: string }
  /** glossary: Overrun — after winning a Close Quarters Combat, discard a card (a card id from the hand) to Charge the loser again. */
  | { readonly kind: 'overrun'; readonly card: number }
  /** rulebook p.28 Close Quarters Attack against the target of the Charge; `command` as it is declared. */
  | {
      readonly kind: 'closeQuartersAttack';
      readonly command?: number;
      /** glossary: Precision — the target's models the attacking General chooses to Destroy, in order. */
      readonly precision?: readonly string[];
      /** glossary: Overcharge — declared for a Close Quarters row with the quality: a card revealed, its Value in added dice. */
      readonly overcharge?: true;
    }
  /** glossary: Demolition — after a Charge against a Garrisoned unit, a Demolition roll at its building instead of a Close Quarters Attack. */
  | { readonly kind: 'demolish' }
  /** glossary: Precision, Overcharge — the defending General's declaration for a Retaliation (game/retaliation.ts). */
  | RetaliateChoice
  /**
   * glossary: All-Out Attack (X): up to X Ranged Attacks in the Attack Step,
   * against `targets` in this order, each with a different row of the grid.
   */
  | ({
      readonly kind: 'allOutAttack';
      readonly targets: readonly string[];
      /** glossary: Precision — the targets' models the General chooses to Destroy, in order (each attack takes its target's). */
      readonly precision?: readonly string[];
    } & CommandWithOneAttack)
  /**
   * glossary: Coruscating: a line from the Officer's centre at `bearing` degrees
   * (within its Front Arc); every unit it touches, friend or foe, is attacked, closest first.
   */
  | ({
      readonly kind: 'coruscatingAttack';
      readonly bearing: number;
      readonly overcharge?: true;
    } & CommandWithOneAttack)
  /** glossary: Fields of Fire: the attack made twice, at a unit in each Front Arc, in this order. */
  | ({ readonly kind: 'fieldsOfFire'; readonly targets: readonly string[] } & CommandWithOneAttack)
  /** glossary: Open Top — at the end of the Attack Step, a Weakened Ranged Attack against `target` with the Armaments Grid of `unit`, a unit aboard. */
  | {
      readonly kind: 'openTopAttack';
      readonly unit: string;
      readonly target: string;
      /** glossary: Precision — the target's models the attacking General chooses to Destroy, in order. */
      readonly precision?: readonly string[];
    }
  /**
   * glossary: Portal Blast: the attack against the Portal Marker `marker`,
   * resolved against each unit within 5" of it in the order `units`.
   */
  | { readonly kind: 'portalBlast'; readonly marker: string; readonly units: readonly string[] };
