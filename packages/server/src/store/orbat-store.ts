import { randomUUID } from 'node:crypto';
import type { Queryable, Row } from '../db/database.js';
import { isoTime, json, text } from './rows.js';

/** An ORBAT imported by a user (the bundled ones are files in data/orbats). */
export interface StoredOrbat {
  readonly id: string;
  /** The faction, folded as the forces package compares names (`nameKey`). */
  readonly factionKey: string;
  /** The ORBAT JSON (`warroom.orbat/1`), as imported. */
  readonly orbat: unknown;
  /** Where it came from, e.g. `json` or `battlescribe: Crown.cat`. */
  readonly source: string;
  readonly createdAt: string;
}

function stored(row: Row): StoredOrbat {
  return {
    id: text(row, 'id'),
    factionKey: text(row, 'faction_key'),
    orbat: row.orbat,
    source: text(row, 'source'),
    createdAt: isoTime(row.created_at),
  };
}

const COLUMNS = 'id, faction_key, orbat, source, created_at';

/** Stores an ORBAT; undefined when one of that faction was imported already. */
export async function insertOrbat(
  db: Queryable,
  input: { readonly factionKey: string; readonly orbat: unknown; readonly source: string },
): Promise<StoredOrbat | undefined> {
  const rows = await db.query(
    `INSERT INTO orbats (id, faction_key, orbat, source) VALUES ($1, $2, $3::json, $4)
     ON CONFLICT (faction_key) DO NOTHING RETURNING ${COLUMNS}`,
    [randomUUID(), input.factionKey, json(input.orbat), input.source],
  );
  return rows[0] === undefined ? undefined : stored(rows[0]);
}

export async function getOrbat(db: Queryable, id: string): Promise<StoredOrbat | undefined> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM orbats WHERE id = $1`, [id]);
  return rows[0] === undefined ? undefined : stored(rows[0]);
}

/** Every imported ORBAT, oldest first. */
export async function listOrbats(db: Queryable): Promise<StoredOrbat[]> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM orbats ORDER BY created_at, id`);
  return rows.map(stored);
}

export async function deleteOrbat(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM orbats WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
