import { parseOrbat } from '../orbat/load-orbat.js';
import type { Orbat } from '../orbat/orbat.js';
import { levelsJson, testlandJson, unitJson } from './orbat-fixture.js';

/** Testland with a Tow unit: Tow Tractors (Armour, Tow) at Basic (1 model) or Reinforced (2). */
export function towland(): Orbat[] {
  const json = testlandJson();
  json.units.push(
    unitJson('tow-tractors', 'armour', {
      specialRules: ['Tow'],
      levels: levelsJson([1, 20], [2, 35]),
      armaments: { readsBy: 'models', columns: ['1', '2'], rows: [] },
    }),
  );
  return [parseOrbat(json, 'towland').orbat];
}

/**
 * Testland with Troopers (Parent Unit (1/2)), their Commander Variant, Fireteams
 * (Sharpshooters by the special rule, Scouts by the trait), in a Trooper
 * Battlegroup of up to 8 Infantry.
 */
export function unionland(): Orbat[] {
  const json = testlandJson();
  json.units.push(
    unitJson('trooper-platoon', 'infantry', { specialRules: ['Parent Unit (1/2)'] }),
    unitJson('trooper-command-platoon', 'infantry', {
      traits: ['Commander'],
      specialRules: ['Parent Unit (1/2)'],
    }),
    unitJson('sharpshooters', 'infantry', { specialRules: ['Fireteam'] }),
    unitJson('scouts', 'infantry', { traits: ['Fireteam'] }),
  );
  json.battlegroups.push({
    id: 'troopers',
    name: 'Trooper Battlegroup',
    kind: 'faction',
    requirements: [{ unitTypes: ['infantry'], min: 1, max: 8 }],
  });
  return [parseOrbat(json, 'unionland').orbat];
}
