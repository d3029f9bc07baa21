import type { Side } from '../battlefield/table.js';
import type { ChoiceConstraint } from './choice-constraint.js';
import type { SetupChoice } from './choices/setup-choices.js';
import type { RoundChoice } from './choices/round-choices.js';
import type { PortalChoice } from './choices/portal-choices.js';
import type { MovementChoice } from './choices/movement-choices.js';
import type { SortieChoice } from './choices/sortie-choices.js';
import type { ReactionChoice } from './choices/reaction-choices.js';
import type { AttackChoice } from './choices/attack-choices.js';
import type { AttackAnswerChoice } from './choices/attack-answer-choices.js';
import type { SpecialActionChoice } from './choices/special-action-choices.js';
import type { FirstRollWaiting } from './choices/first-roll-waiting.js';

export type { At } from './choices/at.js';
export type { BankTurns, BrakeTurn } from './choices/sortie-choices.js';
export type { FirstRollWaiting } from './choices/first-roll-waiting.js';

/**
 * Every choice a General can make, as plain data. A game record is the list of
 * these, in order. Each kind is written, with its rule, in the file of its
 * part of the game (game/choices/).
 */
export type Choice =
  | SetupChoice
  | RoundChoice
  | PortalChoice
  | MovementChoice
  | SortieChoice
  | ReactionChoice
  | AttackChoice
  | AttackAnswerChoice
  | SpecialActionChoice;

export type ChoiceKind = Choice['kind'];

/**
 * What the game waits for: who decides, and what they may choose. Discrete
 * choices are listed in `options`; a placement or a move is described by
 * `constraints` and checked when made (an illegal one is refused with the rule).
 */
export interface Decision {
  readonly player: Side;
  readonly prompt: string;
  readonly options: readonly Choice[];
  /** Continuous choices allowed besides the options, with what limits them. */
  readonly constraints?: readonly ChoiceConstraint[];
  /** `attackRerolls` (rulebook p.33): the attack's first roll, and the dice each Command offered re-rolls. */
  readonly firstRoll?: FirstRollWaiting;
}

export type { ChoiceConstraint, MoveConstraint, PlacementConstraint } from './choice-constraint.js';
