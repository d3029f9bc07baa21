import type { GameSetup } from '../game/army.js';
import { skirmishWith } from './melee-fixture.js';

/**
 * The melee skirmish, both Rifles of Defence 3 and Damage Limit 3; with
 * `ditch`, a band of Difficult Terrain 0.2" deep across the ground between the
 * two ranks (x 5-15, y 7.9-8.1).
 */
export function ditchField(ditch: boolean): GameSetup {
  const base = skirmishWith({
    'a-rifles': { profile: { defence: 3, damageLimit: 3 } },
    'b-rifles': { profile: { defence: 3, damageLimit: 3 } },
  });
  const band: GameSetup['terrain'][number] = {
    id: 'ditch',
    name: 'Ditch',
    size: 0,
    features: ['difficult'],
    area: { rectangle: { centre: [10, 8], width: 10, depth: 0.2, facing: 0 } },
  };
  return ditch ? { ...base, terrain: [...base.terrain, band] } : base;
}
