import { DataError } from '@warroom/armoured-clash';
import {
  type ForceReport,
  SAMPLE_ORBATS_DIR,
  checkForce,
  forceText,
  formatPath,
  loadOrbatDirectory,
  loadOrbatFiles,
  readForceList,
  readJsonFile,
  validateForceList,
} from '@warroom/forces';
import { parseFlags } from '../parse-args.js';
import { UsageError } from '../usage-error.js';

export const FORCE_HELP = `warroom force — check and show a force list

Usage: warroom force validate LIST [--orbat FILE]... [--json]
       warroom force show LIST [--orbat FILE]...

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
  --orbat FILE            an ORBAT file (format warroom.orbat/1) to read the
                          list against, instead of data/orbats; repeatable
  --json                  (validate) one JSON object: valid, points,
                          pointsLimit, errors and warnings ([{path, message}])
  -h, --help              this help`;

const FORCE_OPTIONS = {
  orbat: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

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

/**
 * \`warroom force\`: validates or shows a force list. Returns the exit code
 * (validate: 1 for a list that breaks a rule); bad input throws.
 */
export function runForce(args: readonly string[], print: (text: string) => void): number {
  const { values, positionals } = parseFlags(args, FORCE_OPTIONS, true);
  if (values.help === true) {
    print(FORCE_HELP);
    return EXIT_VALID;
  }
  const [action, path, ...extra] = positionals;
  if (action !== 'validate' && action !== 'show') {
    throw new UsageError(
      action === undefined
        ? 'say validate or show (try: warroom force --help)'
        : `unknown action "${action}": validate or show`,
    );
  }
  if (path === undefined) throw new UsageError(`force ${action} needs a force list file`);
  if (extra.length > 0)
    throw new UsageError(`one force list at a time, got also "${extra.join(' ')}"`);
  if (action === 'show' && values.json === true)
    throw new UsageError('--json only counts with validate');
  const loaded =
    values.orbat === undefined
      ? loadOrbatDirectory(SAMPLE_ORBATS_DIR)
      : loadOrbatFiles(values.orbat);
  const orbats = loaded.map((l) => l.orbat);
  const input = readJsonFile(path);
  if (action === 'validate') {
    const report = validateForceList(input, orbats);
    print(values.json === true ? JSON.stringify(report) : reportText(path, report));
    return report.valid ? EXIT_VALID : EXIT_INVALID;
  }
  const { force, errors } = readForceList(input, orbats);
  if (force === undefined) {
    throw new DataError(
      errors.map((e) => `${path}: ${formatPath(e.path)}: ${e.message}`).join('\n'),
    );
  }
  const count = errors.length + checkForce(force).errors.length;
  print(
    forceText(
      force,
      count === 0
        ? 'Valid (rulebook p.56).'
        : `NOT valid: ${count} error${count === 1 ? '' : 's'} (warroom force validate ${path} lists them).`,
    ),
  );
  return EXIT_VALID;
}
