import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DataError, type DeckDefinition, parseDeckJson } from '@warroom/armoured-clash';
import {
  type Orbat,
  loadFactionDeck,
  nameKey,
  parseOrbat,
  readJsonFile,
  readTextFile,
} from '@warroom/forces';
import type { Queryable } from '../db/database.js';
import { listOrbats, type StoredOrbat } from '../store/orbat-store.js';

/** An ORBAT the server knows: bundled (a file in data/orbats) or imported (in the database). */
export interface CatalogEntry {
  /** The file name without `.json` for a bundled ORBAT, a UUID for an imported one. */
  readonly id: string;
  readonly source: 'bundled' | 'imported';
  /** The file, or where the import came from. */
  readonly origin: string;
  readonly orbat: Orbat;
  /** The ORBAT as its JSON file holds it (`warroom.orbat/1`). */
  readonly json: unknown;
  readonly warnings: readonly string[];
  /** The faction's Command & Conquest deck (the sample deck when the ORBAT names none). */
  readonly deck: DeckDefinition;
  /** A bundled ORBAT whose faction an imported one replaces. */
  readonly shadowed: boolean;
}

/** An imported ORBAT that no longer loads (the format moved on), and why. */
export interface BrokenOrbat {
  readonly id: string;
  readonly origin: string;
  readonly problem: string;
}

/**
 * The ORBATs force lists are checked against: the imported ones first (an
 * imported ORBAT replaces the bundled one of its faction), then the bundled.
 * Bundled files are read once; imported ones are parsed once per id (they are
 * never changed, only deleted).
 */
export class OrbatCatalog {
  private bundledEntries: CatalogEntry[] | undefined;
  private readonly imported = new Map<string, CatalogEntry | BrokenOrbat>();
  private readonly sampleDeck: DeckDefinition;

  constructor(
    private readonly bundledDir: string,
    sampleDeckPath: string,
  ) {
    this.sampleDeck = parseDeckJson(readTextFile(sampleDeckPath), sampleDeckPath);
  }

  /** The bundled ORBATs; a broken file is a DataError (the server should not start). */
  bundled(): readonly CatalogEntry[] {
    this.bundledEntries ??= readdirSync(this.bundledDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => {
        const path = join(this.bundledDir, name);
        const json = readJsonFile(path);
        const { orbat, warnings } = parseOrbat(json, `data/orbats/${name}`);
        return {
          id: basename(name, '.json'),
          source: 'bundled' as const,
          origin: `data/orbats/${name}`,
          orbat,
          json,
          warnings,
          deck: loadFactionDeck(orbat, this.bundledDir) ?? this.sampleDeck,
          shadowed: false,
        };
      });
    return this.bundledEntries;
  }

  private load(stored: StoredOrbat): CatalogEntry | BrokenOrbat {
    const known = this.imported.get(stored.id);
    if (known !== undefined) return known;
    let entry: CatalogEntry | BrokenOrbat;
    try {
      const { orbat, warnings } = parseOrbat(stored.orbat, `ORBAT ${stored.id}`);
      entry = {
        id: stored.id,
        source: 'imported',
        origin: stored.source,
        orbat,
        json: stored.orbat,
        warnings,
        deck: this.sampleDeck,
        shadowed: false,
      };
    } catch (error) {
      if (!(error instanceof DataError)) throw error;
      entry = { id: stored.id, origin: stored.source, problem: error.message };
    }
    this.imported.set(stored.id, entry);
    return entry;
  }

  /** Every ORBAT, imported first, and the imported ones that no longer load. */
  async entries(db: Queryable): Promise<{ entries: CatalogEntry[]; broken: BrokenOrbat[] }> {
    const loaded = (await listOrbats(db)).map((stored) => this.load(stored));
    const imported = loaded.filter((e): e is CatalogEntry => 'orbat' in e);
    const factions = new Set(imported.map((e) => nameKey(e.orbat.faction)));
    return {
      entries: [
        ...imported,
        ...this.bundled().map((e) => ({
          ...e,
          shadowed: factions.has(nameKey(e.orbat.faction)),
        })),
      ],
      broken: loaded.filter((e): e is BrokenOrbat => 'problem' in e),
    };
  }

  /** Forgets an imported ORBAT (after it was deleted). */
  forget(id: string): void {
    this.imported.delete(id);
  }
}
