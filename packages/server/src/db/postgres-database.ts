import pg from 'pg';
import type { Database, Queryable, Row } from './database.js';

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query(sql, params = []) {
      const result = await client.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  };
}

/** The connection string with its password hidden. */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]*):[^@]*@/, '$1:***@');
}

/** PostgreSQL through `pg`, with a small pool. */
export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 5 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', (error) => process.stderr.write(`warroom: PostgreSQL: ${error.message}\n`));
  const self = queryable(pool);
  return {
    kind: 'postgres',
    where: redactUrl(connectionString),
    query: (sql, params) => self.query(sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
