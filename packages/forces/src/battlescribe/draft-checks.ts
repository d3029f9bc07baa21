import { checkOrbat } from '../orbat/check-orbat.js';
import { orbatSchema } from '../orbat/orbat-schema.js';
import { toOrbat } from '../orbat/to-orbat.js';
import { type Problem, formatPath } from '../problem.js';

/** What the ORBAT loader's checks say of a draft ORBAT, sorted by unit. */
export interface DraftFindings {
  /** Errors of each unit, by its index in `units`: the unit cannot be kept. */
  readonly unitErrors: ReadonlyMap<number, readonly string[]>;
  /** Errors elsewhere (`battlegroups[1]...`): the importer built something wrong. */
  readonly otherErrors: readonly string[];
  /** The checks' doubts (rule names not in the glossary, ...), with their paths. */
  readonly warnings: readonly Problem[];
}

function sortProblems(
  problems: readonly Problem[],
): Pick<DraftFindings, 'unitErrors' | 'otherErrors'> {
  const unitErrors = new Map<number, string[]>();
  const otherErrors: string[] = [];
  for (const problem of problems) {
    const [list, index, ...rest] = problem.path;
    const text = `${rest.length === 0 ? '' : `${formatPath(rest)}: `}${problem.message}`;
    if (list === 'units' && typeof index === 'number') {
      unitErrors.set(index, [...(unitErrors.get(index) ?? []), text]);
    } else otherErrors.push(`${formatPath(problem.path)}: ${problem.message}`);
  }
  return { unitErrors, otherErrors };
}

/**
 * Runs the ORBAT loader's checks (the format's schema, then checkOrbat) on a
 * draft, so that the importer can leave out, with a warning, a unit the
 * checks refuse instead of failing the whole ORBAT.
 */
export function checkDraft(draft: unknown): DraftFindings {
  const parsed = orbatSchema.safeParse(draft);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
      message: issue.message,
    }));
    return { ...sortProblems(problems), warnings: [] };
  }
  const { errors, warnings } = checkOrbat(toOrbat(parsed.data));
  return { ...sortProblems(errors), warnings };
}
