/**
 * glossary: Precision, Overcharge — what the defending General declared for
 * one unit's Retaliation (rulebook p.28 step 3; p.29 Secondary Combatants),
 * before the Close Quarters Combat is fought (choice retaliate). Plain data.
 */
export interface RetaliationDeclared {
  /** glossary: Precision — the charging unit's models the General chooses to Destroy, in order. */
  readonly precision?: readonly string[];
  /** glossary: Overcharge — declared: a card revealed as the Retaliation is about to be rolled; spent once it is. */
  readonly overcharge?: true;
}

/**
 * glossary: Precision, Overcharge — the defending General's declaration for
 * the Retaliation of `unit`, whose Close Quarters row has either quality
 * (game/retaliation.ts).
 */
export interface RetaliateChoice {
  readonly kind: 'retaliate';
  readonly unit: string;
  readonly precision?: readonly string[];
  readonly overcharge?: true;
}
