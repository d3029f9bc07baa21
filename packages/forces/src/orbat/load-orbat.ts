import { DataError, describeIssues, parseJson } from '@warroom/armoured-clash';
import { type Problem, formatPath } from '../problem.js';
import { checkOrbat } from './check-orbat.js';
import type { Orbat } from './orbat.js';
import { orbatSchema } from './orbat-schema.js';
import { toOrbat } from './to-orbat.js';

/** An ORBAT that passed its checks, with what is doubtful in it (`where: path: message`). */
export interface LoadedOrbat {
  readonly orbat: Orbat;
  readonly warnings: readonly string[];
}

function lines(where: string, problems: readonly Problem[]): string[] {
  return problems.map((p) => `${where}: ${formatPath(p.path)}: ${p.message}`);
}

/**
 * Checks parsed JSON against the ORBAT format and the rules a profile must obey;
 * throws a DataError listing every problem, one per line, naming `where`.
 */
export function parseOrbat(json: unknown, where: string): LoadedOrbat {
  const result = orbatSchema.safeParse(json);
  if (!result.success) throw new DataError(describeIssues(where, result.error));
  const orbat = toOrbat(result.data);
  const { errors, warnings } = checkOrbat(orbat);
  if (errors.length > 0) throw new DataError(lines(where, errors).join('\n'));
  return { orbat, warnings: lines(where, warnings) };
}

/** Reads an ORBAT from JSON text. */
export function parseOrbatJson(text: string, where: string): LoadedOrbat {
  return parseOrbat(parseJson(text, where), where);
}
