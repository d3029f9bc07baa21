import type { GameSetup } from '../game/army.js';
import { skirmishWith } from './melee-fixture.js';
import { obstacleWall } from './standing-losses-fixture.js';

/** A Size 4 wall between the skirmish's A tanks and B tanks (x 18-30, y 17.5-18.5): the tanks cannot see each other. */
export const TANKS_WALL: GameSetup['terrain'][number] = {
  id: 'wall',
  name: 'Wall',
  size: 4,
  features: ['blocking'],
  area: {
    polygon: [
      [18, 17.5],
      [30, 17.5],
      [30, 18.5],
      [18, 18.5],
    ],
  },
};

/** `setup` with TANKS_WALL standing among its terrain. */
export function walled(setup: GameSetup): GameSetup {
  return { ...setup, terrain: [...setup.terrain, TANKS_WALL] };
}

/**
 * The melee skirmish (faceToFace: B's rifles in Close Formation, one rank at
 * y = 12: #6, #4, #2, the Officer #1, #3, #5 from x 7 to 12) with B's rifles
 * Emplaced behind an Obstacle wall 0.4" deep along the west half of their
 * rank's south face (x 6.6 to 9.4): #6, #4 and #2 touch it, the others do not.
 */
export function halfWalledEmplacement(): GameSetup {
  const base = skirmishWith({ 'b-rifles': { rules: [{ name: 'Emplacement' }] } });
  return { ...base, terrain: [...base.terrain, obstacleWall(8, 11.3, 2.8)] };
}
