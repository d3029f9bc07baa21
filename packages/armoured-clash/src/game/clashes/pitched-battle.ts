import type { ForceScale } from '../../cards/command-deck.js';
import type { GameSetup } from '../army.js';
import { CLASH_ROUNDS, type ClashMap, orientedMap, stripZones } from '../clash.js';
import type { GameEvent } from '../events.js';
import { tableOf } from '../table-of.js';
import type { GameState } from '../state.js';
import { controllerOfMarker, markersInPlay, scoreObjective } from './scoring.js';

/** rulebook p.59 Secure the Field: VP per controlled Strategic Objective in each End Phase, by Force Scale. */
export const SECURE_THE_FIELD: Readonly<
  Record<ForceScale, { readonly rounds1to4: number; readonly round5: number }>
> = {
  skirmish: { rounds1to4: 6, round5: 14 },
  battle: { rounds1to4: 9, round5: 20 },
  cataclysm: { rounds1to4: 12, round5: 26 },
};

/**
 * rulebook p.59 Pitched Battle: the two Deployment Zones (General A's against
 * `rearEdgeOfA`) and three Strategic Objective Markers on the midway line — one
 * in the centre, one halfway between it and each neutral edge (named after it).
 */
export function pitchedBattleMap(
  battlefield: { readonly width: number; readonly depth: number },
  rearEdgeOfA: 'south' | 'west',
): ClashMap {
  return orientedMap(battlefield, rearEdgeOfA, (frame) => ({
    zones: stripZones(frame),
    objectives: [
      { id: frame.left, at: [frame.width / 4, frame.depth / 2] },
      { id: 'centre', at: [frame.width / 2, frame.depth / 2] },
      { id: frame.right, at: [(3 * frame.width) / 4, frame.depth / 2] },
    ],
  }));
}

/**
 * rulebook p.59 Secure the Field: in each End Phase every General scores for
 * each Strategic Objective they control; more in the fifth (and final) Round.
 */
export function scorePitchedBattle(setup: GameSetup, state: GameState): GameEvent[] {
  const table = tableOf(setup, state);
  const points = SECURE_THE_FIELD[setup.scale];
  const each = state.round >= CLASH_ROUNDS ? points.round5 : points.rounds1to4;
  const events: GameEvent[] = [];
  for (const marker of markersInPlay(setup, state)) {
    const side = controllerOfMarker(table, marker);
    if (side !== undefined)
      events.push(scoreObjective(state, side, each, `controls the ${marker.id} objective`));
  }
  return events;
}
