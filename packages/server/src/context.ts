import type { Database } from './db/database.js';
import { PendingClashChoices } from './games/clash-choice.js';
import { GameCache } from './games/game-cache.js';
import { OrbatCatalog } from './orbats/orbat-catalog.js';
import { BUNDLED_ORBATS_DIR, SAMPLE_DECK_PATH } from './data-paths.js';

/** What the request handlers share: the database, the ORBATs, the games in play. */
export interface ServerContext {
  readonly db: Database;
  readonly orbats: OrbatCatalog;
  readonly games: GameCache;
  /** rulebook p.56 Select a Clash: card draws won by a person, waiting for their choice. */
  readonly clashChoices: PendingClashChoices;
}

/** A context over a database, with the bundled ORBATs read (a broken one stops the start). */
export function serverContext(db: Database): ServerContext {
  const orbats = new OrbatCatalog(BUNDLED_ORBATS_DIR, SAMPLE_DECK_PATH);
  orbats.bundled();
  return { db, orbats, games: new GameCache(), clashChoices: new PendingClashChoices() };
}
