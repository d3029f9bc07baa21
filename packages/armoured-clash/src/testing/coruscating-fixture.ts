import type { ArmyUnit, GameSetup } from '../game/army.js';
import { skirmishWith } from './melee-fixture.js';

/** The skirmish with A's tanks' row against Light targets given Coruscating (not the one against Heavy targets). */
export function coruscatingTanks(): GameSetup {
  const base = skirmishWith({});
  const coruscating = (unit: ArmyUnit): ArmyUnit => ({
    ...unit,
    armaments: {
      ...unit.armaments,
      rows: unit.armaments.rows.map((row) =>
        row.attack === 'ranged' && row.target === 'light'
          ? { ...row, qualities: [...row.qualities, { name: 'Coruscating' }] }
          : row,
      ),
    },
  });
  const units = base.generals.a.units.map((u) => (u.id === 'a-tanks' ? coruscating(u) : u));
  return { ...base, generals: { ...base.generals, a: { ...base.generals.a, units } } };
}
