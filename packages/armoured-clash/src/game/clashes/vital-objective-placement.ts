import { circle, inContact, point } from '@warroom/engine';
import { arcOfPoint } from '../../battlefield/arcs.js';
import { OBJECTIVE_MARKER_DIAMETER } from '../../battlefield/objectives.js';
import type { GameSetup } from '../army.js';
import { armyUnit, footprintOf } from '../army-unit.js';
import type { At, Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, ModelState } from '../state.js';
import { generalCalled } from '../generals/generals-draw.js';

const RULE = 'rulebook pp.62-63 Find the Lady: Escorting the Vital Objective';

/**
 * The marker set down in contact with an Officer, in its Front Arc: its centre
 * straight ahead of the Officer's centre, its edge touching the front of the
 * Officer's base (`depth` front to back).
 */
export function markerAhead(officer: ModelState, depth: number): At {
  const reach = depth / 2 + OBJECTIVE_MARKER_DIAMETER / 2;
  return [
    officer.x + reach * Math.cos(officer.facing),
    officer.y + reach * Math.sin(officer.facing),
  ];
}

/**
 * Why the dropped Vital Objective cannot be placed at `at`, or undefined when
 * it can (rulebook pp.62-63: the active player moves the marker so that it is
 * in contact with the unit's Officer, and in its Front Arc): the marker (a
 * 50 mm disc) touches the Officer's base where it stood without overlapping
 * it, its centre in the Officer's Front Arc, on the battlefield.
 */
export function vitalObjectiveSpotProblem(
  setup: GameSetup,
  unit: string,
  officer: ModelState,
  at: At,
): string | undefined {
  const centre = point(at[0], at[1]);
  const radius = OBJECTIVE_MARKER_DIAMETER / 2;
  const { width, depth } = setup.battlefield;
  if (at[0] < radius || at[1] < radius || at[0] > width - radius || at[1] > depth - radius) {
    return 'the marker must lie on the battlefield';
  }
  const base = footprintOf(armyUnit(setup, unit), officer);
  if (!inContact(circle(centre, radius), base)) {
    return "the marker must be in contact with the Officer's base (touching, not overlapping)";
  }
  if (arcOfPoint(point(officer.x, officer.y), officer.facing, centre) !== 'front') {
    return "the marker must be in the Officer's Front Arc";
  }
  return undefined;
}

/** Spots offered: straight ahead, and touching the front edge at each front corner (those the rules allow). */
export function placingSpots(setup: GameSetup, unit: string, officer: ModelState): At[] {
  const { width, depth } = armyUnit(setup, unit).footprint;
  const ahead = markerAhead(officer, depth);
  const across = (side: number): At => [
    ahead[0] - side * (width / 2) * Math.sin(officer.facing),
    ahead[1] + side * (width / 2) * Math.cos(officer.facing),
  ];
  return [ahead, across(1), across(-1)].filter(
    (at) => vitalObjectiveSpotProblem(setup, unit, officer, at) === undefined,
  );
}

/**
 * rulebook pp.62-63: the Vital Objective was just dropped; the active General
 * places it (wherever the validator allows; a few are listed). Asked once the
 * attack or move that dropped it is resolved: nothing reads the marker before.
 */
export function vitalObjectiveDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const placing = state.vitalObjective?.placing;
  if (placing === undefined || state.stage === 'over') return undefined;
  const name = armyUnit(setup, placing.unit).name;
  return {
    player: placing.by,
    prompt: `Place the Vital Objective dropped by ${name}: in contact with its Officer, in its Front Arc (${RULE})`,
    options: placingSpots(setup, placing.unit, placing.officer).map((at): Choice => ({
      kind: 'placeVitalObjective',
      at,
    })),
  };
}

/** The active General places the dropped Vital Objective at `at` (vitalObjectiveSpotProblem says where it may go). */
export function placeVitalObjective(setup: GameSetup, state: GameState, at: At): GameEvent[] {
  const vital = state.vitalObjective;
  const placing = vital?.placing;
  if (vital === undefined || placing === undefined) {
    throw new IllegalChoice(RULE, 'no Vital Objective waits to be placed');
  }
  const problem = vitalObjectiveSpotProblem(setup, placing.unit, placing.officer, at);
  if (problem !== undefined) throw new IllegalChoice(RULE, `${problem} (at [${at.join(', ')}])`);
  state.vitalObjective = { marker: vital.marker, at: [at[0], at[1]] };
  const side = generalCalled(state, placing.by);
  const text = `${side} places the Vital Objective at (${at[0].toFixed(2)}, ${at[1].toFixed(2)})`;
  return [event('vitalObjectivePlaced', text, { side: placing.by })];
}
