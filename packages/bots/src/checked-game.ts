import type { Choice, GameEvent, GameSetup, GameState } from '@warroom/armoured-clash';
import { INVARIANTS, type Invariant, brokenInvariants, outOfCoherency } from './invariants.js';
import { type DecisionCheck, playUntilStopped } from './play-game.js';
import type { Player } from './player.js';

/** The first thing that went wrong in a checked game: the decision (counted from 0) and what broke. */
export interface CheckedGameFailure {
  readonly decision: number;
  readonly broken: string;
}

/** A game played with the invariants checked after every decision, up to its end or its first failure. */
export interface CheckedGame {
  /** Decisions made and checked (the failing one included). */
  readonly decisions: number;
  /** The choices made, the failing one included: with the setup and seed, a record `warroom run` replays. */
  readonly choices: readonly Choice[];
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly failure?: CheckedGameFailure;
}

/**
 * The check of `invariants` after each decision of one game, which keeps the
 * units out of Unit Coherency after one decision as those before the next
 * (`strayBefore`), worked out once. A choice that waits for a choice among its
 * losses (rulebook pp.34-35, `lossChoiceDue`) is resolved over several
 * decisions, and the table at a wait stands midway (a Withdraw whose Officer
 * could not be placed waits for the Field Promotion before its new Officer
 * moves, rulebook p.29): Unit Coherency is judged once the choice is made
 * through, against the units out of it before the choice (the wait's `base`),
 * as if it had been one decision.
 */
function invariantsCheck(
  setup: GameSetup,
  seed: string,
  invariants: readonly Invariant[],
): DecisionCheck {
  let stray: ReadonlySet<string> | undefined;
  return ({ decision, before, after, events }) => {
    const strayBefore = stray ?? outOfCoherency(setup, before.lossChoiceDue?.base ?? before);
    const strayAfter =
      after.lossChoiceDue === undefined ? outOfCoherency(setup, after) : strayBefore;
    const where = `${seed} decision ${decision}`;
    const step = { setup, where, after, events, strayBefore, strayAfter };
    stray = strayAfter;
    const broken = brokenInvariants(step, invariants);
    return broken.length > 0 ? broken.join('; ') : undefined;
  };
}

/**
 * Plays a game between two players (each shown only its General's view),
 * checking `invariants` after every decision. It stops at the first broken
 * invariant, a choice the engine refuses or a bot cannot make, or a game that
 * does not end within DECISION_LIMIT decisions.
 */
export function playCheckedGame(
  setup: GameSetup,
  seed: string,
  players: { readonly a: Player; readonly b: Player },
  invariants: readonly Invariant[] = INVARIANTS,
): CheckedGame {
  const check = invariantsCheck(setup, seed, invariants);
  const { choices, state, events, stopped } = playUntilStopped(setup, seed, players, check);
  const played = { decisions: choices.length, choices, state, events };
  if (stopped === undefined) return played;
  return { ...played, failure: { decision: stopped.decision, broken: stopped.broken } };
}
