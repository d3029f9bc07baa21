import type { Side } from '../battlefield/table.js';
import type { ActivationEndAttack, FreeAdvance } from '../rules/movement-step-values.js';
import type { Interception, Sortie } from './aircraft/sortie-state.js';
import type { AttacksDeclared } from './attacks-declared.js';
import type { CloseQuartersUnderway } from './close-quarters-underway.js';
import type { SponsonsUnderway } from './sponsons-underway.js';
import type { DemolitionUnderway } from './demolition-underway.js';
import type { RetaliationDeclared } from './retaliation-declared.js';
import type { Status } from './state.js';

/** Where the active unit's Activation is (rulebook p.24). */
export interface ActivationState {
  readonly unit: string;
  step: 'movement' | 'attack';
  /** A failed Rally Test: only the Movement Step or the Attack Step may be used (rulebook p.24). */
  rallyFailed: boolean;
  moved: boolean;
  /** The unit made an Advance manoeuvre in this Activation's Movement Step (glossary: Move or Fire). */
  advanced?: boolean | undefined;
  /** Enemy units the unit moved through in its Movement Step, kept for a Trail row (glossary: Trail). */
  movedThrough?: readonly string[] | undefined;
  aimed: boolean;
  /** The Suppressed and Disordered statuses the unit had as the Activation began: they end with it (rulebook pp.34, 36). */
  readonly expiring: readonly Status[];
  /** rulebook p.24 The Reaction Steps: the other General may now declare Opportunity Fire. */
  reaction?: 'first' | 'second' | undefined;
  /** rulebook p.25: Opportunity Fire can only be declared once per Activation. */
  opportunityFireUsed?: boolean | undefined;
  /** The Movement Step used up the Attack Step (Double Time, a failed Rally Test): the Activation ends after the second Reaction Step. */
  endsAfterReaction?: boolean | undefined;
  /** glossary: Berserk — the unit failed its Rally Test and must Charge in this Movement Step. */
  mustCharge?: boolean | undefined;
  /** glossary: Run Amok — the rule that makes the unit Charge in every Activation it is able to, and whether it was (game/run-amok.ts). */
  compelled?: { readonly rule: string; readonly able: boolean } | undefined;
  /** glossary: Locomotor Boosters — activated: the Value of the card revealed, for this Activation's Charge or Double Time. */
  locomotorBoosters?: number | undefined;
  /** glossary: Inspiring (X) — its Movement Step ended: its General chooses the units that lose Suppressed (game/inspiring.ts). */
  inspiring?: { readonly endsActivation: boolean; readonly chosen: boolean } | undefined;
  /** The Attack Step's Ranged Attacks declared and not yet made, in order (game/commands/attacks-in-turn.ts). */
  attacksDeclared?: AttacksDeclared | undefined;
  /** The unit made an Attack during this Activation, a Ranged or a Close Quarters Attack (glossary: Stalker). */
  attacked?: boolean | undefined;
  /** A free Advance the unit may make now, after its attack (glossary: Hit & Run (X"); game/hit-and-run.ts). */
  freeAdvance?: FreeAdvance | undefined;
  /** The free Advance after the attack was offered (or found not to apply) this Activation. */
  freeAdvanceOffered?: boolean | undefined;
  /** The unit just won a Close Quarters Combat against this unit, which still stands (glossary: Overrun). */
  wonCloseQuartersAgainst?: string | undefined;
  /** glossary: Overrun — offered to the General (not yet declared), or declared: the unit must Charge `target` (game/overrun.ts). */
  overrun?: { readonly target: string; readonly declared: boolean } | undefined;
  /** An Overrun was offered this Activation: only one per Activation. */
  overrunOffered?: boolean | undefined;
  /** Enemy models the unit Destroyed in Close Quarters Combat during this Activation (glossary: Throw (X")). */
  destroyedInCloseQuarters?: number | undefined;
  /** An attack offered at the end of the Activation (glossary: Throw (X"); game/end-of-activation-attack.ts). */
  endAttack?: ActivationEndAttack | undefined;
  /** The attack at the end of the Activation was offered (or found not to apply). */
  endAttackOffered?: boolean | undefined;
  /**
   * rulebook p.24 Charge: its target, whether it was Outflanked, and whether
   * the Charge was Impeded (p.25); the other enemy units it ended in contact
   * with (p.29 Secondary Combatants).
   */
  charge?:
    | {
        readonly target: string;
        readonly outflanked: boolean;
        readonly impeded: boolean;
        readonly secondaryCombatants?: readonly string[];
        /** glossary: Demolition — `target` is an unoccupied Defensible Building (a terrain piece id). */
        readonly building?: true;
      }
    | undefined;
  /**
   * glossary: Precision — the target's models the General chose, in order, for
   * the charging unit's Close Quarters Attack (declared with closeQuartersAttack;
   * game/close-quarters-strike.ts).
   */
  closeQuartersPrecision?: readonly string[] | undefined;
  /** glossary: Overcharge — declared with the charging unit's Close Quarters Attack (game/close-quarters-overcharge.ts). */
  closeQuartersOvercharge?: true | undefined;
  /** rulebook pp.28-29: the Close Quarters Combat under way, stopped before a strike's re-rolls (rulebook p.33; game/close-quarters.ts). */
  closeQuarters?: CloseQuartersUnderway | undefined;
  /** glossary: Sponsons (X): the Attack Rolls at the end of the Charge under way, stopped before one's re-rolls (rulebook p.33; game/sponsons-go-on.ts). */
  sponsons?: SponsonsUnderway | undefined;
  /** glossary: Demolition: the roll against a Garrison, stopped before its re-rolls (rulebook p.33; game/demolition.ts). */
  demolition?: DemolitionUnderway | undefined;
  /**
   * glossary: Precision, Overcharge — the defending General's declaration for
   * each Retaliating unit whose row has either quality, made before the Close
   * Quarters Combat (game/retaliation.ts; replaced, never changed in place;
   * hidden from the active General: game/precision-seen.ts).
   */
  retaliations?: Readonly<Record<string, RetaliationDeclared>> | undefined;
  /** rulebook p.45 Storming a Building: the attacker won and may now Garrison this building (game/storming.ts). */
  stormedBuilding?: string | undefined;
  /** A Double Time a Command was issued with, out of reach once the Command failed: the unit makes it again (game/commands). */
  doubleTimeOwed?: boolean | undefined;
  /** rulebook p.30 Embark: the unit made a Disembark manoeuvre this turn (game/transport/). */
  disembarked?: boolean | undefined;
  /** rulebook p.26 Reforming: the unit made a Disembark or Exit manoeuvre this turn (game/transport/). */
  reforming?: boolean | undefined;
  /** rulebook p.37: units that ended a Fall Back or a Withdraw, the other General not yet offered a Command then (Covering Fire; replaced, never changed in place; game/commands/moves-ended.ts). */
  movesEnded?: readonly string[] | undefined;
  /** rulebook p.38 Command Limits: the Generals who issued a Command this Activation (replaced, never changed in place). */
  commandsIssued?: readonly Side[] | undefined;
  /** glossary: Open Top — its additional attack at the end of the Attack Step: offered and waiting, or done with (game/transport/open-top.ts). */
  openTop?: 'offered' | 'done' | undefined;
  /**
   * glossary: Portal Mastery (X) — its Special Command received at the start of
   * the Activation: the Portal Markers still to place or remove (`mode`, once
   * the first is placed or removed), before the Movement Step (game/portals/).
   */
  portalMastery?: { readonly left: number; readonly mode?: 'place' | 'remove' } | undefined;
  /** glossary: Immortal — at the start of the Activation its General may restore Destroyed models, up to `models`; `resolved` once done with (game/portals/immortal-restore.ts). */
  restoring?: { readonly models: number; readonly rule: string } | 'resolved' | undefined;
  /** rulebook pp.50-51: an Aircraft unit's Air Support Sortie, instead of the standard steps (game/aircraft/). */
  sortie?: Sortie | undefined;
  /**
   * glossary: Interceptor, Soar (X"): an enemy Interceptor's Interception Sortie
   * under way in the first Reaction Step of this ground Activation of a Soaring
   * (Aerial) unit (in an Air Support Sortie it is `sortie.interception`).
   */
  soaringInterception?: Interception | undefined;
}
