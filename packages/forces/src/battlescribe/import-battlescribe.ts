import type { OrbatJson } from '../orbat/orbat-schema.js';
import { indexDataFiles } from './data-index.js';
import type { CostType, DataFile } from './data-model.js';
import { sameWords } from './game-words.js';
import { importCatalogue } from './import-catalogue.js';
import { type ImportWarning, type Warn, warningList } from './import-warning.js';
import { readDataFile } from './read-data-file.js';
import { isStatProfile } from './stat-line.js';

/** An ORBAT made from one catalogue. */
export interface ImportedOrbat {
  /** The catalogue's name, which is the ORBAT's faction. */
  readonly faction: string;
  readonly orbatJson: OrbatJson;
}

/** What `importBattleScribe` gives: an ORBAT per faction catalogue, and every oddity of the source. */
export interface BattleScribeImport {
  readonly orbats: readonly ImportedOrbat[];
  readonly warnings: readonly ImportWarning[];
}

/** Cost types named Points or pts; all of them, with a warning, when none is. */
function pointsTypes(costTypes: readonly CostType[], where: string, warn: Warn): Set<string> {
  const points = costTypes.filter((c) =>
    ['points', 'pts', 'point'].some((n) => sameWords(c.name, n)),
  );
  if (points.length === 0 && costTypes.length > 0) {
    warn(
      'missing-value',
      where,
      `no cost type is named Points or pts: every cost type counts as Points (${costTypes.map((c) => c.name).join(', ')})`,
    );
    return new Set(costTypes.map((c) => c.id));
  }
  return new Set(points.map((c) => c.id));
}

/** How messages name the inputs (e.g. their file paths). */
export interface BattleScribeSources {
  readonly gameSystem: string;
  readonly catalogues: readonly string[];
}

/**
 * Converts BattleScribe / New Recruit data to ORBATs: one per faction
 * catalogue (library catalogues only lend shared entries). Text that is not a
 * game system or catalogue is a DataError naming it (as `sources` says, else
 * `game system`, `catalogue 2`); every oddity of the data itself is a warning
 * naming the catalogue and unit, never an exception.
 */
export function importBattleScribe(
  gameSystemXml: string,
  catalogueXmls: readonly string[],
  sources?: BattleScribeSources,
): BattleScribeImport {
  const gameSystem = readDataFile(gameSystemXml, sources?.gameSystem ?? 'game system');
  const catalogues = catalogueXmls.map((xml, i) =>
    readDataFile(xml, sources?.catalogues[i] ?? `catalogue ${i + 1}`),
  );
  const { warnings, warn } = warningList();
  if (gameSystem.kind !== 'gameSystem') {
    warn(
      'game-system',
      gameSystem.name,
      'the game system given is a catalogue: its root entries are not imported',
    );
  }
  const files: DataFile[] = [gameSystem, ...catalogues];
  const index = indexDataFiles(files);
  if (![...index.profiles.values()].some(isStatProfile)) {
    warn(
      'game-system',
      gameSystem.name,
      'no profile of these files is an Armoured Clash unit profile (Size, Speed, Defence, Damage Limit, Discipline): they do not look like Armoured Clash data, and are not expected to give ORBATs',
    );
  }
  const battlegroups = new Set(index.forceEntries.keys());
  const orbats: ImportedOrbat[] = [];
  for (const catalogue of catalogues) {
    const faction = catalogue.name;
    if (catalogue.kind !== 'catalogue') {
      warn('game-system', faction, 'a game system given as a catalogue: not imported');
      continue;
    }
    if (catalogue.gameSystemId !== gameSystem.id) {
      warn(
        'game-system',
        faction,
        `made for the game system "${catalogue.gameSystemId}", not "${gameSystem.name}" (${gameSystem.id}): read all the same`,
      );
    }
    const costTypes = [...gameSystem.costTypes, ...catalogue.costTypes];
    const scope = {
      index,
      faction,
      battlegroups,
      pointsTypes: pointsTypes(costTypes, faction, warn),
      warn,
    };
    const orbatJson = importCatalogue(catalogue, gameSystem, scope);
    if (orbatJson !== undefined) orbats.push({ faction, orbatJson });
  }
  return { orbats, warnings };
}
