import { randomBytes } from 'node:crypto';
import type { ClashId, DeckDefinition, ForceScale, GameSetup, Side } from '@warroom/armoured-clash';
import {
  FORCE_SCALES,
  type Force,
  clashSetup,
  readForceList,
  validateForceList,
} from '@warroom/forces';
import { z } from 'zod';
import { ApiError, badRequest } from '../api-error.js';
import type { ServerContext } from '../context.js';
import type { CatalogEntry } from '../orbats/orbat-catalog.js';
import { getForceList } from '../store/force-store.js';
import { BOT_NAMES, type ForceSummary, type GameOptions } from './game-options.js';

/** The Clashes the engine plays (rulebook pp.58-64). */
export const CLASH_IDS = [
  'pitchedBattle',
  'supplyDrop',
  'lordOfTheManor',
  'findTheLady',
  'flankingManoeuvres',
] as const satisfies readonly ClashId[];

const forceRef = z.union([
  z.strictObject({ id: z.string().min(1) }),
  z.strictObject({ list: z.unknown() }),
]);

/** The body of `POST /api/games`. */
export const newGameSchema = z.strictObject({
  /**
   * `random`: the Clash is determined randomly from the game's seed; `chosen`:
   * the engine draws a card for each General (from the game's seed) and the
   * winner chooses the Clash as the game's first decision (rulebook p.56
   * Select a Clash: `chooseClash`, a bot's at once).
   */
  clash: z.enum([...CLASH_IDS, 'random', 'chosen']).default('pitchedBattle'),
  /** `placed`: the Generals place the terrain in turns before Deployment (rulebook p.56 Placing Terrain). */
  terrain: z.enum(['preset', 'placed']).default('preset'),
  /** `drawn` (the rulebook's way, the default): a card draw from the game's seed decides who is General A, General A claims a zone (rulebook p.57 Deploy Forces); `fixed`: force a is General A. */
  generals: z.enum(['fixed', 'drawn']).default('drawn'),
  /** Supply Drop's markers: `placed` by the Generals as decisions (rulebook p.60, the default), or the `sample` placement. */
  supplies: z.enum(['placed', 'sample']).default('placed'),
  /** Default: the force lists' own Force Scale. */
  scale: z.enum(FORCE_SCALES).exactOptional(),
  forces: z.strictObject({ a: forceRef, b: forceRef }),
  opponent: z.enum(['hotseat', ...BOT_NAMES]),
  /** Against a bot, the side the person plays (default a). */
  human: z.enum(['a', 'b']).exactOptional(),
  /** Default: drawn by the server with crypto. */
  seed: z.union([z.string().min(1).max(200), z.number().int().safe()]).exactOptional(),
});

export type NewGame = z.output<typeof newGameSchema>;

/** Where a finding of the forces package's validation is, under the list's own place. */
function listWhere(list: string, path: string): string {
  return path === '(top level)' ? list : `${list}.${path}`;
}

/** A force for one side: its list (saved or given), validated, with its ORBAT's deck. */
async function forceFor(
  ctx: ServerContext,
  entries: readonly CatalogEntry[],
  side: Side,
  ref: NewGame['forces']['a'],
): Promise<{ force: Force; deck: DeckDefinition; summary: ForceSummary }> {
  const where = `body.forces.${side}`;
  let json: unknown;
  if ('id' in ref) {
    const stored = await getForceList(ctx.db, ref.id);
    if (stored === undefined) {
      throw badRequest(`forces.${side}: no saved force list "${ref.id}"`, {
        problems: [{ where: `${where}.id`, message: 'no saved force list with this id' }],
      });
    }
    json = stored.list;
  } else json = ref.list;
  const orbats = entries.map((e) => e.orbat);
  const report = validateForceList(json, orbats);
  const { force } = readForceList(json, orbats);
  if (!report.valid || force === undefined) {
    throw badRequest(`the force list of forces.${side} is not valid`, {
      problems: report.errors.map((e) => ({
        where: listWhere('list' in ref ? `${where}.list` : `saved force list ${ref.id}`, e.path),
        message: e.message,
      })),
    });
  }
  const entry = entries.find((e) => e.orbat === force.orbat);
  return {
    force,
    deck: entry?.deck ?? (entries[0] as CatalogEntry).deck,
    summary: {
      name: force.list.name ?? force.list.faction,
      faction: force.list.faction,
      ...('id' in ref ? { forceListId: ref.id } : {}),
    },
  };
}

type SideForce = Awaited<ReturnType<typeof forceFor>>;

/** Both Generals' forces; when either is wrong, one 400 lists the problems of both. */
async function bothForces(
  ctx: ServerContext,
  entries: readonly CatalogEntry[],
  forces: NewGame['forces'],
): Promise<{ a: SideForce; b: SideForce }> {
  const [a, b] = await Promise.allSettled([
    forceFor(ctx, entries, 'a', forces.a),
    forceFor(ctx, entries, 'b', forces.b),
  ]);
  if (a.status === 'fulfilled' && b.status === 'fulfilled') return { a: a.value, b: b.value };
  const errors = [a, b].flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  const refusals = errors.filter((e): e is ApiError => e instanceof ApiError);
  if (refusals.length === 1 || refusals.length !== errors.length) throw errors[0];
  throw badRequest(refusals.map((e) => e.message).join('; '), {
    problems: refusals.flatMap((e) => e.details.problems ?? []),
  });
}

/** A request's forces, validated and of one Force Scale, with the game's seed: all a setup needs but the Clash. */
export interface PreparedGame {
  readonly input: NewGame;
  readonly forces: { readonly a: SideForce; readonly b: SideForce };
  readonly scale: ForceScale;
  readonly seed: number | string;
}

/**
 * A request's forces: both force lists validated against the ORBATs, of one
 * Force Scale, with a seed drawn by the server unless one is given.
 */
export async function prepareGame(ctx: ServerContext, input: NewGame): Promise<PreparedGame> {
  const { entries } = await ctx.orbats.entries(ctx.db);
  const { a, b } = await bothForces(ctx, entries, input.forces);
  const scale = input.scale ?? a.force.list.forceScale;
  const wrong = (['a', 'b'] as const).filter(
    (side) => (side === 'a' ? a : b).force.list.forceScale !== scale,
  );
  if (wrong.length > 0) {
    throw badRequest(
      `both forces must be of the ${scale} Force Scale (they are ${a.force.list.forceScale} and ${b.force.list.forceScale})`,
      {
        problems: wrong.map((side) => ({
          where: `body.forces.${side}`,
          message: `a ${(side === 'a' ? a : b).force.list.forceScale} force list`,
        })),
      },
    );
  }
  return { input, forces: { a, b }, scale, seed: input.seed ?? randomBytes(16).toString('hex') };
}

/**
 * A new game of a Clash: the forces set up for it (the forces package's
 * clashSetup; a random Clash drawn from the seed; a Clash `chosen` in the game
 * by the winner of its card draw, rulebook p.56 Select a Clash) with the
 * terrain preset or placed by the Generals.
 */
export function setUpGame(prepared: PreparedGame): {
  setup: GameSetup;
  seed: number | string;
  options: GameOptions;
} {
  const { input, forces, scale, seed } = prepared;
  const { setup, leftOut } = clashSetup({
    clash: input.clash,
    forces: { a: forces.a.force, b: forces.b.force },
    decks: { a: forces.a.deck, b: forces.b.deck },
    scale,
    terrain: input.terrain,
    generals: input.generals,
    ...(input.supplies === 'placed' ? { supplies: 'placed' as const } : {}),
    seed,
  });
  const options: GameOptions = {
    clash: setup.clash ?? 'chosen',
    scale,
    opponent: input.opponent,
    ...(input.opponent === 'hotseat' ? {} : { human: input.human ?? 'a' }),
    forces: { a: forces.a.summary, b: forces.b.summary },
    leftOut,
  };
  return { setup, seed, options };
}
