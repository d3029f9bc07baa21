import type { GameSetup } from '../game/army.js';
import type { GameState } from '../game/state.js';
import { faceToFace, skirmishWith } from './melee-fixture.js';

/** The id of the long Defensible Building between the two Forces (wreckedWallSetup). */
export const WALL = 'wall';
/** The building's line and depth, in inches, and its facing (a rectangle's depth runs along it). */
const WALL_Y = 9;
const WALL_DEPTH = 1;
const NORTH = 90;

/** Where the long Defensible Building runs along y = 9 (wreckedWallSetup): from x = 0 to x = 40. */
export const LONG_WALL = { west: 0, east: 40 } as const;
/** A short one on the western flank only: A's Rifles' Officer still sees B's Rifles past it. */
export const WESTERN_WALL = { west: 5, east: 8.6 } as const;

/**
 * The skirmish with a Defensible Building 1" deep along y = 9 from x = `west`
 * to x = `east`, with no other Feature: intact, it neither impedes movement nor
 * blocks Line of Sight. In faceToFace it stands in the 5" between A's Rifles
 * (a rank at y = 6, x = 8 to 13) and B's Rifles (a rank at y = 12); the long
 * one also across the line from A's Tanks to B's Tanks.
 */
export function wreckedWallSetup(
  wall: { readonly west: number; readonly east: number } = LONG_WALL,
): GameSetup {
  const base = skirmishWith({});
  return {
    ...base,
    terrain: [
      ...base.terrain,
      {
        id: WALL,
        name: 'Long Barracks',
        size: 2,
        features: [],
        area: {
          rectangle: {
            centre: [(wall.west + wall.east) / 2, WALL_Y],
            width: wall.east - wall.west,
            depth: WALL_DEPTH,
            facing: NORTH,
          },
        },
        defensible: {},
      },
    ],
  };
}

/** faceToFace on `setup`, the long Defensible Building Wrecked when `wrecked` (glossary: Demolition). */
export function faceToFaceAcrossWall(setup: GameSetup, wrecked: boolean): GameState {
  const state = faceToFace(setup);
  if (wrecked) state.wreckedBuildings = [WALL];
  return state;
}
