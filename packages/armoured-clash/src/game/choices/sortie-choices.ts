/** glossary: Brake Turn: after `after` inches of the move, every model turns to face `facing` degrees. */
export interface BrakeTurn {
  readonly after: number;
  readonly facing: number;
}

/**
 * glossary: Bank (X") — a move along the Turning Template (rulebook p.16): each
 * entry is one Navigation Point, 1" further forwards, and the turn in degrees
 * (anticlockwise positive, at most 45 either way) each model makes there; as
 * many entries as whole inches moved, at most X.
 */
export type BankTurns = readonly number[];

/** The moves of an Aircraft unit's Air Support Sortie (rulebook pp.50-51). */
export type SortieChoice =
  /**
   * rulebook p.51 A. Approach Step: an Aircraft unit's models fly forwards in a
   * straight line, `inches` in all (a number of its choosing); `brakeTurn` (glossary: Brake
   * Turn) turns them to face `facing` degrees after `after` of those inches; `bank`
   * (glossary: Bank (X")) then moves them along the Turning Template (BankTurns).
   */
  | {
      readonly kind: 'approach';
      readonly inches: number;
      readonly brakeTurn?: BrakeTurn;
      readonly bank?: BankTurns;
    }
  /**
   * rulebook p.51 D. Escape Step of a unit with Brake Turn or Bank (X"): straight off the
   * battlefield, turning once on the way, or first moving along the Turning Template (`bank`).
   */
  | { readonly kind: 'escape'; readonly brakeTurn?: BrakeTurn; readonly bank?: BankTurns };
