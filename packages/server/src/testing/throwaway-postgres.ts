import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** A PostgreSQL database for tests: where it is, and how to be rid of it. */
export interface TestPostgres {
  /** A connection string whose search_path is a schema of its own. */
  readonly url: string;
  /** Drops the schema, and stops the cluster when this helper started one. */
  stop(): Promise<void>;
}

/** Why there is no PostgreSQL to test with. */
export interface NoPostgres {
  readonly skip: string;
}

/** The newest Debian PostgreSQL binaries (`/usr/lib/postgresql/<version>/bin`), if any. */
export function postgresBinaries(root = '/usr/lib/postgresql'): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

async function idOf(user: string): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const uid = Number((await run('id', ['-u', user])).stdout.trim());
    const gid = Number((await run('id', ['-g', user])).stdout.trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** The first line of a failed command's complaint. */
function reason(error: unknown): string {
  const failed = error as { stderr?: string; message?: string };
  return (failed.stderr?.trim() || failed.message || String(error)).split('\n')[0] ?? '';
}

/**
 * Starts a throwaway cluster in a temporary directory, listening only on a
 * unix socket there. PostgreSQL refuses to run as root: as root, the cluster
 * runs as the `postgres` user (via runuser).
 */
async function startCluster(): Promise<{ url: string; stop(): Promise<void> } | NoPostgres> {
  const bin = postgresBinaries();
  if (bin === undefined) {
    return {
      skip: 'no PostgreSQL binaries in /usr/lib/postgresql/*/bin (Debian package postgresql)',
    };
  }
  const root = process.getuid?.() === 0;
  const owner = root ? await idOf('postgres') : undefined;
  if (root && owner === undefined) {
    return { skip: 'running as root and there is no "postgres" user to run initdb as' };
  }
  const dir = mkdtempSync(join(tmpdir(), 'warroom-pg-'));
  if (owner !== undefined) chownSync(dir, owner.uid, owner.gid);
  const as = (command: string, args: string[]) =>
    root ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  const data = join(dir, 'data');
  const pgCtl = join(bin, 'pg_ctl');
  try {
    await as(join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    const settings = `-k ${dir} -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await as(pgCtl, [
      '-D',
      data,
      '-o',
      settings,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { skip: `could not start a PostgreSQL cluster: ${reason(error)}` };
  }
  return {
    url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`,
    async stop() {
      await as(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL database for a test file: DATABASE_URL when it is set, else a
 * throwaway cluster; either way in a fresh schema, dropped afterwards, so that
 * a real database given by DATABASE_URL is left as it was.
 */
export async function postgresForTests(
  env: NodeJS.ProcessEnv = process.env,
): Promise<TestPostgres | NoPostgres> {
  const given = env.DATABASE_URL?.trim();
  const server =
    given === undefined || given === ''
      ? await startCluster()
      : { url: given, stop: () => Promise.resolve() };
  if ('skip' in server) return server;
  const schema = `warroom_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server.url });
  try {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    await server.stop();
    return {
      skip: `could not use PostgreSQL at ${given ?? 'the throwaway cluster'}: ${reason(error)}`,
    };
  }
  const url = new URL(server.url);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async stop() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await admin.end().catch(() => undefined);
      await server.stop();
    },
  };
}
