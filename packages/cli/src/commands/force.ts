import { type ForceReport, forceText, validateForceList, readJsonFile } from '@warroom/forces';
import { forceVerdict } from '../format/force-verdict.js';
import { parseFlags } from '../parse-args.js';
import { UsageError } from '../usage-error.js';
import { loadOrbats, readForceFile } from './force-inputs.js';
import { exportForce, importForce } from './force-text-files.js';

export const FORCE_HELP = `warroom force — check, show, export and import a force list

Usage: warroom force validate LIST [--orbat FILE]... [--json]
       warroom force show LIST [--orbat FILE]...
       warroom force export LIST [--orbat FILE]... [--out FILE]
       warroom force import TEXT [--orbat FILE]... [--out FILE] [--json]

Reads a force list (format warroom.force-list/1, see docs/forces.md) and the
ORBAT of its faction (default: every ORBAT in data/orbats, which hold SAMPLE
values, not the official ORBATs).
  validate                checks every rule of rulebook p.56 Writing a Force
                          List and the ORBAT's limits, and lists every error
                          with its place in the file. Exit code 0 when the list
                          is valid, 1 when it is not, 2 when a file cannot be
                          read or is not JSON
  show                    prints the list the way Generals exchange it: units,
                          Reinforcement levels, points, battlegroups, totals
  export                  the same text, printed or written to --out: what
                          import reads back
  import                  reads such a text (TEXT, a file) back into a force
                          list, units and battlegroups by ORBAT id, and writes
                          it to --out as JSON; prints what it read, whether it
                          is valid, and where the text and the ORBAT disagree.
                          Text that cannot be read is bad input (exit code 2),
                          each error with its line number
  --orbat FILE            an ORBAT file (format warroom.orbat/1) to read the
                          list against, instead of data/orbats; repeatable
  --out FILE              (export, import) the file to write
  --json                  validate: one JSON object: valid, points,
                          pointsLimit, errors and warnings ([{path, message}]);
                          import: {forceList, warnings: [{line, message}]}
  -h, --help              this help`;

const FORCE_OPTIONS = {
  orbat: { type: 'string', multiple: true },
  out: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const ACTIONS = ['validate', 'show', 'export', 'import'] as const;
type Action = (typeof ACTIONS)[number];

/** Exit codes of `warroom force validate`: the list is valid, or it is not. */
export const EXIT_VALID = 0;
export const EXIT_INVALID = 1;

function reportText(path: string, report: ForceReport): string {
  const points = `${report.points} of ${report.pointsLimit ?? '?'} points`;
  const lines = [
    report.valid
      ? `${path}: valid — ${points}`
      : `${path}: NOT valid — ${points}, ${report.errors.length} error${report.errors.length === 1 ? '' : 's'}:`,
    ...report.errors.map((e) => `  ${e.path}: ${e.message}`),
  ];
  if (report.warnings.length > 0) {
    lines.push('warnings:', ...report.warnings.map((w) => `  ${w.path}: ${w.message}`));
  }
  return lines.join('\n');
}

function action(positionals: readonly string[]): { action: Action; path: string } {
  const [name, path, ...extra] = positionals;
  const found = ACTIONS.find((a) => a === name);
  if (found === undefined) {
    throw new UsageError(
      name === undefined
        ? 'say validate, show, export or import (try: warroom force --help)'
        : `unknown action "${name}": validate, show, export or import`,
    );
  }
  if (path === undefined) {
    throw new UsageError(
      `force ${found} needs a ${found === 'import' ? 'text file' : 'force list file'}`,
    );
  }
  if (extra.length > 0) throw new UsageError(`one file at a time, got also "${extra.join(' ')}"`);
  return { action: found, path };
}

/**
 * \`warroom force\`: validates, shows, exports or imports a force list. Returns
 * the exit code (validate: 1 for a list that breaks a rule); bad input throws.
 */
export function runForce(args: readonly string[], print: (text: string) => void): number {
  const { values, positionals } = parseFlags(args, FORCE_OPTIONS, true);
  if (values.help === true) {
    print(FORCE_HELP);
    return EXIT_VALID;
  }
  const { action: name, path } = action(positionals);
  if (values.json === true && (name === 'show' || name === 'export'))
    throw new UsageError('--json only counts with validate and import');
  if (values.out !== undefined && (name === 'validate' || name === 'show'))
    throw new UsageError('--out only counts with export and import');
  const orbats = loadOrbats(values.orbat);
  const options = {
    ...(values.out === undefined ? {} : { out: values.out }),
    ...(values.json === undefined ? {} : { json: values.json }),
  };
  if (name === 'validate') {
    const report = validateForceList(readJsonFile(path), orbats);
    print(values.json === true ? JSON.stringify(report) : reportText(path, report));
    return report.valid ? EXIT_VALID : EXIT_INVALID;
  }
  if (name === 'export') exportForce(path, orbats, options, print);
  else if (name === 'import') importForce(path, orbats, options, print);
  else {
    const { force, errors } = readForceFile(path, orbats);
    print(forceText(force, forceVerdict(force, errors, path)));
  }
  return EXIT_VALID;
}
