import {
  FORCE_SCALE_NAMES,
  type ForceTextProblem,
  type Orbat,
  forcePoints,
  forceText,
  forceUnits,
  parseForceText,
  readTextFile,
  resolveForce,
} from '@warroom/forces';
import { forceVerdict } from '../format/force-verdict.js';
import { writeTextFile } from '../write-file.js';
import { readForceFile } from './force-inputs.js';

/** What `warroom force export` and `import` were asked for. */
export interface TextFileOptions {
  readonly out?: string;
  readonly json?: boolean;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `warroom force export LIST`: the list as text, printed or written to --out. */
export function exportForce(
  path: string,
  orbats: readonly Orbat[],
  options: TextFileOptions,
  print: (text: string) => void,
): void {
  const { force, errors } = readForceFile(path, orbats);
  const text = forceText(force, forceVerdict(force, errors, path));
  if (options.out === undefined) {
    print(text);
    return;
  }
  writeTextFile(options.out, `${text}\n`);
  print(`Force list text written to ${options.out}.`);
}

function warningLines(warnings: readonly ForceTextProblem[]): string[] {
  if (warnings.length === 0) return ['no warnings'];
  return [
    `${plural(warnings.length, 'warning')}:`,
    ...warnings.map((w) => `  line ${w.line}: ${w.message}`),
  ];
}

/**
 * `warroom force import TEXT`: the force list read from its text, written to
 * --out as JSON; prints what was read, its validity and the warnings.
 */
export function importForce(
  path: string,
  orbats: readonly Orbat[],
  options: TextFileOptions,
  print: (text: string) => void,
): void {
  const { forceList, warnings } = parseForceText(readTextFile(path), orbats, path);
  if (options.out !== undefined) {
    writeTextFile(options.out, `${JSON.stringify(forceList, null, 2)}\n`);
  }
  if (options.json === true) {
    print(JSON.stringify({ forceList, warnings }));
    return;
  }
  const { force, errors } = resolveForce(forceList, orbats);
  const units = plural(forceUnits(force).length, 'unit');
  const battlegroups = plural(force.battlegroups.length, 'battlegroup');
  print(
    [
      `${path}: ${forceList.faction} — ${FORCE_SCALE_NAMES[forceList.forceScale]} — ${units} in ${battlegroups}, ${forcePoints(force)} / ${force.pointsLimit} points`,
      forceVerdict(force, errors, options.out),
      options.out === undefined
        ? 'Not written: give --out FILE to save the force list.'
        : `Force list written to ${options.out}.`,
      ...warningLines(warnings),
    ].join('\n'),
  );
}
