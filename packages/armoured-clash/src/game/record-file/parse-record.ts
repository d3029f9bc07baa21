import { z } from 'zod';
import { DataError, describeIssues } from '../../data-error.js';
import { initialState } from '../initial-state.js';
import { RECORD_FORMAT, type GameRecord } from '../record.js';
import { openColumnsRead } from './open-columns.js';
import { gameSetupSchema } from './setup-schema.js';

/** What every version of the record format's tag starts with. */
const RECORD_FORMAT_STEM = 'warroom.game-record/';

const recordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  rules: z.number().int().positive().optional(),
  setup: gameSetupSchema,
  seed: z.union([z.number().finite(), z.string()]),
  choices: z.array(z.object({ kind: z.string().min(1) })),
});

/** The issues a field that is not there gives, where it is "missing" rather than a type expected. */
const ABSENT_ISSUES: readonly (string | undefined)[] = ['invalid_type', 'invalid_union'];

/** A field that is not there is "missing", not a type to expect. */
function missing(issue: { readonly input?: unknown; readonly code?: string }): string | undefined {
  return ABSENT_ISSUES.includes(issue.code) && issue.input === undefined ? 'missing' : undefined;
}

/** Why `json` is not a game record this engine reads at all, or undefined. */
function formatProblem(json: unknown, where: string): string | undefined {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return `${where}: not a game record (a JSON object with "format": "${RECORD_FORMAT}")`;
  }
  const format = (json as { readonly format?: unknown }).format;
  if (format === RECORD_FORMAT) return undefined;
  if (typeof format === 'string' && format.startsWith(RECORD_FORMAT_STEM)) {
    return `${where}: format: a game record of version "${format}"; this engine reads "${RECORD_FORMAT}" only`;
  }
  return `${where}: not a game record (format must be "${RECORD_FORMAT}", found ${JSON.stringify(format) ?? 'none'})`;
}

/**
 * Checks parsed JSON as a game record (docs/protocol.md, Records): its format
 * version, its rules version, and its setup against the shape of a
 * `GameSetup`, every problem with its path (`setup.generals.a.deck: missing`);
 * then the setup's own rules (`initialState`'s refusals). Throws a DataError
 * naming `where`; returns the record as given, its grids' open columns ("6+",
 * null in JSON) read back as Infinity (`openColumnsRead`).
 */
export function parseGameRecord(json: unknown, where: string): GameRecord {
  const problem = formatProblem(json, where);
  if (problem !== undefined) throw new DataError(problem);
  const result = recordSchema.safeParse(json, { error: missing });
  if (!result.success) throw new DataError(describeIssues(where, result.error));
  const given = json as GameRecord;
  const setup = openColumnsRead(given.setup);
  const record = setup === given.setup ? given : { ...given, setup };
  try {
    initialState(record.setup, record.seed);
  } catch (error) {
    if (error instanceof RangeError) throw new DataError(`${where}: setup: ${error.message}`);
    throw error;
  }
  return record;
}
