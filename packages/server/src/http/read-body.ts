import type { IncomingMessage } from 'node:http';
import { ApiError, badRequest } from '../api-error.js';
import { jsonErrorOffset, lineAndColumn } from './json-error-position.js';

/** The largest request body read (BattleScribe catalogues run to a few MB). */
export const BODY_LIMIT = 32 * 1024 * 1024;

/** The bytes of a request body; too many is a 413 (the rest is read and dropped). */
async function bytes(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const piece = chunk as Buffer;
    size += piece.length;
    if (size <= limit) chunks.push(piece);
  }
  if (size > limit) {
    throw new ApiError(413, `the request body is ${size} bytes: at most ${limit} are accepted`);
  }
  return Buffer.concat(chunks);
}

/** Parses JSON text; bad JSON is a 400 naming what is wrong and where (line and column). */
export function parseJsonBody(text: string): unknown {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') throw badRequest('the request has no body: send JSON');
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    const offset = jsonErrorOffset(body) ?? 0;
    const { line, column } = lineAndColumn(body, offset);
    const where = `body, line ${line}, column ${column}`;
    throw badRequest(
      `the request body is not valid JSON at line ${line}, column ${column}: ${(error as Error).message}`,
      {
        problems: [{ where, message: (error as Error).message }],
      },
    );
  }
}

/** The body of a request as JSON (UTF-8). */
export async function readJsonBody(request: IncomingMessage, limit = BODY_LIMIT): Promise<unknown> {
  const raw = await bytes(request, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw badRequest('the request body is not UTF-8 text');
  }
  return parseJsonBody(text);
}
