import { parseFlags } from '../parse-args.js';
import { UsageError } from '../usage-error.js';

export const SERVE_HELP = `warroom serve — the Warroom server: force lists, ORBATs and games over HTTP

Usage: warroom serve [--port N] [--host H] [--data-dir DIR | --database-url URL]

Serves the JSON API of docs/server.md and prints its URL; Ctrl-C stops it.
Data lives in an embedded PostgreSQL (PGlite) in a data directory, or in
PostgreSQL when a database URL is given. Flags win over the environment:
  --port N                the port (env PORT; default 8080; 0 picks a free one)
  --host H                the address to listen on (env HOST; default 127.0.0.1:
                          this machine only; 0.0.0.0 for the network)
  --data-dir DIR          the embedded database's directory (env WARROOM_DATA_DIR;
                          default ./.warroom-data)
  --database-url URL      PostgreSQL instead (env DATABASE_URL), e.g.
                          postgresql://user:password@localhost/warroom
  -h, --help              this help`;

const SERVE_OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `warroom serve`: runs the server until a signal stops it. */
export async function runServe(
  args: readonly string[],
  print: (text: string) => void,
): Promise<number> {
  const { values } = parseFlags(args, SERVE_OPTIONS);
  if (values.help === true) {
    print(SERVE_HELP);
    return 0;
  }
  if (values['data-dir'] !== undefined && values['database-url'] !== undefined) {
    throw new UsageError('give --data-dir or --database-url, not both');
  }
  // Loaded only here: the other commands need no database driver.
  const { parsePort, serve } = await import('@warroom/server');
  const port = values.port ?? process.env.PORT;
  if (port !== undefined) {
    try {
      parsePort(port, values.port === undefined ? 'PORT' : '--port');
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  try {
    return await serve(
      {
        ...(values.port === undefined ? {} : { port: values.port }),
        ...(values.host === undefined ? {} : { host: values.host }),
        ...(values['data-dir'] === undefined ? {} : { dataDir: values['data-dir'] }),
        ...(values['database-url'] === undefined ? {} : { databaseUrl: values['database-url'] }),
      },
      print,
    );
  } catch (error) {
    process.stderr.write(`warroom serve: ${(error as Error).message}\n`);
    return 1;
  }
}
