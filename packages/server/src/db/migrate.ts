import type { Transactional } from './database.js';
import { type Migration, MIGRATIONS } from './migrations.js';

/** Held while migrating, so that two servers starting on one PostgreSQL take turns. */
const MIGRATION_LOCK = 827_701;

/**
 * Brings the schema up to date: applies, in order and in one transaction, the
 * migrations not yet recorded in `schema_migrations`. Running it again changes
 * nothing. A database migrated by a newer server (an id this one does not know)
 * is refused rather than used.
 */
export async function migrate(
  db: Transactional,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query('SELECT id FROM schema_migrations ORDER BY id');
    const done = new Set(rows.map((row) => Number(row.id)));
    const known = new Set(migrations.map((m) => m.id));
    const unknown = [...done].filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new Error(
        `the database has migrations this server does not know (${unknown.join(', ')}): it was made by a newer warroom`,
      );
    }
    const applied: number[] = [];
    for (const migration of [...migrations].sort((x, y) => x.id - y.id)) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ]);
      applied.push(migration.id);
    }
    return applied;
  });
}
