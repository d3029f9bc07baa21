import type { z } from 'zod';
import { badRequest } from '../api-error.js';
import { issueProblems } from '../problems.js';

/** Reads a request body with a schema: a mismatch is a 400 listing every problem and where. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where = 'body',
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw badRequest(`the request ${where === 'body' ? 'body' : where} is not valid`, {
    problems: issueProblems(where, parsed.error.issues),
  });
}

/** A body that must be a JSON object (a force list, an ORBAT). */
export function jsonObject(input: unknown, what: string): Record<string, unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest(`the body must be ${what} (a JSON object)`, {
      problems: [{ where: 'body', message: 'expected a JSON object' }],
    });
  }
  return input as Record<string, unknown>;
}
