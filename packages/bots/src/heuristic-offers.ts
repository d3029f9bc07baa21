import { degrees } from '@warroom/engine';
import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type Decision,
  type GameSetup,
  type PlayerView,
  type Table,
  armyUnit,
  plannedDisembark,
  tableOf,
} from '@warroom/armoured-clash';
import { advanceAllowed, freeAdvanceVerdict } from './advance-allowed.js';
import { type SetUpSpot, ridingRisk, saferAboard, saferSetUp } from './heuristic-bail.js';
import { disembarkSpots } from './heuristic-disembark-spots.js';
import { type FoundMove, goal, moveTowardsGoal, stopShortOf } from './heuristic-moves.js';
import { degreesTowards, enemies, inchesBetween, officerAt, tryIt } from './heuristic-odds.js';
import { ponderous } from './heuristic-ponderous.js';

/** An Embarked unit Disembarks once its Transport is this close (inches) to where it heads. */
export const DISEMBARK_WITHIN = 12;
/** An Infantry unit Embarks when where it heads is farther than this (inches) and it has nothing to shoot. */
export const EMBARK_BEYOND = 12;

type SetUp = Extract<ChoiceConstraint, { kind: 'disembark' | 'assaultRamp' | 'bailOut' }>;

/**
 * rulebook p.47 Attacking Transport Units: whether the Transport has lost a
 * model: its Transport Capacity is already cut, and the next loss may take
 * its Embarked unit's models with it.
 */
function threatened(setup: GameSetup, view: PlayerView, transport: string): boolean {
  return (view.units[transport]?.models.length ?? 0) < armyUnit(setup, transport).models;
}

/**
 * rulebook p.47 Attacking Transport Units: whether an enemy unit's Officer
 * stands within DISEMBARK_WITHIN of the Transport's: every hull it loses may
 * take Embarked models with it, so its unit gets out rather than ride on
 * under fire (our reading of the risk; the rules leave the moment to the General).
 */
function exposed(view: PlayerView, transport: string): boolean {
  const at = officerAt(view.units, transport);
  return (
    at !== undefined &&
    enemies(view).some((id) => {
      const enemy = officerAt(view.units, id);
      return enemy !== undefined && inchesBetween(at, enemy) <= DISEMBARK_WITHIN;
    })
  );
}

/**
 * The spots nearest `to` first, 1" to 3" out from a Transport model's hull,
 * where the engine accepts the Disembark, with the models it sets up there:
 * the unit formed up facing `to`, or else facing as its Transport does (a line
 * of Infantry formed up across the way to `to` may not fit beside a line of
 * hulls, rulebook p.46: each model within 3" of the Transport, overlapping none).
 */
function* setUps(setup: GameSetup, view: PlayerView, c: SetUp, to: At): Generator<SetUpSpot> {
  const carrier = view.units[c.transport];
  const hull = carrier?.models.find((m) => m.id === carrier.officer) ?? carrier?.models[0];
  const alongHull = hull === undefined ? [] : [degrees(hull.facing)];
  for (const at of disembarkSpots(setup, view, c.transport, c.reach, to)) {
    for (const facing of [degreesTowards(at, to), ...alongHull]) {
      const models = tryIt(() => plannedDisembark(setup, view, c.unit, at, facing));
      if (models !== undefined) {
        yield { at, facing, models };
        break;
      }
    }
  }
}

/**
 * Whether the Transport carries the unit faster than it goes on foot: its
 * Speed beats the unit's, and it is not Ponderous (rulebook p.16: a Landship
 * turns by the Turning Template, and seldom makes its full Speed towards a
 * goal off its line). Our reading: a unit carried no faster than it walks
 * gets out and walks, and the Disembark itself takes it past the hull.
 */
function ridingPays(setup: GameSetup, transport: string, unit: string): boolean {
  return (
    armyUnit(setup, transport).speed > armyUnit(setup, unit).speed && !ponderous(setup, transport)
  );
}

/**
 * rulebook p.24 Advance: whether the Transport has a legal Advance towards its
 * goal from where it stands: one boxed in by terrain (a Landship cannot turn
 * on the spot, rulebook p.16) carries its Embarked unit nowhere.
 */
function carriesOn(setup: GameSetup, view: PlayerView, transport: string): boolean {
  // Every place is checked on the same view: its table is drawn once, at the first check.
  let table: Table | undefined;
  const move = moveTowardsGoal(
    setup,
    view,
    transport,
    armyUnit(setup, transport).speed,
    (at, facing, via) =>
      advanceAllowed(setup, view, transport, at, facing, via, (table ??= tableOf(setup, view))),
  );
  return move !== undefined;
}

/**
 * rulebook pp.25, 46 Disembark (glossary: Assault Ramp, Bail Out): the Officer
 * set up on the spot nearest where the Embarked unit heads that the engine
 * accepts, once its Transport is within DISEMBARK_WITHIN of it (at whatever
 * distance when `anyDistance`). Bound for a place that scores (rulebook p.39:
 * a Strategic Objective), it stays aboard while its Transport carries it
 * there (heuristic-moves.ts `goal`): it Disembarks when the spot lies within
 * one Advance of touching the objective, or at whatever distance once its
 * Transport is threatened (it lost a model) or has an enemy near (`exposed`),
 * carries it no faster than it walks (`ridingPays`) unless it is safer aboard
 * (heuristic-bail.ts `saferAboard`), or has no Advance left towards the goal
 * (`carriesOn`). Else it gets out where it is expected to lose less than
 * aboard a Transport likely to be destroyed (heuristic-bail.ts `saferSetUp`):
 * on the first such spot, nearest its goal first. Undefined (stay aboard)
 * otherwise, or when no spot is legal.
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
  const hurried =
    anyDistance ||
    (heading.scores === true &&
      (threatened(setup, view, c.transport) || exposed(view, c.transport)));
  const spots = setUps(setup, view, c, heading.at);
  const nearest = spots.next();
  if (nearest.done === true) return undefined;
  const spot = nearest.value;
  const walk = stopShortOf(setup, c.unit, heading) + armyUnit(setup, c.unit).speed;
  const onTheWay =
    inchesBetween(from, heading.at) <= DISEMBARK_WITHIN &&
    (heading.scores !== true || inchesBetween(spot.at, heading.at) <= walk);
  // rulebook p.46: a Transport no faster than it walks (a Ponderous one, p.16) it leaves, unless it is
  // safer aboard than on foot there (heuristic-bail.ts); asked only when the rest has not decided.
  // What it risks aboard, worked out once and only when asked.
  let risk: number | undefined;
  const aboard = (): number => (risk ??= ridingRisk(setup, view, c.unit));
  const slow = (): boolean =>
    !ridingPays(setup, c.transport, c.unit) && !saferAboard(setup, view, c.unit, spot, aboard());
  const out = hurried || onTheWay || slow() || !carriesOn(setup, view, c.transport);
  // rulebook p.47: out before its Transport is destroyed around it (heuristic-bail.ts).
  const made = out ? spot : saferSetUp(setup, view, c.unit, spot, spots, aboard());
  return made === undefined ? undefined : { kind: c.kind, at: made.at, facing: made.facing };
}

/**
 * rulebook pp.30, 46 Embark: when the unit's goal is beyond EMBARK_BEYOND, the
 * first Transport the decision offers that carries it faster than it walks
 * (`ridingPays`) carries it there (the Transport heads for
 * the nearest objective too); undefined otherwise.
 */
export function embarkWorthIt(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  decision: Decision,
): Choice | undefined {
  const offer = decision.options.find(
    (o) => o.kind === 'embark' && ridingPays(setup, o.transport, unit),
  );
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
  return moveTowardsGoal(setup, view, unit, limit, (at, facing, via) =>
    freeAdvanceVerdict(setup, view, unit, at, facing, limit, via),
  );
}
