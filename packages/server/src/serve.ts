import { type DatabaseChoice, databaseFromEnv } from './db/open-database.js';
import { startServer } from './start.js';

/** Where the server listens unless PORT says otherwise. */
export const DEFAULT_PORT = 8080;
/** Only this machine, unless HOST says otherwise (the server has no log-in). */
export const DEFAULT_HOST = '127.0.0.1';

/** What `serve` was asked for: from flags, else the environment, else the defaults. */
export interface ServeOptions {
  readonly port?: string;
  readonly host?: string;
  readonly dataDir?: string;
  readonly databaseUrl?: string;
}

/** A port number from text; anything else is an Error naming it. */
export function parsePort(text: string, name: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(port) || port > 65535) {
    throw new Error(`${name} must be a port number from 0 to 65535, got "${text}"`);
  }
  return port;
}

function database(options: ServeOptions, env: NodeJS.ProcessEnv): DatabaseChoice {
  return databaseFromEnv({
    ...env,
    ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
    ...(options.dataDir === undefined
      ? {}
      : { WARROOM_DATA_DIR: options.dataDir, DATABASE_URL: '' }),
  });
}

/**
 * Starts the server and prints its URL; resolves with the exit code once a
 * signal (Ctrl-C, SIGTERM) has stopped it cleanly.
 */
export async function serve(
  options: ServeOptions,
  print: (text: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const port = parsePort(options.port ?? env.PORT ?? String(DEFAULT_PORT), 'PORT');
  const host = options.host ?? env.HOST ?? DEFAULT_HOST;
  const choice = database(options, env);
  const running = await startServer({ database: choice, port, host });
  const where = choice.kind === 'postgres' ? running.db.where : `PGlite in ${running.db.where}`;
  print(`Warroom server listening on ${running.url} (data: ${where})`);
  print(
    `Open ${running.url}/ in a browser: the web table (Odds, Force builder, Play, Replays, Rules).`,
  );
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      print(`Warroom server stopping (${signal})`);
      running.close().then(
        () => resolve(0),
        (error: unknown) => {
          print(`warroom: closing failed: ${String(error)}`);
          resolve(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
