import { parseOrbat } from '../orbat/load-orbat.js';
import type { Orbat } from '../orbat/orbat.js';

type Json = Record<string, unknown>;

const MODELS_GRID = { readsBy: 'models', columns: ['1-4', '5-8', '9-12'] };

/** A unit profile as JSON, valid unless a test breaks it: 4/8/12 models. */
export function unitJson(id: string, type: string, extra: Json = {}): Json {
  return {
    id,
    name: id
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
    type,
    category: type === 'infantry' || type === 'cavalry' || type === 'fieldGun' ? 'light' : 'heavy',
    size: 1,
    formation: 'close',
    speed: 5,
    defence: 2,
    damageLimit: 2,
    discipline: 7,
    armaments: {
      ...MODELS_GRID,
      rows: [
        { attack: 'ranged', target: 'light', range: { short: 10, long: 20 }, dice: [2, 4, 6] },
      ],
    },
    levels: {
      basic: { models: 4, points: 40, victoryPoints: 1 },
      reinforced: { models: 8, points: 70, victoryPoints: 2 },
      fullStrength: { models: 12, points: 100, victoryPoints: 3 },
    },
    footprint: { kind: 'base', width: 1.18, depth: 1.18 },
    ...extra,
  };
}

/** Levels with these model counts and points (Basic, Reinforced, Full-Strength). */
export function levelsJson(...levels: [models: number, points: number][]): Json {
  const names = ['basic', 'reinforced', 'fullStrength'];
  return Object.fromEntries(
    levels.map(([models, points], i): [string, Json] => [
      names[i] ?? '',
      { models, points, victoryPoints: i + 1 },
    ]),
  );
}

function behemothJson(): Json {
  return unitJson('landship', 'armour', {
    traits: ['Commander', 'Behemoth'],
    damageLimit: 9,
    armaments: {
      readsBy: 'damage',
      columns: ['0-2', '3-5', '6-8'],
      rows: [{ attack: 'impact', dice: [8, 6, 4] }],
    },
    levels: levelsJson([1, 300]),
  });
}

/**
 * The "Testland" ORBAT the force list tests build on: a Faction Battlegroup
 * (1-3 Infantry, 0-2 Armour, 0-1 Cavalry, 0-2 Field Gun), Auxiliary
 * Battlegroups (Armour; a Behemoth; veterans who may take any level) limited to
 * one per Faction Battlegroup, and a Heroic Battlegroup (at most one).
 */
export function testlandJson(): Json & { units: Json[]; battlegroups: Json[] } {
  return {
    format: 'warroom.orbat/1',
    faction: 'Testland',
    name: 'Testland test ORBAT',
    sample: true,
    battlegroupLimits: { auxiliary: { perFactionBattlegroup: 1 }, heroic: { max: 1 } },
    units: [
      unitJson('command-platoon', 'infantry', {
        traits: ['Commander'],
        levels: levelsJson([4, 50], [8, 90], [12, 130]),
      }),
      unitJson('rifle-platoon', 'infantry'),
      unitJson('ogre-platoon', 'infantry', {
        specialRules: ['Bulky'],
        armaments: { readsBy: 'models', columns: ['1-3', '4-6'], rows: [] },
        levels: levelsJson([3, 60], [6, 110]),
      }),
      unitJson('lancers', 'cavalry', {
        levels: levelsJson([2, 60], [4, 110], [6, 150]),
        armaments: { readsBy: 'models', columns: ['1-2', '3-4', '5-6'], rows: [] },
      }),
      unitJson('tanks', 'armour', {
        levels: levelsJson([2, 100], [4, 190], [6, 270]),
        armaments: { readsBy: 'models', columns: ['1-2', '3-4', '5-6'], rows: [] },
      }),
      unitJson('command-tank', 'armour', {
        traits: ['Commander'],
        levels: levelsJson([1, 80], [2, 150]),
        armaments: { readsBy: 'models', columns: ['1', '2'], rows: [] },
      }),
      unitJson('carriers', 'armour', {
        traits: ['Transport'],
        specialRules: ['Capacity (3)'],
        levels: levelsJson([2, 50], [4, 90]),
        armaments: { readsBy: 'models', columns: ['1-2', '3-4'], rows: [] },
      }),
      unitJson('wagons', 'armour', {
        traits: ['Transport'],
        specialRules: ['Capacity (2)', 'Spacious', 'Restricted Access (Commander)'],
        levels: levelsJson([3, 50]),
        armaments: { readsBy: 'models', columns: ['1-3'], rows: [] },
      }),
      unitJson('guns', 'fieldGun', {
        traits: ['Gun Carriage'],
        levels: levelsJson([1, 30], [2, 55]),
        armaments: { readsBy: 'models', columns: ['1', '2'], rows: [] },
      }),
      unitJson('armoured-guns', 'fieldGun', {
        traits: ['Gun Carriage', 'Transport'],
        specialRules: ['Capacity (1)'],
        levels: levelsJson([1, 40]),
        armaments: { readsBy: 'models', columns: ['1'], rows: [] },
      }),
      unitJson('limbers', 'armour', {
        specialRules: ['Carrier (Gun Carriage)'],
        levels: levelsJson([1, 20], [2, 35]),
        armaments: { readsBy: 'models', columns: ['1', '2'], rows: [] },
      }),
      unitJson('tractors', 'armour', {
        specialRules: ['Heavy Carrier (Gun Carriage)'],
        levels: levelsJson([1, 30], [2, 55]),
        armaments: { readsBy: 'models', columns: ['1', '2'], rows: [] },
      }),
      behemothJson(),
      unitJson('the-hero', 'armour', {
        traits: ['Commander'],
        maxPerForce: 1,
        onlyInBattlegroups: ['heroes'],
        levels: levelsJson([1, 120]),
        armaments: { readsBy: 'models', columns: ['1'], rows: [] },
      }),
      unitJson('old-guard', 'infantry', { anyReinforcementLevel: true }),
    ],
    battlegroups: [
      {
        id: 'main',
        name: 'Main Battlegroup',
        kind: 'faction',
        requirements: [
          { unitTypes: ['infantry'], min: 1, max: 3 },
          { unitTypes: ['armour'], max: 2 },
          { unitTypes: ['cavalry'], max: 1 },
          { unitTypes: ['fieldGun'], max: 2 },
        ],
      },
      {
        id: 'armour',
        name: 'Armoured Auxiliary',
        kind: 'auxiliary',
        requirements: [{ unitTypes: ['armour'], min: 1, max: 3 }],
      },
      {
        id: 'super-heavy',
        name: 'Super-Heavy Auxiliary',
        kind: 'auxiliary',
        requirements: [{ traits: ['Behemoth'], min: 1, max: 1 }],
      },
      {
        id: 'veterans',
        name: 'Veteran Auxiliary',
        kind: 'auxiliary',
        anyReinforcementLevel: true,
        requirements: [{ unitTypes: ['infantry'], min: 1, max: 2 }],
      },
      {
        id: 'heroes',
        name: 'Heroic Battlegroup',
        kind: 'heroic',
        maxPerForce: 1,
        requirements: [
          { units: ['the-hero'], min: 1, max: 1 },
          { unitTypes: ['armour'], max: 1 },
        ],
      },
    ],
  };
}

export function testland(): Orbat {
  return parseOrbat(testlandJson(), 'testland').orbat;
}

/** A unit of a force list: `unit('rifle-platoon')`, `unit('tanks', 'reinforced', { tag: 't1' })`. */
export function unit(id: string, level = 'basic', extra: Json = {}): Json {
  return { unit: id, level, ...extra };
}

/** A force list of Testland at `forceScale` with these battlegroups. */
export function forceList(
  forceScale: string,
  battlegroups: [id: string, units: Json[]][],
  extra: Json = {},
): Json & { battlegroups: Json[] } {
  return {
    format: 'warroom.force-list/1',
    faction: 'Testland',
    forceScale,
    battlegroups: battlegroups.map(([battlegroup, units]) => ({ battlegroup, units })),
    ...extra,
  };
}

/** The smallest valid Testland Battlegroup: a Commander who is also its Infantry. */
export const MAIN: [string, Json[]] = ['main', [unit('command-platoon')]];
