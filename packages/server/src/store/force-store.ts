import { randomUUID } from 'node:crypto';
import type { Queryable, Row } from '../db/database.js';
import { isoTime, json, text } from './rows.js';

/** A saved force list: kept as written, valid or not (the builder saves drafts). */
export interface StoredForceList {
  readonly id: string;
  /** The force list JSON (`warroom.force-list/1`), as saved. */
  readonly list: unknown;
  readonly createdAt: string;
  readonly updatedAt: string;
}

function stored(row: Row): StoredForceList {
  return {
    id: text(row, 'id'),
    list: row.list,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

const COLUMNS = 'id, list, created_at, updated_at';

export async function createForceList(db: Queryable, list: unknown): Promise<StoredForceList> {
  const rows = await db.query(
    `INSERT INTO force_lists (id, list) VALUES ($1, $2::json) RETURNING ${COLUMNS}`,
    [randomUUID(), json(list)],
  );
  return stored(rows[0] as Row);
}

export async function getForceList(
  db: Queryable,
  id: string,
): Promise<StoredForceList | undefined> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM force_lists WHERE id = $1`, [id]);
  return rows[0] === undefined ? undefined : stored(rows[0]);
}

/** Every saved list, the most recently changed first. */
export async function listForceLists(db: Queryable): Promise<StoredForceList[]> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM force_lists ORDER BY updated_at DESC, id`);
  return rows.map(stored);
}

/** Replaces a saved list; undefined when there is none with that id. */
export async function updateForceList(
  db: Queryable,
  id: string,
  list: unknown,
): Promise<StoredForceList | undefined> {
  const rows = await db.query(
    `UPDATE force_lists SET list = $2::json, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, json(list)],
  );
  return rows[0] === undefined ? undefined : stored(rows[0]);
}

/** Whether a list was there to delete. */
export async function deleteForceList(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM force_lists WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
