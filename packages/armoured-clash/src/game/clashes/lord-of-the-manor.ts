import { EPSILON, distanceBetween, point } from '@warroom/engine';
import { objectiveMarker } from '../../battlefield/objectives.js';
import type { Side } from '../../battlefield/table.js';
import type { ForceScale } from '../../cards/command-deck.js';
import type { ScenarioFile } from '../../scenario/scenario-schema.js';
import type { GameSetup } from '../army.js';
import {
  type ClashMap,
  type ObjectiveMarkerSetup,
  STRIP_ZONE_GAP,
  orientedMap,
  stripZones,
  zoneArea,
} from '../clash.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { tableOf } from '../table-of.js';
import { controllerOfMarker, markersInPlay, scoreObjective } from './scoring.js';

/**
 * rulebook p.61 Take and Hold, by Force Scale: the Primary Objective's VP in
 * Rounds 1 to 5, and a Secondary Objective's VP.
 */
export const TAKE_AND_HOLD: Readonly<
  Record<ForceScale, { readonly primary: readonly number[]; readonly secondary: number }>
> = {
  skirmish: { primary: [2, 4, 6, 8, 10], secondary: 3 },
  battle: { primary: [3, 6, 9, 12, 15], secondary: 4 },
  cataclysm: { primary: [4, 8, 12, 16, 20], secondary: 5 },
};

/**
 * The manor: a Defensible Building (rulebook p.43) 4" square, the largest the
 * rules assume (Imposing Edifices), Blocking like any intact building, Size 2.
 * Its Footprint and Size are placeholders: the Clash does not give them.
 */
const MANOR = { id: 'manor', width: 4, size: 2 } as const;

/**
 * rulebook p.61 Lord of the Manor: a Defensible Building in the centre with
 * the Primary Strategic Objective on it, two Secondary Objectives and the
 * Deployment Zones. The Secondary markers and the zones are only "shown on the
 * map", which is not in our texts: this is a PLACEHOLDER, symmetric under a
 * half turn — zones from each Rear Edge to 12" from the midway line (as in
 * Clashes 1, 2 and 4), and each Secondary marker centred on the front edge of
 * one zone, halfway between the centre line and a neutral edge: `secondary-a`
 * on General B's zone (so General A's Secondary), `secondary-b` on A's.
 */
export function lordOfTheManorMap(
  battlefield: { readonly width: number; readonly depth: number },
  rearEdgeOfA: 'south' | 'west',
): ClashMap & { readonly manor: ScenarioFile['terrain'][number] } {
  const centre: [number, number] = [battlefield.width / 2, battlefield.depth / 2];
  const map = orientedMap(battlefield, rearEdgeOfA, (frame) => {
    const reach = frame.depth / 2 - STRIP_ZONE_GAP;
    return {
      zones: stripZones(frame),
      objectives: [
        { id: 'secondary-a', at: [frame.width / 4, frame.depth - reach], role: 'secondary' },
        { id: 'secondary-b', at: [(3 * frame.width) / 4, reach], role: 'secondary' },
      ],
    };
  });
  return {
    ...map,
    objectives: [
      { id: 'primary', at: centre, role: 'primary', building: MANOR.id },
      ...map.objectives,
    ],
    manor: {
      id: MANOR.id,
      name: 'Manor',
      size: MANOR.size,
      features: ['blocking'],
      area: { rectangle: { centre, width: MANOR.width, depth: MANOR.width, facing: 0 } },
      defensible: {},
    },
  };
}

/**
 * rulebook p.61: a Secondary Objective is the Secondary Objective of the
 * General whose Deployment Zone it is not in contact with (of both, if it
 * touches neither zone).
 */
export function secondaryObjectiveOf(setup: GameSetup, marker: ObjectiveMarkerSetup): Side[] {
  const area = objectiveMarker(point(marker.at[0], marker.at[1]));
  return (['a', 'b'] as const).filter(
    (side) => distanceBetween(area, zoneArea(setup.generals[side].zone)) > EPSILON,
  );
}

/**
 * rulebook p.61 Take and Hold: in each End Phase a General scores for
 * controlling the Primary Objective (more each Round) and for controlling
 * their Secondary Objective.
 */
export function scoreLordOfTheManor(setup: GameSetup, state: GameState): GameEvent[] {
  const table = tableOf(setup, state);
  const points = TAKE_AND_HOLD[setup.scale];
  const events: GameEvent[] = [];
  for (const marker of markersInPlay(setup, state)) {
    const side = controllerOfMarker(table, marker);
    if (side === undefined) continue;
    if (marker.role === 'primary') {
      // The Round's column (the fifth Round's in any later Round).
      const vp = points.primary[Math.min(state.round, points.primary.length) - 1] ?? 0;
      events.push(scoreObjective(state, side, vp, 'controls the Primary Objective'));
    } else if (marker.role === 'secondary' && secondaryObjectiveOf(setup, marker).includes(side)) {
      events.push(
        scoreObjective(
          state,
          side,
          points.secondary,
          `controls their Secondary Objective (${marker.id})`,
        ),
      );
    }
  }
  return events;
}
