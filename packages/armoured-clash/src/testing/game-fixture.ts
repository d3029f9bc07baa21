import type { ArmyUnit, GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import { deckOf } from './deck-fixture.js';

/** Six riflemen in Close Formation: Light infantry with a rifle row against Light and Heavy targets. */
export function rifles(id: string): ArmyUnit {
  return {
    id,
    name: `Rifles ${id}`,
    type: 'infantry',
    category: 'light',
    size: 1,
    formation: 'close',
    speed: 4,
    defence: 1,
    damageLimit: 1,
    discipline: 6,
    breakLimit: 2,
    traits: [],
    specialRules: [],
    armaments: {
      readsBy: 'models',
      columns: [
        { from: 1, to: 2 },
        { from: 3, to: 4 },
        { from: 5, to: 6 },
      ],
      rows: [
        {
          attack: 'ranged',
          target: 'light',
          range: { short: 8, long: 18 },
          dice: [2, 4, 6],
          qualities: [],
        },
        {
          attack: 'ranged',
          target: 'heavy',
          range: { short: 6, long: 12 },
          dice: [1, 2, 3],
          qualities: [],
        },
        { attack: 'melee', dice: [2, 4, 6], qualities: [] },
      ],
    },
    footprint: { width: 1, depth: 1 },
    models: 6,
    victoryPoints: 2,
  };
}

/** Two tanks in Open Formation: Heavy armour with a gun against both categories. */
export function tanks(id: string): ArmyUnit {
  return {
    id,
    name: `Tanks ${id}`,
    type: 'armour',
    category: 'heavy',
    size: 2,
    formation: 'open',
    speed: 6,
    defence: 3,
    damageLimit: 3,
    discipline: 7,
    traits: [],
    specialRules: [{ name: 'Large' }],
    armaments: {
      readsBy: 'models',
      columns: [
        { from: 1, to: 1 },
        { from: 2, to: 2 },
      ],
      rows: [
        {
          attack: 'ranged',
          target: 'light',
          range: { short: 10, long: 24 },
          dice: [4, 8],
          qualities: [{ name: 'Devastating' }],
        },
        {
          attack: 'ranged',
          target: 'heavy',
          range: { short: 15, long: 30 },
          dice: [3, 6],
          qualities: [{ name: 'Penetrating' }],
        },
        { attack: 'impact', dice: [2, 4], qualities: [] },
      ],
    },
    footprint: { width: 2, depth: 3 },
    models: 2,
    victoryPoints: 3,
  };
}

/** A 36" x 36" Skirmish of two rounds: A deploys along the south edge, B along the north. */
export function skirmish(): GameSetup {
  const deck = deckOf(Array.from({ length: 24 }, (_, i) => (i % 12) + 1));
  return {
    scale: 'skirmish',
    rounds: 2,
    battlefield: { width: 36, depth: 36 },
    terrain: [
      {
        id: 'wood',
        name: 'Wood',
        size: 2,
        features: ['dense'],
        area: { circle: { centre: [31, 18], radius: 3 } },
      },
    ],
    generals: {
      a: {
        name: 'A',
        units: [rifles('a-rifles'), tanks('a-tanks')],
        deck,
        rearEdge: 'south',
        zone: [
          [0, 0],
          [36, 0],
          [36, 10],
          [0, 10],
        ],
      },
      b: {
        name: 'B',
        units: [rifles('b-rifles'), tanks('b-tanks')],
        deck,
        rearEdge: 'north',
        zone: [
          [0, 26],
          [36, 26],
          [36, 36],
          [0, 36],
        ],
      },
    },
  };
}

/** The skirmish's usual start: both Generals deploy, A takes the Initiative, nobody discards. */
export const OPENING_CHOICES: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
  { kind: 'giveInitiative', to: 'a' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
];
