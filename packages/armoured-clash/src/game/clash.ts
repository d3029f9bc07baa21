import type { ForceScale } from '../cards/command-deck.js';
import type { Edge } from '../battlefield/battlefield.js';
import type { At } from './choice.js';

/** The Clashes Warroom plays so far (rulebook pp.58-64). */
export type ClashId = 'pitchedBattle';

/** A Strategic Objective Marker on the battlefield (rulebook p.39). */
export interface ObjectiveMarkerSetup {
  readonly id: string;
  readonly at: At;
}

/** rulebook p.59 Secure the Field: VP per controlled Strategic Objective in each End Phase, by Force Scale. */
export const SECURE_THE_FIELD: Readonly<
  Record<ForceScale, { readonly rounds1to4: number; readonly round5: number }>
> = {
  skirmish: { rounds1to4: 6, round5: 14 },
  battle: { rounds1to4: 9, round5: 20 },
  cataclysm: { rounds1to4: 12, round5: 26 },
};

/** rulebook p.59 Pitched Battle: five Rounds. */
export const PITCHED_BATTLE_ROUNDS = 5;
/** rulebook p.59: a Deployment Zone runs from the Rear Edge to 12" from the midway line. */
export const PITCHED_BATTLE_ZONE_GAP = 12;

/**
 * rulebook p.59 Pitched Battle: the two Deployment Zones (General A's against
 * `rearEdgeOfA`) and three Strategic Objective Markers on the midway line — one
 * in the centre, one halfway between it and each neutral edge.
 */
export function pitchedBattleMap(
  battlefield: { readonly width: number; readonly depth: number },
  rearEdgeOfA: 'south' | 'west',
): {
  zones: { a: At[]; b: At[] };
  rearEdges: { a: Edge; b: Edge };
  objectives: ObjectiveMarkerSetup[];
} {
  const { width, depth } = battlefield;
  if (rearEdgeOfA === 'south') {
    const reach = depth / 2 - PITCHED_BATTLE_ZONE_GAP;
    return {
      zones: {
        a: [
          [0, 0],
          [width, 0],
          [width, reach],
          [0, reach],
        ],
        b: [
          [0, depth - reach],
          [width, depth - reach],
          [width, depth],
          [0, depth],
        ],
      },
      rearEdges: { a: 'south', b: 'north' },
      objectives: [
        { id: 'west', at: [width / 4, depth / 2] },
        { id: 'centre', at: [width / 2, depth / 2] },
        { id: 'east', at: [(3 * width) / 4, depth / 2] },
      ],
    };
  }
  const reach = width / 2 - PITCHED_BATTLE_ZONE_GAP;
  return {
    zones: {
      a: [
        [0, 0],
        [reach, 0],
        [reach, depth],
        [0, depth],
      ],
      b: [
        [width - reach, 0],
        [width, 0],
        [width, depth],
        [width - reach, depth],
      ],
    },
    rearEdges: { a: 'west', b: 'east' },
    objectives: [
      { id: 'south', at: [width / 2, depth / 4] },
      { id: 'centre', at: [width / 2, depth / 2] },
      { id: 'north', at: [width / 2, (3 * depth) / 4] },
    ],
  };
}
