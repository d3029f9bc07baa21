import type { AddressInfo } from 'node:net';
import { serverContext } from './context.js';
import type { Database } from './db/database.js';
import { type DatabaseChoice, openDatabase } from './db/open-database.js';
import { apiRoutes } from './http/routes.js';
import { createApiServer } from './http/server.js';
import type { WebFiles } from './http/static-files.js';
import { WEB_FILES } from './data-paths.js';

/** A server listening, and how to stop it. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly db: Database;
  /** Stops listening, ends open connections and closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  readonly database: DatabaseChoice;
  /** 0 picks a free port. */
  readonly port: number;
  readonly host: string;
  readonly log?: (line: string) => void;
  /** The web app's files (default: packages/web's); null serves the API alone. */
  readonly web?: WebFiles | null;
}

/** Opens the database (migrating it), then listens. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const db = await openDatabase(options.database);
  try {
    const server = createApiServer(
      apiRoutes(serverContext(db)),
      options.log,
      options.web === null ? undefined : (options.web ?? WEB_FILES),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      db,
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
