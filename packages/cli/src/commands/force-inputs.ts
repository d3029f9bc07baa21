import { DataError } from '@warroom/armoured-clash';
import {
  type Force,
  type Orbat,
  type Problem,
  SAMPLE_ORBATS_DIR,
  formatPath,
  loadOrbatDirectory,
  loadOrbatFiles,
  readForceList,
  readJsonFile,
} from '@warroom/forces';

/** The ORBATs of the --orbat files, else every ORBAT in data/orbats (sample values). */
export function loadOrbats(paths: readonly string[] | undefined): Orbat[] {
  const loaded =
    paths === undefined ? loadOrbatDirectory(SAMPLE_ORBATS_DIR) : loadOrbatFiles(paths);
  return loaded.map((l) => l.orbat);
}

/**
 * A force list file read against the ORBATs, with what cannot be found in
 * them; a file that is not a force list is a DataError naming every problem.
 */
export function readForceFile(
  path: string,
  orbats: readonly Orbat[],
): { force: Force; errors: Problem[] } {
  const { force, errors } = readForceList(readJsonFile(path), orbats);
  if (force === undefined) {
    throw new DataError(
      errors.map((e) => `${path}: ${formatPath(e.path)}: ${e.message}`).join('\n'),
    );
  }
  return { force, errors };
}
