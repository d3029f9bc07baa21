/** An answer of the API, as tests read it. */
export interface Answer {
  readonly status: number;
  readonly text: string;
  /** The body as JSON (undefined when it is empty or not JSON). */
  readonly json: unknown;
}

/**
 * Calls the API at `base`: `body` is sent as JSON, or as it is when `raw`
 * text is given (to send malformed bodies).
 */
export async function call(
  base: string,
  method: string,
  path: string,
  body?: { readonly json: unknown } | { readonly raw: string },
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: 'raw' in body ? body.raw : JSON.stringify(body.json),
        }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

/** Every key of a JSON value, at any depth. */
export function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) allKeys(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      allKeys(inner, into);
    }
  }
  return into;
}
