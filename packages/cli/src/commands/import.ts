import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataError, type ForceScale } from '@warroom/armoured-clash';
import {
  FORCE_SCALES,
  type ImportWarning,
  battleScribeText,
  forceText,
  idFromName,
  importBattleScribe,
  importRoster,
  loadOrbatFiles,
  readFileBytes,
  readForceList,
} from '@warroom/forces';
import { forceVerdict } from '../format/force-verdict.js';
import { parseFlags } from '../parse-args.js';
import { UsageError } from '../usage-error.js';
import { writeTextFile } from '../write-file.js';

export const IMPORT_HELP = `warroom import — read BattleScribe / New Recruit files

Usage: warroom import battlescribe GAME-SYSTEM.gst CATALOGUE.cat... --out DIR [--json]
       warroom import roster ROSTER.ros|.rosz --orbat FILE... [--out FILE]
                             [--force-scale SCALE] [--json]

  battlescribe            converts catalogues (.cat or .catz) of a game system
                          (.gst or .gstz) to ORBATs (format warroom.orbat/1, see
                          docs/forces.md): one file per faction catalogue, named
                          after the faction, in DIR. Library catalogues (rules,
                          shared entries) only lend what the others link to.
                          Prints the units and battlegroups of each ORBAT and
                          every oddity of the source as a warning naming the
                          catalogue and unit. Exit code 0 when an ORBAT was
                          written, 1 when none could be made
  roster                  converts a roster (.ros, or .rosz: a zip of one .ros)
                          to a force list (format warroom.force-list/1) against
                          the ORBATs given, prints it the way Generals exchange
                          it, and warns where it does not match them
  --out DIR|FILE          where to write the ORBATs (a directory, made if need
                          be) or the force list (a file)
  --orbat FILE            an ORBAT file for the roster's faction; repeatable
  --force-scale SCALE     skirmish, battle or cataclysm (rosters record none;
                          default: inferred from the points limit and levels)
  --json                  one JSON object: battlescribe {orbats: [{faction,
                          file, units, battlegroups}], warnings}; roster
                          {forceList, warnings}; warnings are [{kind, where,
                          message}]
  -h, --help              this help

Exit code 2 when a file cannot be read or is not what it should be.`;

const IMPORT_OPTIONS = {
  out: { type: 'string' },
  orbat: { type: 'string', multiple: true },
  'force-scale': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Exit codes of `warroom import battlescribe`: ORBATs written, or none could be made. */
export const EXIT_IMPORTED = 0;
export const EXIT_NO_ORBAT = 1;

type Values = ReturnType<typeof parseFlags<typeof IMPORT_OPTIONS>>['values'];

function countsByKind(warnings: readonly ImportWarning[]): string {
  const counts = new Map<string, number>();
  for (const w of warnings) counts.set(w.kind, (counts.get(w.kind) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
}

function warningLines(warnings: readonly ImportWarning[]): string[] {
  if (warnings.length === 0) return ['no warnings'];
  return [
    `${warnings.length} warning${warnings.length === 1 ? '' : 's'} (${countsByKind(warnings)}):`,
    ...warnings.map((w) => `  [${w.kind}] ${w.where}: ${w.message}`),
  ];
}

function importCatalogues(
  paths: readonly string[],
  values: Values,
  print: (text: string) => void,
): number {
  const [gameSystemPath, ...cataloguePaths] = paths;
  if (gameSystemPath === undefined || cataloguePaths.length === 0) {
    throw new UsageError(
      'import battlescribe needs a game system file and at least one catalogue file',
    );
  }
  const out = values.out;
  if (out === undefined)
    throw new UsageError('import battlescribe needs --out DIR, the directory for the ORBATs');
  const text = (path: string): string => battleScribeText(readFileBytes(path), path);
  const result = importBattleScribe(text(gameSystemPath), cataloguePaths.map(text), {
    gameSystem: gameSystemPath,
    catalogues: cataloguePaths,
  });
  try {
    mkdirSync(out, { recursive: true });
  } catch (error) {
    throw new DataError(
      `${out}: cannot make the directory (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  const written = result.orbats.map(({ faction, orbatJson }) => {
    const file = join(out, `${idFromName(faction, 'orbat')}.json`);
    writeTextFile(file, `${JSON.stringify(orbatJson, null, 2)}\n`);
    return {
      faction,
      file,
      units: orbatJson.units.length,
      battlegroups: orbatJson.battlegroups.length,
    };
  });
  if (values.json === true) {
    print(JSON.stringify({ orbats: written, warnings: result.warnings }));
  } else {
    const width = Math.max(0, ...written.map((w) => w.faction.length));
    print(
      [
        written.length === 0
          ? `No ORBAT could be made from ${cataloguePaths.length} catalogue${cataloguePaths.length === 1 ? '' : 's'} (see the warnings).`
          : `${written.length} ORBAT${written.length === 1 ? '' : 's'} written to ${out}:`,
        ...written.map(
          (w) =>
            `  ${w.faction.padEnd(width)}  ${w.units} units, ${w.battlegroups} battlegroups  ${w.file}`,
        ),
        ...warningLines(result.warnings),
      ].join('\n'),
    );
  }
  return written.length === 0 ? EXIT_NO_ORBAT : EXIT_IMPORTED;
}

function forceScaleFlag(value: string | undefined): ForceScale | undefined {
  if (value === undefined) return undefined;
  const scale = FORCE_SCALES.find((s) => s === value.trim().toLowerCase());
  if (scale === undefined) {
    throw new UsageError(`--force-scale "${value}": say ${FORCE_SCALES.join(', ')}`);
  }
  return scale;
}

function importRosterFile(
  paths: readonly string[],
  values: Values,
  print: (text: string) => void,
): number {
  const [path, ...extra] = paths;
  if (path === undefined) throw new UsageError('import roster needs a roster file (.ros or .rosz)');
  if (extra.length > 0) throw new UsageError(`one roster at a time, got also "${extra.join(' ')}"`);
  if (values.orbat === undefined)
    throw new UsageError('import roster needs --orbat FILE, the ORBAT of its faction');
  const forceScale = forceScaleFlag(values['force-scale']);
  const orbats = loadOrbatFiles(values.orbat).map((l) => l.orbat);
  const { forceList, warnings } = importRoster(
    battleScribeText(readFileBytes(path), path),
    orbats,
    {
      where: path,
      ...(forceScale === undefined ? {} : { forceScale }),
    },
  );
  if (values.out !== undefined)
    writeTextFile(values.out, `${JSON.stringify(forceList, null, 2)}\n`);
  if (values.json === true) {
    print(JSON.stringify({ forceList, warnings }));
    return EXIT_IMPORTED;
  }
  const { force, errors } = readForceList(forceList, orbats);
  const verdict = forceVerdict(force, errors);
  print(
    [
      force === undefined ? verdict : forceText(force, verdict),
      '',
      values.out === undefined
        ? 'Not written: give --out FILE to save the force list.'
        : `Force list written to ${values.out}.`,
      ...warningLines(warnings),
    ].join('\n'),
  );
  return EXIT_IMPORTED;
}

/** `warroom import`: converts BattleScribe catalogues to ORBATs, or a roster to a force list. */
export function runImport(args: readonly string[], print: (text: string) => void): number {
  const { values, positionals } = parseFlags(args, IMPORT_OPTIONS, true);
  if (values.help === true) {
    print(IMPORT_HELP);
    return EXIT_IMPORTED;
  }
  const [action, ...paths] = positionals;
  if (action === 'battlescribe') {
    if (values.orbat !== undefined || values['force-scale'] !== undefined) {
      throw new UsageError('--orbat and --force-scale only count with import roster');
    }
    return importCatalogues(paths, values, print);
  }
  if (action === 'roster') return importRosterFile(paths, values, print);
  throw new UsageError(
    action === undefined
      ? 'say battlescribe or roster (try: warroom import --help)'
      : `unknown action "${action}": battlescribe or roster`,
  );
}
