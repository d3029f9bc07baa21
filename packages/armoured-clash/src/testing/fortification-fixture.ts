import type { ArmyUnit, GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import { skirmish } from './game-fixture.js';

/** The Feldbunker's hull, in inches (footprints of Fortifications: forces/src/battlescribe/footprints.ts). */
const BUNKER_HULL = 2.95;

/**
 * A Fortification like the sample Imperium ORBAT's Feldbunker
 * (data/orbats/imperium.json): one Heavy model of Speed 0, Static and
 * Strongpoint, with a gun against Light, Heavy and Aerial targets and no
 * Melee or Impact attack.
 */
export function bunker(id: string): ArmyUnit {
  return {
    id,
    name: `Bunker ${id}`,
    type: 'fortification',
    category: 'heavy',
    size: 2,
    formation: 'open',
    speed: 0,
    defence: 4,
    damageLimit: 6,
    discipline: 7,
    traits: [],
    specialRules: [{ name: 'Static' }, { name: 'Strongpoint' }],
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
          range: { short: 12, long: 24 },
          dice: [4, 8],
          qualities: [],
        },
        {
          attack: 'ranged',
          target: 'heavy',
          range: { short: 12, long: 24 },
          dice: [3, 6],
          qualities: [],
        },
        {
          attack: 'ranged',
          target: 'aerial',
          range: { short: 10, long: 20 },
          dice: [2, 4],
          qualities: [],
        },
      ],
    },
    footprint: { width: BUNKER_HULL, depth: BUNKER_HULL },
    models: 1,
    victoryPoints: 1,
  };
}

/** The skirmish (testing/game-fixture.ts) with A's tanks replaced by the bunker `a-bunker`. */
export function fortifiedSkirmish(): GameSetup {
  const base = skirmish();
  return {
    ...base,
    generals: {
      ...base.generals,
      a: {
        ...base.generals.a,
        units: base.generals.a.units.map((u) => (u.id === 'a-tanks' ? bunker('a-bunker') : u)),
      },
    },
  };
}

/**
 * The fortified skirmish's start: A's rifles at (10, 6) and its bunker at
 * (24, 5) facing north, B's units along the north edge; A takes the
 * Initiative, nobody discards.
 */
export const FORTIFIED_OPENING: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-bunker', at: [24, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
  { kind: 'giveInitiative', to: 'a' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
];
