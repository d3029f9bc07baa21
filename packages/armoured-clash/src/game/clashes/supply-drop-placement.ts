import type { Side } from '../../battlefield/table.js';
import type { GameSetup } from '../army.js';
import type { At, Choice, Decision } from '../choice.js';
import type { ChoiceConstraint } from '../choice-constraint.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, other } from '../state.js';
import { startForward } from '../forward/forward-stage.js';
import { type GeneralsDraw, generalA } from '../generals/generals-draw.js';
import { supplyDropZoneNames } from './supply-drop-zone-names.js';
import { supplyMarkerId } from './supply-marker-id.js';
import { SUPPLY_DROP_MARKERS, SUPPLY_DROP_SPACING } from './supply-drop.js';
import { supplyDropMarkerRefusal } from './supply-drop-room.js';

/** Where the Generals' placing of the markers is written. */
export const SUPPLY_DROP = 'rulebook p.60 Supply Drop';

/** Whether the Generals still have Supply Drop's markers to place (the setup's `supplyDropPlacement`). */
export function suppliesToPlace(
  setup: GameSetup,
  played: { readonly placedObjectives?: readonly At[] | undefined },
): boolean {
  return (
    setup.supplyDropPlacement === true &&
    (played.placedObjectives?.length ?? 0) < SUPPLY_DROP_MARKERS
  );
}

/** Why the setup's `supplyDropPlacement` does not fit it (rulebook p.60: Supply Drop's markers only), or undefined. */
export function supplyDropPlacementProblem(setup: GameSetup): string | undefined {
  if (setup.supplyDropPlacement !== true) return undefined;
  if (setup.clash !== 'supplyDrop') {
    return `setup.supplyDropPlacement: the Generals place markers so only in Supply Drop, not in ${setup.clash ?? 'a game without a Clash'} (${SUPPLY_DROP})`;
  }
  return (setup.objectives ?? []).length === 0
    ? undefined
    : `setup.supplyDropPlacement: the Generals place every marker, yet setup.objectives holds ${setup.objectives?.length ?? 0} (${SUPPLY_DROP})`;
}

/**
 * rulebook p.60 Supply Drop: "After General A and General B have been decided,
 * the Generals take turns placing Strategic Objective Markers ... General A
 * places the first marker." Stage `supplyDrop`, General A to place.
 */
export function startSupplyDrop(setup: GameSetup, state: GameState): GameEvent[] {
  state.stage = 'supplyDrop';
  state.turn = generalA(state);
  return [
    event(
      'supplyDrop',
      `The Generals place ${SUPPLY_DROP_MARKERS} Strategic Objective Markers in turns, ${setup.generals[state.turn].name} (General A) first (${SUPPLY_DROP})`,
      { side: state.turn },
    ),
  ];
}

/** The `placeObjective` constraint: the markers placed, the zones and spacing they keep clear of, how many are left. */
export function supplyDropConstraint(
  setup: GameSetup,
  played: { readonly placedObjectives?: readonly At[] | undefined },
): Extract<ChoiceConstraint, { kind: 'placeObjective' }> {
  const placed = played.placedObjectives ?? [];
  return {
    kind: 'placeObjective',
    placed,
    zones: { a: setup.generals.a.zone, b: setup.generals.b.zone },
    spacing: SUPPLY_DROP_SPACING,
    left: SUPPLY_DROP_MARKERS - placed.length,
  };
}

/**
 * Why `at` is no place for the next marker (supplyDropMarkerProblem, on the
 * zones of the setup in play), or undefined; a zone is named by its edge
 * until General A claims it, then by the General holding it (supplyDropZoneNames).
 */
export function supplyDropSpotProblem(
  setup: GameSetup,
  played: {
    readonly placedObjectives?: readonly At[] | undefined;
    readonly generals?: GeneralsDraw | undefined;
  },
  at: At,
): string | undefined {
  const zones = { a: setup.generals.a.zone, b: setup.generals.b.zone };
  const names = supplyDropZoneNames(setup, played);
  return supplyDropMarkerRefusal(
    setup.battlefield,
    zones,
    played.placedObjectives ?? [],
    at,
    names,
  );
}

/** rulebook p.60 Supply Drop: the General whose turn it is places a marker where the `placeObjective` constraint allows. */
export function supplyDropDecision(setup: GameSetup, state: GameState): Decision {
  const constraint = supplyDropConstraint(setup, state);
  const number = SUPPLY_DROP_MARKERS - constraint.left + 1;
  return {
    player: state.turn,
    prompt: `Place Strategic Objective Marker ${number} of ${SUPPLY_DROP_MARKERS}: not within ${SUPPLY_DROP_SPACING}" of a Deployment Zone or another marker (${SUPPLY_DROP})`,
    options: [],
    constraints: [constraint],
  };
}

function general(setup: GameSetup, side: Side): string {
  return setup.generals[side].name;
}

/**
 * rulebook p.60 Supply Drop: a marker placed at `at`, refused where the rules
 * forbid it. Once four are placed, "General A chooses a Deployment Zone and
 * deployment continues as normal": with the card draw, stage `generals`
 * (General A claims a zone); otherwise side a's zone stands, and the game
 * goes on to the Forward units or Deployment.
 */
export function placeObjective(
  setup: GameSetup,
  state: GameState,
  choice: Extract<Choice, { kind: 'placeObjective' }>,
): GameEvent[] {
  if (!suppliesToPlace(setup, state)) {
    throw new IllegalChoice(SUPPLY_DROP, 'no Strategic Objective Marker is left to place');
  }
  const problem = supplyDropSpotProblem(setup, state, choice.at);
  if (problem !== undefined) throw new IllegalChoice(SUPPLY_DROP, problem);
  const placed = state.placedObjectives ?? [];
  state.placedObjectives = [...placed, choice.at];
  const events = [
    event(
      'placeObjective',
      `${general(setup, state.turn)} places Strategic Objective Marker ${supplyMarkerId(placed.length)} at (${choice.at.join(', ')})`,
      { side: state.turn },
    ),
  ];
  if (suppliesToPlace(setup, state)) {
    state.turn = other(state.turn);
    return events;
  }
  if (setup.generalDraw === true) {
    state.stage = 'generals';
    state.turn = generalA(state);
    return events;
  }
  return [...events, ...startForward(setup, state)];
}
