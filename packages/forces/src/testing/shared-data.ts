import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real community BattleScribe files, in ../shared/data next to the
 * repository (from dist/testing/ here). They are read in place, never copied
 * into the repository (their licence is not stated).
 */
const SHARED_DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));

/** The folder of one game's BattleScribe files; a missing folder fails the test that asks, saying why. */
export function sharedBattleScribeDir(game: 'armoured-clash' | 'dystopian-wars-4'): string {
  const dir = join(SHARED_DATA, 'battlescribe', game);
  if (!existsSync(dir)) {
    throw new Error(
      `${dir} is missing: the BattleScribe import tests read the real community files from ../shared/data next to the repository (see its README.md); they are never copied into the repository`,
    );
  }
  return dir;
}

/** The text of a file in one game's folder. */
export function readShared(game: 'armoured-clash' | 'dystopian-wars-4', name: string): string {
  return readFileSync(join(sharedBattleScribeDir(game), name), 'utf8');
}
