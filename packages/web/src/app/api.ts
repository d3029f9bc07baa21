/** A problem the server named: where (a path into what was sent) and what. */
export interface ApiProblem {
  readonly where: string;
  readonly message: string;
}

/** A failed API call: the server's status, message and problems. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: readonly ApiProblem[] = [],
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

interface ErrorBody {
  readonly error?: { readonly message?: string; readonly problems?: readonly ApiProblem[] };
}

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (response.ok) return response;
  let message = `${response.status} ${response.statusText}`;
  let problems: readonly ApiProblem[] = [];
  try {
    const json = (await response.json()) as ErrorBody;
    message = json.error?.message ?? message;
    problems = json.error?.problems ?? [];
  } catch {
    // not JSON: the status says enough
  }
  throw new ApiCallError(response.status, message, problems);
}

/** Calls the JSON API; the answer is read as `T` (the server's documented shape, docs/server.md). */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await call(method, path, body);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Calls an API route that answers text (the force list as text). */
export async function apiText(path: string): Promise<string> {
  return (await call('GET', path)).text();
}

/** A line for a failure, to show in the page. */
export function failureText(error: unknown): string {
  if (error instanceof ApiCallError) {
    const details = error.problems.map((p) => `${p.where}: ${p.message}`);
    return [error.message, ...details].join('\n');
  }
  return error instanceof Error ? error.message : String(error);
}
