import { readFileSync } from 'node:fs';
import type { GameRecord } from '@warroom/armoured-clash';

const RANDOM_SKIRMISH = new URL('../../../../data/games/random-skirmish.json', import.meta.url);
/** The example record's first unit of side b (its rifles, 6 models). */
export const OPEN_COLUMN_UNIT = 0;
/** That unit's grid's last column, 5-6, printed "5+" in the record made here. */
export const OPEN_COLUMN = 2;
/** The open column as the game holds it (rulebook p.13 Armaments Grid: "5+", no highest count). */
export const OPEN_COLUMN_READ = { from: 5, to: Number.POSITIVE_INFINITY } as const;

/**
 * The example record (`data/games/random-skirmish.json`), its rifles' last
 * column printed "5+" instead: the same column for 6 models, stored as null
 * in JSON.
 */
export function recordWithOpenColumn(): GameRecord {
  const record = JSON.parse(readFileSync(RANDOM_SKIRMISH, 'utf8')) as GameRecord;
  const { b } = record.setup.generals;
  const units = b.units.map((unit, i) =>
    i !== OPEN_COLUMN_UNIT
      ? unit
      : {
          ...unit,
          armaments: {
            ...unit.armaments,
            columns: unit.armaments.columns.map((column, c) =>
              c === OPEN_COLUMN ? { from: column.from, to: Number.POSITIVE_INFINITY } : column,
            ),
          },
        },
  );
  return {
    ...record,
    setup: { ...record.setup, generals: { ...record.setup.generals, b: { ...b, units } } },
  };
}
