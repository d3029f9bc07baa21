import type { ServerContext } from '../context.js';
import { forceRoutes } from './force-routes.js';
import { gameRoutes } from './game-routes.js';
import { oddsRoutes } from './odds-routes.js';
import { orbatRoutes } from './orbat-routes.js';
import { rosterRoutes } from './roster-routes.js';
import type { Route } from './router.js';
import { rulesRoutes } from './rules-routes.js';
import { tableRoutes } from './table-routes.js';

/** Every route of the API (docs/server.md). */
export function apiRoutes(ctx: ServerContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/health',
      handler: () => Promise.resolve({ status: 200, body: { ok: true, database: ctx.db.kind } }),
    },
    ...rosterRoutes(ctx),
    ...forceRoutes(ctx),
    ...orbatRoutes(ctx),
    ...gameRoutes(ctx),
    ...tableRoutes(ctx),
    ...oddsRoutes(),
    ...rulesRoutes(),
  ];
}
