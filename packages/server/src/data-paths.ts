import { fileURLToPath } from 'node:url';

/** The repository's data folder (bundled ORBATs, decks, sample force lists). */
const DATA = new URL('../../../data/', import.meta.url);

/** The bundled ORBATs (placeholder values: see each file's notice). */
export const BUNDLED_ORBATS_DIR = fileURLToPath(new URL('orbats/', DATA));

/** The sample Command & Conquest deck: for factions whose ORBAT names no deck. */
export const SAMPLE_DECK_PATH = fileURLToPath(new URL('decks/sample-deck.json', DATA));

/** The sample force lists, for tests and demos. */
export const SAMPLE_FORCES_DIR = fileURLToPath(new URL('forces/', DATA));

/** The web app (packages/web): its public files and the scripts tsc builds. */
export const WEB_FILES = {
  publicDir: fileURLToPath(new URL('../../web/public/', import.meta.url)),
  scriptsDir: fileURLToPath(new URL('../../web/dist/app/', import.meta.url)),
} as const;

/** The rules coverage table (docs/rules-coverage.md): the Rules page's list. */
export const RULES_COVERAGE_PATH = fileURLToPath(
  new URL('../../../docs/rules-coverage.md', import.meta.url),
);
