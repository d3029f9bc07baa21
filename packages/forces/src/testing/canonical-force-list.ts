import type { ForceList } from '../force-list/force-list-schema.js';
import { resolveForce } from '../force-list/resolve-force.js';
import type { Orbat } from '../orbat/orbat.js';

/**
 * The force list as its printed text reads back (format/parse-force-text.ts):
 * the faction as the ORBAT spells it, battlegroups and units by ORBAT id (what
 * the ORBAT does not have, as written), the Points Limit written out, and each
 * unit's points those the list gives, else its level's in the ORBAT. Nothing
 * else changes: levels, names, tags, embarkations, notes, order.
 */
export function canonicalForceList(list: ForceList, orbats: readonly Orbat[]): ForceList {
  const { force } = resolveForce(list, orbats);
  return {
    ...list,
    faction: force.orbat?.faction ?? list.faction,
    pointsLimit: force.pointsLimit,
    battlegroups: force.battlegroups.map(({ listed, definition, units }) => ({
      ...listed,
      battlegroup: definition?.id ?? listed.battlegroup,
      units: units.map((unit) => {
        const points = unit.listed.points ?? unit.level?.points;
        return {
          ...unit.listed,
          unit: unit.profile?.id ?? unit.listed.unit,
          ...(points === undefined ? {} : { points }),
        };
      }),
    })),
  };
}
