/**
 * What goes on once the other General answered an enemy unit's end of move
 * (rulebook p.37, Covering Fire), when it is not the active unit's own move in
 * its Movement Step:
 * - `movementStep`: moves that ended during the Movement Step (before the
 *   active unit's own end of move is offered);
 * - `attacks`: the Attack Step's attacks in turn, or the Reaction Step's end
 *   after a test (commands/attacks-in-turn.ts goOnAttacking);
 * - `reactionStep`: the Reaction Step ends (game/opportunity-fire.ts);
 * - `activationEnd`: the Activation ends (game/activation-end.ts);
 * - `vanguard`: the Vanguard stage goes on (game/vanguard.ts), before the first Round;
 * - `sortieApproach`: an Air Support Sortie's Approach Step ended, its Reaction
 *   Step follows (rulebook p.51; game/aircraft/approach.ts);
 * - `sortieStep`: an Air Support or Interception Sortie goes on at the step it
 *   waits at, kept as data (game/commands/sortie-moves-ended.ts);
 * - `testsInTurn`: the Suppression Tests taken in turn outside an Activation go
 *   on (glossary: Dynamic Entry (X"); game/tests-go-on.ts);
 * - `demiseBlasts`: outside an Activation, the blasts of a demise go on, or the
 *   game once they are all made (glossary: Spectacular Demise (X), Fiery
 *   Demise (X); game/demise-blasts-made.ts, from applyChoice).
 */
export type CoveringGoesOn =
  | 'movementStep'
  | 'attacks'
  | 'reactionStep'
  | 'activationEnd'
  | 'vanguard'
  | 'sortieApproach'
  | 'sortieStep'
  | 'testsInTurn'
  | 'demiseBlasts';

/**
 * rulebook p.37: an enemy unit ended a move; the other General may issue a
 * Command (Covering Fire) before the game goes on (game/commands/enemy-ends-move.ts).
 * Plain data, replaced, never changed in place.
 */
export interface EnemyEndedMove {
  /** The active unit's Movement Step used up its Attack Step. */
  readonly endsActivation: boolean;
  /** The move was a free Advance after the unit's attack (glossary: Hit & Run (X")): the Activation ends next. */
  readonly freeAdvance?: true;
  /** The units that ended the moves, all of one General, when not the active unit (a Fall Back, a Withdraw, a Vanguard free Advance; the active unit: its Movement Step's move, a free Advance after its attack, a sortie's Approach). */
  readonly movers?: readonly string[];
  /** What goes on next, when not the active unit's Movement Step (CoveringGoesOn). */
  readonly goesOn?: CoveringGoesOn;
}
