import { degrees } from '@warroom/engine';
import {
  type At,
  type Choice,
  type ChoiceConstraint,
  type Decision,
  type GameSetup,
  type PlayerView,
  armyUnit,
  guidedEndWithin,
  plannedBonus,
  plannedManoeuvre,
} from '@warroom/armoured-clash';
import { LOW_CARD } from './heuristic-cards.js';
import { type CardValue, spendable } from './heuristic-command.js';
import { goal, headsForObjective, moveTowardsGoal, stopShortOf } from './heuristic-moves.js';
import { enemies, inchesBetween, officerAt, tryIt } from './heuristic-odds.js';

/**
 * A unit Double Times only while no enemy Officer stands this close (inches):
 * nearer, Advancing and Taking Cover (or shooting after the Advance) is worth
 * more than the extra inches (measured: docs/architecture.md, Bots).
 */
export const ENEMY_CLEAR = 36;

/** Whether an enemy unit's Officer stands within `inches` of `from`. */
function enemyWithin(view: PlayerView, from: At, inches: number): boolean {
  return enemies(view).some((id) => {
    const at = officerAt(view.units, id);
    return at !== undefined && inchesBetween(from, at) <= inches;
  });
}

/** Degrees in half a turn (models face in radians, choices in degrees). */

/** Inches a Command's Effect adds to the Movement Limit of a Double Time (Forced March), 0 for none. */
function movementBonus(setup: GameSetup, view: PlayerView, card: number): number {
  const effects = setup.generals[view.as].deck.cards[card]?.command?.effects ?? [];
  return effects.reduce((sum, e) => sum + (e.kind === 'movementBonus' ? e.inches : 0), 0);
}

/**
 * rulebook p.24 Double Time, for a unit with nothing to shoot this Activation
 * (the caller's judgement): when it is Infantry or Cavalry on its way to an
 * objective (they control them, heuristic-moves.ts `headsForObjective`), no
 * enemy Officer stands within ENEMY_CLEAR, and the objective lies beyond an Advance, the
 * longest legal Double Time towards it; the Command the decision allows with
 * it (Forced March) goes on a card of LOW_CARD or less when its added inches
 * are still short of the goal. Undefined otherwise, or when no Double Time is legal.
 */
export function doubleTimeWorthIt(
  setup: GameSetup,
  view: PlayerView,
  unit: string,
  decision: Decision,
  value: CardValue,
): Choice | undefined {
  const offer = decision.constraints?.find((c) => c.kind === 'doubleTime');
  const from = officerAt(view.units, unit);
  const heading = from === undefined ? undefined : goal(setup, view, unit, from);
  if (offer?.kind !== 'doubleTime' || from === undefined || heading === undefined) return undefined;
  if (!headsForObjective(setup, view, unit) || enemyWithin(view, from, ENEMY_CLEAR))
    return undefined;
  const left = inchesBetween(from, heading.at) - stopShortOf(setup, unit, heading);
  if (left <= armyUnit(setup, unit).speed) return undefined;
  const card = (offer.commands ?? [])
    .filter((c) => value(c) <= LOW_CARD && spendable(view, value, c))
    .filter((c) => movementBonus(setup, view, c) > 0 && left > offer.limit)
    .sort((p, q) => value(p) - value(q))[0];
  const bonus = card === undefined ? 0 : movementBonus(setup, view, card);
  // glossary: Locomotor Boosters (in the engine's own limit, offer.limit), Pathfinders.
  const boosted = bonus + plannedBonus(setup, view, unit, 'doubleTime');
  const move = moveTowardsGoal(
    setup,
    view,
    unit,
    offer.limit + bonus,
    (at, facing, via) =>
      guidedEndWithin(setup, view, unit, at) &&
      tryIt(() =>
        plannedManoeuvre(setup, view, unit, 'doubleTime', at, facing, boosted, undefined, via),
      ) !== undefined,
  );
  if (move === undefined) return undefined;
  return card === undefined
    ? { kind: 'doubleTime', ...move }
    : { kind: 'doubleTime', ...move, command: card };
}

/**
 * rulebook p.24 Double Time owed after its Command failed through
 * Interference (p.38): the longest legal Double Time within the Movement Limit
 * towards the unit's goal, else re-formed where its Officer stands.
 */
export function owedDoubleTime(
  setup: GameSetup,
  view: PlayerView,
  c: Extract<ChoiceConstraint, { kind: 'doubleTime' }>,
): Choice | undefined {
  const boosted = plannedBonus(setup, view, c.unit, 'doubleTime');
  const legal = (at: At, facing: number, via?: readonly At[]): boolean =>
    guidedEndWithin(setup, view, c.unit, at) &&
    tryIt(() =>
      plannedManoeuvre(setup, view, c.unit, 'doubleTime', at, facing, boosted, undefined, via),
    ) !== undefined;
  const move = moveTowardsGoal(setup, view, c.unit, c.limit, legal);
  if (move !== undefined) return { kind: 'doubleTime', ...move };
  const unit = view.units[c.unit];
  const officer = unit?.models.find((m) => m.id === unit.officer) ?? unit?.models[0];
  if (officer === undefined) return undefined;
  const at: At = [officer.x, officer.y];
  const facing = degrees(officer.facing);
  return legal(at, facing) ? { kind: 'doubleTime', at, facing } : undefined;
}
