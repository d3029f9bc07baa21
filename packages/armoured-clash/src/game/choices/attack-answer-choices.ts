/**
 * The Generals' answers as an attack is made: Interference with a Command
 * (rulebook p.38), the moments a Command may be issued to a unit as it is
 * attacked or tested (p.37), and the order of its losses (pp.34-35).
 */
export type AttackAnswerChoice =
  /** rulebook p.38 Interference: a card id from the hand, played against the Command issued. */
  | { readonly kind: 'interfere'; readonly card: number }
  /** The other General lets the Command through without Interfering. */
  | { readonly kind: 'noInterference' }
  /**
   * rulebook pp.36-37: the unit due a Suppression Test takes it; `command`: a
   * card id from the hand, issued to it as it takes the test (Stand Firm).
   */
  | { readonly kind: 'suppressionTest'; readonly command?: number }
  /**
   * rulebook p.37: the unit targeted by a Ranged Attack (the Attack Step's,
   * Opportunity Fire, a sortie's or an Interception Sortie's Engage Step) lets
   * it go ahead; `command`: a card id from the hand, issued to it first (Dig In).
   */
  | {
      readonly kind: 'targetedByRangedAttack';
      readonly command?: number;
      /** rulebook pp.34-35: the target's models in its General's order of preference for its losses. */
      readonly losses?: readonly string[];
    }
  /**
   * rulebook p.33 Bonus Re-Rolls: the active unit's Ranged Attack rolled,
   * before any die is re-rolled: its General goes on; `command`: a card id
   * from the hand, issued to it first (its Bonus Re-Rolls join the attack's).
   */
  | { readonly kind: 'attackRerolls'; readonly command?: number }
  /**
   * rulebook pp.34-35 Destroying Models, Loss of an Officer: the General's
   * standing order of preference for the losses of one of its units, given at
   * any decision of theirs (that decision still waits after it): wherever the
   * General chooses among the unit's losses and gave no order for that attack
   * (`losses` on targetedByRangedAttack), the first named of the models it may
   * choose among is Destroyed, and a Field Promotion goes to the survivor
   * named last (game/standing-loss-order.ts). An empty list withdraws it.
   */
  | { readonly kind: 'orderLosses'; readonly unit: string; readonly losses: readonly string[] }
  /**
   * glossary: Spectacular Demise (X) Detonation, Fiery Demise (X) Calamitous
   * Landing: the General of the unit whose model was Destroyed gives the order
   * of the blast's attacks, `units` each unit it attacks once.
   */
  | { readonly kind: 'demiseOrder'; readonly units: readonly string[] }
  /**
   * rulebook p.34 Destroying Models: the model of `unit` removed, of several
   * equally eligible (equally closest in Open Formation; the back rank or an
   * end of a single rank in Close Formation, or one in a lost Officer's
   * stead, p.35), as losses are taken where nothing decided it before
   * (game/loss-choice-wait.ts).
   */
  | { readonly kind: 'chooseLoss'; readonly unit: string; readonly model: string }
  /**
   * rulebook p.35 Loss of an Officer: the Field Promotion, the surviving
   * model of `unit` that becomes its Officer, as the Officer is lost where
   * nothing decided it before (game/loss-choice-wait.ts).
   */
  | { readonly kind: 'fieldPromotion'; readonly unit: string; readonly model: string };
