import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type GameSetup,
  type ModelState,
  IllegalChoice,
  type PlayerView,
  type Table,
  freeAdvanceAllowed,
  guidedEndWithin,
  manoeuvreAllowed,
  plannedBonus,
  plannedFreeAdvance,
  plannedManoeuvre,
} from '@warroom/armoured-clash';
import type { RngState } from '@warroom/engine';
import { ponderous } from './heuristic-ponderous.js';
import { MOVE_TRIES, eighthTurn, withinDisc } from './random-draws.js';
import { type Heading, leaning, officerOf, towardsNearestEnemy } from './random-heading.js';
import { type SampledMove, ponderousMove } from './random-ponderous.js';

/**
 * A move of up to `limit` inches for the unit's Officer: for a Ponderous
 * unit one the Turning Template allows (random-ponderous.ts, rulebook p.16
 * Ponderous Movement); for the rest an end drawn evenly within the Movement
 * Limit's disc, on a coin toss leaning towards `heading` (random-heading.ts),
 * facing one of eight ways.
 */
function sampledMove(
  rng: RngState,
  officer: ModelState,
  limit: number,
  heading: Heading | undefined,
  slow: boolean,
): SampledMove {
  const from: At = [officer.x, officer.y];
  if (slow) return ponderousMove(rng, from, officer.facing, limit, heading);
  const [dx, dy] = leaning(rng, heading, withinDisc(rng, limit));
  return { at: [officer.x + dx, officer.y + dy], facing: eighthTurn(rng) };
}

/** Whether the engine's own planning (which throws IllegalChoice for a refusal) accepts a move. */
function accepted(plan: () => unknown): boolean {
  try {
    plan();
    return true;
  } catch (error) {
    if (!(error instanceof IllegalChoice)) throw error;
    return false;
  }
}

/**
 * An Advance or a Double Time (rulebook p.24) sampled within its limit
 * (sampledMove), on a coin toss leaning towards the nearest enemy
 * (random-heading.ts), checked on `table` by the engine's rules: a move
 * with no turns by its verdict alone (manoeuvreAllowed, freeAdvanceAllowed),
 * one broken into legs by its planning (plannedManoeuvre, plannedFreeAdvance).
 */
export function tryMove(
  setup: GameSetup,
  view: PlayerView,
  table: Table,
  rng: RngState,
  c:
    | Extract<ChoiceConstraint, { kind: 'advance' }>
    | Extract<ChoiceConstraint, { kind: 'doubleTime' }>,
): Choice | undefined {
  const officer = officerOf(view, c.unit);
  if (officer === undefined) return undefined;
  const heading = towardsNearestEnemy(view, c.unit);
  const slow = ponderous(setup, c.unit);
  // After an attack, an Advance may be a free one within its own limit (glossary: Hit & Run (X")).
  const free = c.kind === 'advance' && view.activation?.freeAdvance !== undefined;
  // glossary: Locomotor Boosters: the limit the card set, the same for every move tried.
  const bonus = free ? 0 : plannedBonus(setup, view, c.unit, c.kind);
  const allowed = ({ at, facing, via }: SampledMove): boolean => {
    if (free) {
      return via === undefined
        ? freeAdvanceAllowed(setup, view, c.unit, at, facing, c.limit, table)
        : accepted(() => plannedFreeAdvance(setup, view, c.unit, at, facing, c.limit, via));
    }
    // glossary: Pathfinders: the guide's reach.
    if (!guidedEndWithin(setup, view, c.unit, at)) return false;
    return via === undefined
      ? manoeuvreAllowed(setup, view, c.unit, c.kind, at, facing, bonus, table)
      : accepted(() =>
          plannedManoeuvre(setup, view, c.unit, c.kind, at, facing, bonus, table, via),
        );
  };
  for (let i = 0; i < MOVE_TRIES; i++) {
    const move = sampledMove(rng, officer, c.limit, heading, slow);
    if (allowed(move)) return { kind: c.kind, ...move };
  }
  return undefined;
}

/**
 * glossary: Vanguard (X"): a free Advance before the first Round, sampled
 * within its limit (sampledMove, leaning no way), checked by the engine's rules.
 */
export function tryVanguard(
  setup: GameSetup,
  view: PlayerView,
  rng: RngState,
  c: Extract<ChoiceConstraint, { kind: 'vanguardAdvance' }>,
): Choice | undefined {
  const officer = officerOf(view, c.unit);
  if (officer === undefined) return undefined;
  const slow = ponderous(setup, c.unit);
  for (let i = 0; i < MOVE_TRIES; i++) {
    const { at, facing, via } = sampledMove(rng, officer, c.limit, undefined, slow);
    if (
      via === undefined
        ? freeAdvanceAllowed(setup, view, c.unit, at, facing, c.limit)
        : accepted(() => plannedFreeAdvance(setup, view, c.unit, at, facing, c.limit, via))
    )
      return {
        kind: 'vanguardAdvance',
        unit: c.unit,
        at,
        facing,
        ...(via === undefined ? {} : { via }),
      };
  }
  return undefined;
}
