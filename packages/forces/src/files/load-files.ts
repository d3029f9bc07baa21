import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataError, type DeckDefinition, parseDeckJson, parseJson } from '@warroom/armoured-clash';
import type { Orbat } from '../orbat/orbat.js';
import { type LoadedOrbat, parseOrbatJson } from '../orbat/load-orbat.js';
import { nameKey } from '../orbat/names.js';

/** The sample ORBATs shipped in data/orbats (placeholder values: see each file's notice). */
export const SAMPLE_ORBATS_DIR = fileURLToPath(
  new URL('../../../../data/orbats/', import.meta.url),
);

/** The bytes of a file; a file that cannot be read is a DataError naming it. */
export function readFileBytes(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new DataError(
      `${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

/** The text of a file; a file that cannot be read is a DataError naming it. */
export function readTextFile(path: string): string {
  return readFileBytes(path).toString('utf8');
}

/** A JSON file, parsed; unreadable files and bad JSON are DataErrors naming the file. */
export function readJsonFile(path: string): unknown {
  return parseJson(readTextFile(path), path);
}

/** Loads ORBAT files; two ORBATs of one faction are a DataError (a list could not choose). */
export function loadOrbatFiles(paths: readonly string[]): LoadedOrbat[] {
  const loaded = paths.map((path) => parseOrbatJson(readTextFile(path), path));
  const byFaction = new Map<string, string>();
  loaded.forEach(({ orbat }, i) => {
    const earlier = byFaction.get(nameKey(orbat.faction));
    if (earlier !== undefined) {
      throw new DataError(
        `${paths[i] ?? ''}: a second ORBAT for the faction "${orbat.faction}" (the first is ${earlier})`,
      );
    }
    byFaction.set(nameKey(orbat.faction), paths[i] ?? '');
  });
  return loaded;
}

/** Every ORBAT (`*.json`) in a directory, in name order. */
export function loadOrbatDirectory(dir: string): LoadedOrbat[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch (error) {
    throw new DataError(
      `${dir}: cannot read the directory (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  return loadOrbatFiles(names.map((name) => join(dir, name)));
}

/**
 * The Command & Conquest deck of a faction (rulebook p.18): the deck file its
 * ORBAT names, read from the folder the ORBAT files are in; undefined when the
 * ORBAT names none.
 */
export function loadFactionDeck(orbat: Orbat, orbatDir: string): DeckDefinition | undefined {
  if (orbat.commandDeck === undefined) return undefined;
  const path = join(orbatDir, orbat.commandDeck);
  return parseDeckJson(readTextFile(path), path);
}
