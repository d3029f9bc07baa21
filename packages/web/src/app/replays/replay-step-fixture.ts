import type { ReplayStep } from './replay-data.js';
import { type ReplayNames, replayNames } from './replay-names.js';

/** What the Replays page's words read of a step, for its tests: two small forces, their decks, some terrain. */
export const STEP: Pick<ReplayStep, 'setup' | 'view'> = {
  setup: {
    rounds: 5,
    generals: {
      a: {
        name: 'Crown',
        units: [{ id: 'a-tanks', name: 'Tanks' }],
        deck: {
          cards: [
            { value: 4, command: { name: 'Stand Firm' }, conquest: { name: 'Hold the Line' } },
            { value: 9, command: { name: 'Dig In' } },
          ],
        },
      },
      b: {
        name: 'Imperium',
        units: [
          { id: 'b-rifles', name: 'Rifles' },
          { id: 'b-fighters', name: 'Fighters' },
        ],
        deck: { cards: [{ value: 7, command: { name: 'Covering Fire' } }] },
      },
    },
    terrain: [{ id: 'hall', name: 'Town Hall' }],
    terrainPlacement: { pieces: [{ id: 'wood-1', name: 'Wood' }] },
  },
  view: {
    as: 'a',
    round: 1,
    stage: 'activation',
    turn: 'a',
    initiative: 'a',
    units: {},
    own: { vp: 0, handSize: 2 },
    opponent: { vp: 0, handSize: 1 },
  },
};

export const NAMES: ReplayNames = replayNames(STEP);
