/** A row as the drivers return it: column name to value (json columns come back parsed). */
export type Row = Record<string, unknown>;

/** Anything that runs SQL with `$1`-style parameters: the database, or a transaction in it. */
export interface Queryable {
  query(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** Something that runs work in one transaction: committed when it resolves, rolled back when it throws. */
export interface Transactional {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

/**
 * The one interface the stores use over both drivers: PGlite (embedded) and
 * PostgreSQL (`pg`). Values for json columns are passed as JSON text and cast
 * in the SQL (`$2::json`), so both drivers treat them alike.
 */
export interface Database extends Queryable, Transactional {
  /** Which driver: `pglite` (embedded, in a data directory or in memory) or `postgres`. */
  readonly kind: 'pglite' | 'postgres';
  /** Where the data is, for the start-up line (the connection string without its password). */
  readonly where: string;
  close(): Promise<void>;
}
