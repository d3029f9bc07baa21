import { DataError } from '@warroom/armoured-clash';
import {
  type BattleScribeImport,
  type Orbat,
  battleScribeText,
  importBattleScribe,
  nameKey,
  parseOrbat,
  unitRoles,
} from '@warroom/forces';
import { z } from 'zod';
import { type ApiProblem, ApiError, badRequest, conflict, notFound } from '../api-error.js';
import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import type { CatalogEntry } from '../orbats/orbat-catalog.js';
import { deleteOrbat, insertOrbat } from '../store/orbat-store.js';
import { jsonObject, parseInput } from './parse-input.js';
import type { Route } from './router.js';

function summary(entry: CatalogEntry) {
  return {
    id: entry.id,
    faction: entry.orbat.faction,
    name: entry.orbat.name,
    source: entry.source,
    origin: entry.origin,
    sample: entry.orbat.sample,
    shadowed: entry.shadowed,
    units: entry.orbat.units.length,
    battlegroups: entry.orbat.battlegroups.length,
    warnings: entry.warnings,
  };
}

/** A DataError's lines (`where: path: message`) as problems. */
function problems(error: DataError, where: string): ApiProblem[] {
  return error.message.split('\n').map((line) => {
    const found = /^[^:]*: ([^:]+): (.*)$/s.exec(line);
    if (found === null) return { where, message: line };
    const path = found[1] as string;
    return {
      where: path === '(top level)' ? where : `${where}.${path}`,
      message: found[2] as string,
    };
  });
}

/** Checks an ORBAT's JSON; what is wrong is a 400 listing every problem. */
function checked(json: unknown, where: string): { orbat: Orbat; warnings: readonly string[] } {
  try {
    return parseOrbat(json, where);
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    throw badRequest(`${where} is not a valid ORBAT`, { problems: problems(error, where) });
  }
}

const file = z.union([
  z.strictObject({ name: z.string().min(1), text: z.string() }),
  z.strictObject({ name: z.string().min(1), base64: z.string() }),
]);

/** `POST /api/orbats/battlescribe`: a game system and catalogues, as text or base64 (zipped `.catz` too). */
const battleScribeSchema = z.strictObject({
  gameSystem: file,
  catalogues: z.array(file).min(1, 'give at least one catalogue'),
});

function fileText(given: z.output<typeof file>): string {
  if ('text' in given) return given.text;
  try {
    return battleScribeText(Buffer.from(given.base64, 'base64'), given.name);
  } catch (error) {
    if (error instanceof DataError) throw badRequest(error.message);
    throw error;
  }
}

/** The ORBATs BattleScribe files make; files that are not BattleScribe data are a 400. */
function fromBattleScribe(input: z.output<typeof battleScribeSchema>): BattleScribeImport {
  try {
    return importBattleScribe(fileText(input.gameSystem), input.catalogues.map(fileText), {
      gameSystem: input.gameSystem.name,
      catalogues: input.catalogues.map((c) => c.name),
    });
  } catch (error) {
    if (error instanceof DataError) throw badRequest(error.message);
    throw error;
  }
}

/** Stores an ORBAT; one of that faction imported already is a 409. */
async function store(db: Queryable, json: unknown, orbat: Orbat, source: string) {
  const stored = await insertOrbat(db, { factionKey: nameKey(orbat.faction), orbat: json, source });
  if (stored === undefined) {
    throw conflict(
      `an ORBAT for the faction "${orbat.faction}" was imported already: delete it first to replace it`,
    );
  }
  return stored;
}

/**
 * ORBATs: the bundled ones (data/orbats, read only) and the imported ones (in
 * the database). An imported ORBAT replaces the bundled one of its faction.
 */
export function orbatRoutes(ctx: ServerContext): Route[] {
  const find = async (id: string): Promise<CatalogEntry> => {
    const entry = (await ctx.orbats.entries(ctx.db)).entries.find((e) => e.id === id);
    if (entry === undefined) throw notFound(`ORBAT "${id}"`);
    return entry;
  };
  return [
    {
      method: 'GET',
      path: '/api/orbats',
      handler: async () => {
        const { entries, broken } = await ctx.orbats.entries(ctx.db);
        return { status: 200, body: { orbats: entries.map(summary), broken } };
      },
    },
    {
      method: 'GET',
      path: '/api/orbats/:id',
      handler: async ({ params }) => {
        const entry = await find(params.id ?? '');
        // What each unit takes aboard or nominates, for the Force builder to offer (docs/web.md).
        const roles = Object.fromEntries(entry.orbat.units.map((u) => [u.id, unitRoles(u)]));
        return { status: 200, body: { ...summary(entry), orbat: entry.json, roles } };
      },
    },
    {
      method: 'POST',
      path: '/api/orbats',
      handler: async (request) => {
        const json = jsonObject(await request.body(), 'an ORBAT');
        const { orbat, warnings } = checked(json, 'body');
        const stored = await store(ctx.db, json, orbat, 'json');
        return { status: 201, body: { id: stored.id, faction: orbat.faction, warnings } };
      },
    },
    {
      method: 'POST',
      path: '/api/orbats/battlescribe',
      handler: async (request) => {
        const input = parseInput(battleScribeSchema, await request.body());
        const imported = fromBattleScribe(input);
        const source = `battlescribe: ${[input.gameSystem, ...input.catalogues].map((f) => f.name).join(', ')}`;
        const checkedOrbats = imported.orbats.map((o) => ({
          json: o.orbatJson,
          ...checked(o.orbatJson, `the ORBAT made from ${o.faction}`),
        }));
        // All the catalogues' ORBATs, or none.
        const stored = await ctx.db.transaction(async (tx) => {
          const rows = [];
          for (const o of checkedOrbats) {
            const row = await store(tx, o.json, o.orbat, source);
            rows.push({ id: row.id, faction: o.orbat.faction, warnings: o.warnings });
          }
          return rows;
        });
        return { status: 201, body: { orbats: stored, warnings: imported.warnings } };
      },
    },
    {
      method: 'DELETE',
      path: '/api/orbats/:id',
      handler: async ({ params }) => {
        const entry = await find(params.id ?? '');
        if (entry.source === 'bundled') {
          throw new ApiError(
            403,
            `"${entry.id}" is a bundled ORBAT (a file in data/orbats): it cannot be deleted here`,
          );
        }
        await deleteOrbat(ctx.db, entry.id);
        ctx.orbats.forget(entry.id);
        return { status: 204 };
      },
    },
  ];
}
