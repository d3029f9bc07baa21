import { EPSILON, distanceBetween } from '@warroom/engine';
import { hasFeature } from '../battlefield/terrain.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { placeForDeployment } from './deployment.js';
import { IllegalChoice } from './rule-error.js';
import type { ModelState } from './state.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { plannedTable, type TableState, terrainOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

/** glossary: Ambushers — how close to Dense or Difficult Terrain the unit may be placed, in inches. */
export const AMBUSH_DISTANCE = 3;

/** Whether a unit has Ambushers (game step flankAttackPlacement). */
export function ambushes(setup: GameSetup, unitId: string): boolean {
  return unitStep(setup, unitId, 'flankAttackPlacement', 'battlefieldEdge') === 'edgeOrNearCover';
}

/**
 * glossary: Ambushers — a successful Flank Attack may place the unit within 3"
 * of Dense or Difficult Terrain instead of along a battlefield edge: read as the
 * edge rule reads, at least one model within 3" of such a piece. `setup` is the
 * Flank Attack's (its Deployment Zone the whole battlefield); the enemy
 * Deployment Zone is checked by the Flank Attack (game/commands/flank-attack.ts).
 */
export function placeAmbush(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  at: At,
  facing: number,
): ModelState[] {
  const { units } = state;
  const unitState = units[unitId];
  if (unitState?.inReserve !== true) {
    throw new IllegalChoice('rulebook p.21 Deploy Reserves', `${unitId} is not in Reserve`);
  }
  const deployed = plannedTable(state, { ...units, [unitId]: { ...unitState, inReserve: false } });
  const models = placeForDeployment(setup, deployed, unitId, at, facing);
  const unit = armyUnit(setup, unitId);
  const cover = terrainOf(setup).filter(
    (p) => hasFeature(p, 'dense') || hasFeature(p, 'difficult'),
  );
  const near = models.some((m) =>
    cover.some(
      (piece) => distanceBetween(footprintOf(unit, m), piece.area) <= AMBUSH_DISTANCE + EPSILON,
    ),
  );
  if (!near) {
    throw new IllegalChoice(
      'glossary: Ambushers',
      `at least one model must be within ${AMBUSH_DISTANCE}" of Dense or Difficult Terrain`,
    );
  }
  return models;
}
