import type { ApiProblem } from './api-error.js';

/** `body.forces.a.list.battlegroups[0].units[2]`: a path written the way the forces package writes them. */
export function wherePath(prefix: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`),
    prefix,
  );
}

/** Schema issues as problems under `prefix`. */
export function issueProblems(
  prefix: string,
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): ApiProblem[] {
  return issues.map((issue) => ({ where: wherePath(prefix, issue.path), message: issue.message }));
}
