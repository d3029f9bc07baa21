import { DataError } from '@warroom/armoured-clash';
import {
  FORCE_SCALES,
  type RosterImport,
  battleScribeText,
  importRoster,
  validateForceList,
} from '@warroom/forces';
import { z } from 'zod';
import { badRequest } from '../api-error.js';
import type { ServerContext } from '../context.js';
import { parseInput } from './parse-input.js';
import type { Route } from './router.js';

/** A roster file as the builder sends it: its XML as text, or its bytes in base64 (a zipped `.rosz` too). */
const rosterFile = z.union([
  z.strictObject({ name: z.string().min(1), text: z.string() }),
  z.strictObject({ name: z.string().min(1), base64: z.string() }),
]);

/** `POST /api/forces/roster`: a BattleScribe / New Recruit roster, and the Force Scale if the General knows it. */
const rosterSchema = z.strictObject({
  roster: rosterFile,
  forceScale: z.enum(FORCE_SCALES).exactOptional(),
});

/** The roster's force list and warnings; a file that is not a roster is a 400 naming it. */
function fromRoster(
  input: z.output<typeof rosterSchema>,
  orbats: Parameters<typeof importRoster>[1],
): RosterImport {
  const { roster, forceScale } = input;
  try {
    const xml =
      'text' in roster
        ? roster.text
        : battleScribeText(Buffer.from(roster.base64, 'base64'), roster.name);
    return importRoster(xml, orbats, {
      where: roster.name,
      ...(forceScale === undefined ? {} : { forceScale }),
    });
  } catch (error) {
    if (error instanceof DataError) {
      throw badRequest(error.message, {
        problems: [{ where: 'body.roster', message: error.message }],
      });
    }
    throw error;
  }
}

/**
 * Importing a roster (`.ros`, zipped `.rosz`) against the ORBATs the server
 * knows (imported ones first: an imported ORBAT replaces the bundled one of
 * its faction): the force list it makes, every warning (what and where), and
 * the list's validation. Nothing is stored: the builder shows the list, and
 * the General saves it.
 */
export function rosterRoutes(ctx: ServerContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/forces/roster',
      handler: async (request) => {
        const input = parseInput(rosterSchema, await request.body());
        const orbats = (await ctx.orbats.entries(ctx.db)).entries.map((e) => e.orbat);
        const { forceList, warnings } = fromRoster(input, orbats);
        const report = validateForceList(forceList, orbats);
        return { status: 200, body: { forceList, warnings, report } };
      },
    },
  ];
}
