import type { z } from 'zod';

/** A data file or input that does not fit its format; the message says what and where. */
export class DataError extends Error {
  override readonly name = 'DataError';
}

/** One line per problem: `where: path.to[3].field: what is wrong`. */
export function describeIssues(where: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path
        .map((part, i) =>
          typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
        )
        .join('');
      return `${where}: ${path === '' ? '(top level)' : path}: ${issue.message}`;
    })
    .join('\n');
}

/** Parses JSON text; text that is not JSON is a DataError naming `where`. */
export function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DataError(`${where}: not valid JSON (${(error as Error).message})`);
  }
}
