import {
  EPSILON,
  type Point,
  type Shape,
  convexPolygon,
  overlaps,
  point,
  withinDistance,
} from '@warroom/engine';
import { objectiveMarker } from '../../battlefield/objectives.js';
import { markersInPlay } from '../clashes/scoring.js';
import type { GameSetup } from '../army.js';
import { armyUnit, footprintOf } from '../army-unit.js';
import type { At } from '../choice.js';
import { placeForDeployment } from '../deployment.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState, type ModelState, other } from '../state.js';
import { plannedTable, type TableState, tableOf, terrainOf } from '../table-of.js';

export const AERIAL_ASSAULT = 'glossary: Aerial Assault';

/** glossary: Aerial Assault — how near (inches) no model may be to enemy units, Defensible Buildings and Strategic Objective Markers. */
export const AERIAL_ASSAULT_CLEARANCE = 1;

/** The setup with a General's Deployment Zone the whole battlefield: "anywhere on the Battlefield". */
function anywhereFor(setup: GameSetup, side: 'a' | 'b'): GameSetup {
  const { width, depth } = setup.battlefield;
  const zone: GameSetup['generals']['a']['zone'] = [
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ];
  return { ...setup, generals: { ...setup.generals, [side]: { ...setup.generals[side], zone } } };
}

/** What the placement reads: the table (a state, or a player's view) and the markers still in play. */
export type AerialAssaultTable = TableState & {
  readonly removedObjectives?: readonly string[] | undefined;
  readonly vitalObjective?: GameState['vitalObjective'];
};

/**
 * glossary: Aerial Assault — where a unit in Reserve is Deployed by it: its
 * Officer at `at`, formed up facing `facing` degrees, anywhere on the
 * battlefield (on it, overlapping no model and no Impassable Terrain, like every
 * deployment: placeForDeployment) so long as no model is within the opposing
 * General's Deployment Zone (no footprint reaching into it), nor within 1" of
 * an enemy unit, a Defensible Building or a Strategic Objective Marker still in
 * play. Reads only the table (a player's view will do); throws IllegalChoice naming the rule.
 */
export function placeAerialAssault(
  setup: GameSetup,
  state: AerialAssaultTable,
  unitId: string,
  at: At,
  facing: number,
): ModelState[] {
  const { units } = state;
  const markers = markersInPlay(setup, {
    removedObjectives: [...(state.removedObjectives ?? [])],
    ...(state.vitalObjective === undefined ? {} : { vitalObjective: state.vitalObjective }),
  });
  const unitState = units[unitId];
  if (unitState?.inReserve !== true) {
    throw new IllegalChoice(AERIAL_ASSAULT, `${unitId} is not in Reserve`);
  }
  const side = unitState.side;
  const models = placeForDeployment(
    anywhereFor(setup, side),
    plannedTable(state, { ...units, [unitId]: { ...unitState, inReserve: false } }),
    unitId,
    at,
    facing,
  );
  const unit = armyUnit(setup, unitId);
  const enemyZone = convexPolygon(
    setup.generals[other(side)].zone.map(([x, y]): Point => point(x, y)),
  );
  const table = tableOf(setup, state);
  const avoided: { readonly shape: Shape; readonly what: string }[] = [
    ...table.models
      .filter((m) => table.units.get(m.unit)?.side !== side)
      .map((m) => ({ shape: m.footprint, what: `the enemy ${m.id}` })),
    ...terrainOf(setup)
      .filter((piece) => piece.defensible !== undefined)
      .map((piece) => ({ shape: piece.area, what: `the Defensible Building ${piece.name}` })),
    ...markers.map((marker) => ({
      shape: objectiveMarker(point(marker.at[0], marker.at[1])),
      what: `the Strategic Objective Marker ${marker.id}`,
    })),
  ];
  for (const model of models) {
    const footprint = footprintOf(unit, model);
    if (overlaps(footprint, enemyZone)) {
      throw new IllegalChoice(
        AERIAL_ASSAULT,
        `${model.id} would be within the enemy Deployment Zone`,
      );
    }
    const near = avoided.find((a) =>
      withinDistance(a.shape, footprint, AERIAL_ASSAULT_CLEARANCE + EPSILON),
    );
    if (near !== undefined) {
      throw new IllegalChoice(
        AERIAL_ASSAULT,
        `${model.id} would be within ${AERIAL_ASSAULT_CLEARANCE}" of ${near.what}`,
      );
    }
  }
  return models;
}
