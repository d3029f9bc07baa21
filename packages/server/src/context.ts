import type { Database } from './db/database.js';
import { GameCache } from './games/game-cache.js';
import { OrbatCatalog } from './orbats/orbat-catalog.js';
import { BUNDLED_ORBATS_DIR, SAMPLE_DECK_PATH } from './data-paths.js';

/** What the request handlers share: the database, the ORBATs, the games in play. */
export interface ServerContext {
  readonly db: Database;
  readonly orbats: OrbatCatalog;
  readonly games: GameCache;
}

/** A context over a database, with the bundled ORBATs read (a broken one stops the start). */
export function serverContext(db: Database): ServerContext {
  const orbats = new OrbatCatalog(BUNDLED_ORBATS_DIR, SAMPLE_DECK_PATH);
  orbats.bundled();
  return { db, orbats, games: new GameCache() };
}
