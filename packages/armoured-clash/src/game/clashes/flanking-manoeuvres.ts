import type { ForceScale } from '../../cards/command-deck.js';
import type { GameSetup } from '../army.js';
import { type ClashMap, orientedMap } from '../clash.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { tableOf } from '../table-of.js';
import { controllerOfMarker, markersInPlay, scoreObjective } from './scoring.js';

/**
 * rulebook p.64 Envelop the Foe, by Force Scale: VP for controlling both
 * Primary Objectives, one Primary Objective, and the Secondary Objective.
 */
export const ENVELOP_THE_FOE: Readonly<
  Record<
    ForceScale,
    { readonly bothPrimaries: number; readonly onePrimary: number; readonly secondary: number }
  >
> = {
  skirmish: { bothPrimaries: 7, onePrimary: 3, secondary: 1 },
  battle: { bothPrimaries: 9, onePrimary: 4, secondary: 2 },
  cataclysm: { bothPrimaries: 11, onePrimary: 5, secondary: 3 },
};

/**
 * Which diagonal the Primary Objectives take, on a map with General A's Rear
 * Edge at the bottom: the printed map's bottom-left and top-right quadrants, or
 * the mirror image (rulebook p.64 designer's note Flipping Quadrants).
 */
export type PrimaryDiagonal = 'bottomLeftTopRight' | 'topLeftBottomRight';

/**
 * rulebook p.64 Flanking Manoeuvres: the Secondary Strategic Objective in the
 * centre, the two Primaries in the centres of two diagonally opposite
 * quadrants (`primary-1` in General A's half), and each Deployment Zone a
 * triangle spanning the width of the battlefield along its Rear Edge and
 * running from one corner to the midway line: a right triangle whose long side
 * runs from a corner of the Rear Edge to the far end of the midway line. The
 * triangles lie so that no Primary Objective is in either of them (Flipping
 * Quadrants: they mirror with the Primaries).
 */
export function flankingManoeuvresMap(
  battlefield: { readonly width: number; readonly depth: number },
  rearEdgeOfA: 'south' | 'west',
  diagonal: PrimaryDiagonal,
): ClashMap {
  return orientedMap(battlefield, rearEdgeOfA, ({ width: w, depth: d }) => {
    // `near`: the neutral edge by the Primary in General A's half; A's triangle reaches the midway line at the other.
    const near = diagonal === 'bottomLeftTopRight' ? 0 : w;
    const far = w - near;
    return {
      zones: {
        a: [
          [0, 0],
          [w, 0],
          [w - near, d / 2],
        ],
        b: [
          [w, d],
          [0, d],
          [w - far, d / 2],
        ],
      },
      objectives: [
        { id: 'primary-1', at: [(near + w / 2) / 2, d / 4], role: 'primary' },
        { id: 'secondary', at: [w / 2, d / 2], role: 'secondary' },
        { id: 'primary-2', at: [(far + w / 2) / 2, (3 * d) / 4], role: 'primary' },
      ],
    };
  });
}

/**
 * rulebook p.64 Envelop the Foe: in each End Phase a General scores for the
 * Primary Objectives they control — both at once score the "both" column
 * INSTEAD of the "one" column twice (the text: controlling both at the same
 * time "scores more points than controlling them separately"; 7 > 2 x 3) —
 * and for controlling the Secondary Objective.
 */
export function scoreFlankingManoeuvres(setup: GameSetup, state: GameState): GameEvent[] {
  const table = tableOf(setup, state);
  const points = ENVELOP_THE_FOE[setup.scale];
  const primaries = { a: 0, b: 0 };
  const events: GameEvent[] = [];
  for (const marker of markersInPlay(setup, state)) {
    const side = controllerOfMarker(table, marker);
    if (side === undefined) continue;
    if (marker.role === 'primary') primaries[side] += 1;
    else if (marker.role === 'secondary') {
      events.push(
        scoreObjective(state, side, points.secondary, 'controls the Secondary Objective'),
      );
    }
  }
  for (const side of ['a', 'b'] as const) {
    if (primaries[side] >= 2) {
      events.push(
        scoreObjective(state, side, points.bothPrimaries, 'controls both Primary Objectives'),
      );
    } else if (primaries[side] === 1) {
      events.push(scoreObjective(state, side, points.onePrimary, 'controls one Primary Objective'));
    }
  }
  return events;
}
