/** The other General's choices in a Reaction Step (rulebook p.25). */
export type ReactionChoice =
  /**
   * rulebook p.25 Opportunity Fire: a unit On Lookout fires at the active unit
   * in a Reaction Step; `precision` (glossary: Precision): the active unit's
   * models its General chooses to Destroy, in order.
   */
  | {
      readonly kind: 'opportunityFire';
      readonly unit: string;
      readonly command?: number;
      readonly precision?: readonly string[];
    }
  /**
   * glossary: Interceptor — instead of Opportunity Fire in the first Reaction
   * Step of an enemy Aerial unit's Activation, the Intercept Special Command to
   * the Incoming unit `unit`, issued with `card` (a card id from the hand).
   */
  | { readonly kind: 'intercept'; readonly unit: string; readonly card: number }
  /** The Reaction Step passes without Opportunity Fire. */
  | { readonly kind: 'noReaction' };
