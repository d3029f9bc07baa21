/** A request as a handler sees it. */
export interface ApiRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The body as JSON; malformed is a 400 thrown from here. */
  body(): Promise<unknown>;
}

/** What a handler answers: a status and a JSON body (none for 204), or text. */
export interface ApiResponse {
  readonly status: number;
  readonly body?: unknown;
  /** A plain-text answer instead of JSON. */
  readonly text?: string;
}

export type Handler = (request: ApiRequest) => Promise<ApiResponse>;

export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** e.g. `/api/games/:id/decisions`. */
  readonly path: string;
  readonly handler: Handler;
}

/** Path segments, decoded; undefined when one is not valid percent-encoding. */
function segments(path: string): string[] | undefined {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

function match(pattern: string, parts: readonly string[]): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  if (wanted.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of wanted.entries()) {
    const given = parts[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = given;
    else if (part !== given) return undefined;
  }
  return params;
}

/** The route for a request, or why there is none: 404 (no such path), 405 (not that method). */
export function findRoute(
  routes: readonly Route[],
  method: string,
  path: string,
):
  | { readonly route: Route; readonly params: Record<string, string> }
  | { readonly status: 404 }
  | { readonly status: 405; readonly allow: string[] } {
  const parts = segments(path);
  if (parts === undefined) return { status: 404 };
  const allow: string[] = [];
  for (const route of routes) {
    const params = match(route.path, parts);
    if (params === undefined) continue;
    if (route.method === method) return { route, params };
    allow.push(route.method);
  }
  return allow.length === 0 ? { status: 404 } : { status: 405, allow };
}
