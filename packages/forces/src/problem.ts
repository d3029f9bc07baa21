/** Where in a JSON file something is: keys and array indices. */
export type JsonPath = readonly (string | number)[];

/** Something wrong or doubtful in a data file, and where. */
export interface Problem {
  readonly path: JsonPath;
  readonly message: string;
}

/** `battlegroups[1].units[0].level`, as describeIssues writes paths; `(top level)` for none. */
export function formatPath(path: JsonPath): string {
  const text = path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${part}`))
    .join('');
  return text === '' ? '(top level)' : text;
}
