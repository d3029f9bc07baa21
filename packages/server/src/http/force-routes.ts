import {
  type ForceReport,
  type Orbat,
  forceText,
  readForceList,
  validateForceList,
} from '@warroom/forces';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError, notFound } from '../api-error.js';
import type { ServerContext } from '../context.js';
import { SAMPLE_FORCES_DIR } from '../data-paths.js';
import {
  type StoredForceList,
  createForceList,
  deleteForceList,
  getForceList,
  listForceLists,
  updateForceList,
} from '../store/force-store.js';
import { jsonObject } from './parse-input.js';
import type { Route } from './router.js';

async function orbatsOf(ctx: ServerContext): Promise<Orbat[]> {
  return (await ctx.orbats.entries(ctx.db)).entries.map((e) => e.orbat);
}

function withReport(stored: StoredForceList, report: ForceReport) {
  return { ...stored, report };
}

/** A field of a saved list, when it is text. */
function field(list: unknown, key: string): string | undefined {
  const value = (list as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : undefined;
}

async function found(ctx: ServerContext, id: string): Promise<StoredForceList> {
  const stored = await getForceList(ctx.db, id);
  if (stored === undefined) throw notFound(`force list "${id}"`);
  return stored;
}

/**
 * Force lists: saved as written, valid or not (the builder saves drafts); each
 * answer carries the forces package's report (errors and warnings with the
 * path in the list, points).
 */
export function forceRoutes(ctx: ServerContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/sample-forces',
      handler: async () => {
        const orbats = await orbatsOf(ctx);
        const files = (await readdir(SAMPLE_FORCES_DIR)).filter((f) => f.endsWith('.json')).sort();
        const samples = await Promise.all(
          files.map(async (file) => {
            const list = JSON.parse(
              await readFile(join(SAMPLE_FORCES_DIR, file), 'utf8'),
            ) as unknown;
            const report = validateForceList(list, orbats);
            return {
              file,
              name: field(list, 'name') ?? file,
              faction: field(list, 'faction') ?? null,
              forceScale: field(list, 'forceScale') ?? null,
              valid: report.valid,
              points: report.points,
              list,
            };
          }),
        );
        return { status: 200, body: { samples } };
      },
    },
    {
      method: 'GET',
      path: '/api/forces',
      handler: async () => {
        const orbats = await orbatsOf(ctx);
        const lists = await listForceLists(ctx.db);
        return {
          status: 200,
          body: {
            forces: lists.map((stored) => {
              const report = validateForceList(stored.list, orbats);
              return {
                id: stored.id,
                name: field(stored.list, 'name') ?? null,
                faction: field(stored.list, 'faction') ?? null,
                forceScale: field(stored.list, 'forceScale') ?? null,
                valid: report.valid,
                points: report.points,
                errors: report.errors.length,
                updatedAt: stored.updatedAt,
              };
            }),
          },
        };
      },
    },
    {
      method: 'POST',
      path: '/api/forces/validate',
      handler: async (request) => {
        const list = jsonObject(await request.body(), 'a force list');
        return { status: 200, body: { report: validateForceList(list, await orbatsOf(ctx)) } };
      },
    },
    {
      method: 'POST',
      path: '/api/forces',
      handler: async (request) => {
        const list = jsonObject(await request.body(), 'a force list');
        const stored = await createForceList(ctx.db, list);
        return {
          status: 201,
          body: withReport(stored, validateForceList(list, await orbatsOf(ctx))),
        };
      },
    },
    {
      method: 'GET',
      path: '/api/forces/:id',
      handler: async ({ params }) => {
        const stored = await found(ctx, params.id ?? '');
        return {
          status: 200,
          body: withReport(stored, validateForceList(stored.list, await orbatsOf(ctx))),
        };
      },
    },
    {
      method: 'GET',
      path: '/api/forces/:id/text',
      handler: async ({ params }) => {
        const stored = await found(ctx, params.id ?? '');
        const orbats = await orbatsOf(ctx);
        const { force } = readForceList(stored.list, orbats);
        const report = validateForceList(stored.list, orbats);
        if (force === undefined) {
          throw new ApiError(
            422,
            'this saved list is not a force list: it cannot be written as text',
            {
              problems: report.errors.map((e) => ({ where: e.path, message: e.message })),
            },
          );
        }
        const verdict = report.valid
          ? 'Valid (rulebook p.56).'
          : `NOT valid: ${report.errors.length} error${report.errors.length === 1 ? '' : 's'}.`;
        return { status: 200, text: `${forceText(force, verdict)}\n` };
      },
    },
    {
      method: 'PUT',
      path: '/api/forces/:id',
      handler: async (request) => {
        const list = jsonObject(await request.body(), 'a force list');
        const stored = await updateForceList(ctx.db, request.params.id ?? '', list);
        if (stored === undefined) throw notFound(`force list "${request.params.id ?? ''}"`);
        return {
          status: 200,
          body: withReport(stored, validateForceList(list, await orbatsOf(ctx))),
        };
      },
    },
    {
      method: 'DELETE',
      path: '/api/forces/:id',
      handler: async ({ params }) => {
        if (!(await deleteForceList(ctx.db, params.id ?? ''))) {
          throw notFound(`force list "${params.id ?? ''}"`);
        }
        return { status: 204 };
      },
    },
  ];
}
