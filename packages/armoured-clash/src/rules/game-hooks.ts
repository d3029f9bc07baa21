import type { RuleRef } from './rule-ref.js';
import type { RuleRegistry } from './registry.js';
import { checkRuleRef } from './rules-in-play.js';

/** Statuses the game's steps take away from a unit (rulebook p.30 On Lookout, Taking Cover). */
export type LosableStatus = 'onLookout' | 'takingCover';

/** What failing a Rally Test costs the unit (rulebook p.24 Reduced Capability; glossary: Berserk). */
export type RallyFailure = 'reducedCapability' | 'mustCharge';

/** Victory Points a rule gives a General, and the rule. */
export interface VictoryPointAward {
  readonly source: string;
  readonly victoryPoints: number;
}

/**
 * The named points of the game's sequence outside the attack roll at which a
 * unit's own special rules act, in the order an Activation and its Close
 * Quarters Combat reach them. At each point the value is passed through the
 * handlers of every rule the unit holds (the one the point is about: the unit
 * Activated, the unit testing, the target of the Charge, the winner).
 */
export interface GameStepValues {
  /** rulebook p.30: the Statuses a unit loses as its Activation starts (Pavises keeps Taking Cover). */
  activationStarts: readonly LosableStatus[];
  /** rulebook p.19 Discipline Tests (Rally Tests, the Close Quarters loser's test): passed without a card (Automata). */
  disciplineTestPassedAutomatically: boolean;
  /** rulebook p.24 Rally Tests: what a failed one costs (Berserk). */
  rallyTestFailed: RallyFailure;
  /** rulebook p.30: the Statuses the target of a Charge loses as it enters contact (Pavises keeps Taking Cover). */
  enterContact: readonly LosableStatus[];
  /** rulebook p.28 Defensive Advantage: the target of the Charge has it (Stoic Defence: always). */
  defensiveAdvantage: boolean;
  /** rulebook p.29 Resolving Close Quarters Combat: Victory Points the winner's General scores, by source (Hunter). */
  closeQuartersWon: readonly VictoryPointAward[];
}

export type GameStep = keyof GameStepValues;

export type GameHandler<S extends GameStep> = (
  value: GameStepValues[S],
  x: number,
) => GameStepValues[S];

/** The handlers a rule entry hooks into the game's sequence, for the unit that holds it. */
export type GameHooks = { readonly [S in GameStep]?: GameHandler<S> };

/**
 * Passes `value` through the `step` handlers of the rules a unit holds, in the
 * order its profile names them. Rules the registry does not know have no
 * effect (they are reported when the game's data is loaded: setupRuleProblems).
 */
export function runGameStep<S extends GameStep>(
  registry: RuleRegistry,
  rules: readonly RuleRef[],
  step: S,
  value: GameStepValues[S],
): GameStepValues[S] {
  let current = value;
  for (const ref of rules) {
    const entry = checkRuleRef(ref, registry);
    if (typeof entry === 'string') continue;
    const handler = entry.inGame?.[step];
    if (handler !== undefined) current = handler(current, ref.x ?? 0);
  }
  return current;
}
