import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type Decision,
  type GameSetup,
  type PlayerView,
  armyUnit,
  plannedDisembark,
  plannedFreeAdvance,
} from '@warroom/armoured-clash';
import { type FoundMove, goal, moveTowardsGoal, stopShortOf } from './heuristic-moves.js';
import { degreesTowards, inchesBetween, officerAt, tryIt } from './heuristic-odds.js';

/** An Embarked unit Disembarks once its Transport is this close (inches) to where it heads. */
export const DISEMBARK_WITHIN = 12;
/** An Infantry unit Embarks when where it heads is farther than this (inches) and it has nothing to shoot. */
export const EMBARK_BEYOND = 12;
/** Distances (inches) out from a Transport's models tried for a Disembark, nearest first. */
const SET_UP_OUT = [1, 2, 3];
/** Directions tried around each Transport model, in eighths of a turn. */
const EIGHTHS = 8;
const DEGREES_PER_EIGHTH = 45;

type SetUp = Extract<ChoiceConstraint, { kind: 'disembark' | 'assaultRamp' | 'bailOut' }>;

/**
 * rulebook p.47 Attacking Transport Units: whether the Transport has lost a
 * model: its Transport Capacity is already cut, and the next loss may take
 * its Embarked unit's models with it.
 */
function threatened(setup: GameSetup, view: PlayerView, transport: string): boolean {
  return (view.units[transport]?.models.length ?? 0) < armyUnit(setup, transport).models;
}

/** The spot nearest `to`, 1" to 3" out from a Transport model, where the engine accepts the Disembark. */
function nearestSetUp(
  setup: GameSetup,
  view: PlayerView,
  c: SetUp,
  to: At,
): { at: At; facing: number } | undefined {
  const spots: At[] = (view.units[c.transport]?.models ?? []).flatMap((m) =>
    SET_UP_OUT.filter((out) => out <= c.reach).flatMap((out) =>
      Array.from({ length: EIGHTHS }, (_, i): At => {
        const angle = (i * DEGREES_PER_EIGHTH * Math.PI) / 180;
        return [m.x + out * Math.cos(angle), m.y + out * Math.sin(angle)];
      }),
    ),
  );
  spots.sort((p, q) => inchesBetween(p, to) - inchesBetween(q, to));
  for (const at of spots) {
    const facing = degreesTowards(at, to);
    if (tryIt(() => plannedDisembark(setup, view, c.unit, at, facing)) !== undefined)
      return { at, facing };
  }
  return undefined;
}

/**
 * rulebook pp.25, 46 Disembark (glossary: Assault Ramp, Bail Out): the Officer
 * set up on the spot nearest where the Embarked unit heads that the engine
 * accepts, once its Transport is within DISEMBARK_WITHIN of it (at whatever
 * distance when `anyDistance`). Bound for a place that scores (rulebook p.39:
 * a Strategic Objective), it stays aboard while its Transport carries it
 * there (heuristic-moves.ts `goal`): it Disembarks when the spot lies within
 * one Advance of touching the objective, or at whatever distance once its Transport
 * is threatened (it lost a model). Undefined (stay aboard) otherwise, or when
 * no spot is legal.
 */
export function disembarkNearGoal(
  setup: GameSetup,
  view: PlayerView,
  c: SetUp,
  anyDistance = false,
): Choice | undefined {
  const from = officerAt(view.units, c.transport);
  const heading = from === undefined ? undefined : goal(setup, view, c.unit, from);
  if (from === undefined || heading === undefined) return undefined;
  const hurried = anyDistance || (heading.scores === true && threatened(setup, view, c.transport));
  if (!hurried && inchesBetween(from, heading.at) > DISEMBARK_WITHIN) return undefined;
  const spot = nearestSetUp(setup, view, c, heading.at);
  if (spot === undefined) return undefined;
  const walk = stopShortOf(setup, c.unit, heading) + armyUnit(setup, c.unit).speed;
  if (!hurried && heading.scores === true && inchesBetween(spot.at, heading.at) > walk)
    return undefined;
  return { kind: c.kind, ...spot };
}

/**
 * rulebook pp.30, 46 Embark: when the unit's goal is beyond EMBARK_BEYOND, the
 * first Transport the decision offers carries it there (the Transport heads for
 * the nearest objective too); undefined otherwise.
 */
export function embarkWorthIt(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  decision: Decision,
): Choice | undefined {
  const offer = decision.options.find((o) => o.kind === 'embark');
  const from = officerAt(view.units, unit);
  const heading = from === undefined ? undefined : goal(setup, view, unit, from);
  if (offer === undefined || from === undefined || heading === undefined) return undefined;
  return inchesBetween(from, heading.at) > EMBARK_BEYOND ? offer : undefined;
}

/**
 * A free Advance (glossary: Hit & Run (X") after the attack, Vanguard (X")
 * before the first Round) of up to `limit` inches towards the unit's goal;
 * undefined when no such move is legal.
 */
export function freeAdvanceTowardsGoal(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  limit: number,
): FoundMove | undefined {
  return moveTowardsGoal(
    setup,
    view,
    unit,
    limit,
    (at, facing, via) =>
      tryIt(() => plannedFreeAdvance(setup, view, unit, at, facing, limit, via)) !== undefined,
  );
}
