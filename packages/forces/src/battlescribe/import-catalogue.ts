import { DataError } from '@warroom/armoured-clash';
import { parseOrbat } from '../orbat/load-orbat.js';
import { nameKey } from '../orbat/names.js';
import { ORBAT_FORMAT, type OrbatJson, type UnitJson } from '../orbat/orbat-schema.js';
import { formatPath } from '../problem.js';
import type { DataFile, EntryNode } from './data-model.js';
import { checkDraft } from './draft-checks.js';
import { uniqueIds } from './ids.js';
import {
  type PlacedUnit,
  importBattlegroups,
  unitsNoBattlegroupTakes,
} from './import-battlegroups.js';
import { type CatalogueScope, type ImportedUnit, importUnit } from './import-unit.js';
import { warningList } from './import-warning.js';

/**
 * The root entries a catalogue's forces can select: the game system's (unless
 * marked not to be imported), its own, and those of the catalogues it imports from.
 */
function rootEntries(
  catalogue: DataFile,
  gameSystem: DataFile,
  scope: CatalogueScope,
): EntryNode[] {
  const linked = catalogue.catalogueLinks
    .filter((link) => link.importRootEntries)
    .flatMap((link) => {
      const file = scope.index.files.find((f) => f.id === link.targetId);
      if (file === undefined) {
        scope.warn(
          'link',
          scope.faction,
          `imports the root entries of the catalogue "${link.name}", which was not given: they are not imported`,
        );
      }
      return file?.rootEntries ?? [];
    });
  return [
    ...gameSystem.rootEntries.filter((entry) => entry.importable),
    ...catalogue.rootEntries,
    ...linked,
  ];
}

/** Imports the units, leaving out a second unit of one name. */
function importUnits(entries: readonly EntryNode[], scope: CatalogueScope): ImportedUnit[] {
  const units: ImportedUnit[] = [];
  for (const entry of entries) {
    const unit = importUnit(entry, scope);
    if (unit === undefined) continue;
    if (units.some((u) => nameKey(u.json.name) === nameKey(unit.json.name))) {
      scope.warn(
        'conflict',
        `${scope.faction}: unit "${unit.json.name}"`,
        'a second unit of this name: not imported (force lists name units by name)',
      );
    } else units.push(unit);
  }
  return units;
}

/** A unit that may only join some Battlegroups (hidden in the others) gets `onlyInBattlegroups`. */
function withBattlegroups(unit: PlacedUnit, ids: ReadonlyMap<string, string>): UnitJson {
  const allowed = [...ids].filter(([entry]) => !unit.imported.hiddenIn(entry)).map(([, id]) => id);
  return allowed.length > 0 && allowed.length < ids.size
    ? { ...unit.json, onlyInBattlegroups: allowed }
    : unit.json;
}

function notice(catalogue: DataFile, gameSystem: DataFile): string {
  return [
    `Imported by warroom import from the BattleScribe catalogue "${catalogue.name}" (revision ${catalogue.revision || '?'}) for the game system "${gameSystem.name}": community data, not the official ORBAT.`,
    'Footprints are placeholders by Unit Type (BattleScribe files hold no base sizes); Formations follow the Unit Type (rulebook p.14).',
  ].join(' ');
}

/**
 * Converts one catalogue into an ORBAT (`warroom.orbat/1`) that passes the
 * ORBAT loader, or none (with a warning) when it holds no unit or Battlegroup
 * that can be imported. A library catalogue gives no ORBAT.
 */
export function importCatalogue(
  catalogue: DataFile,
  gameSystem: DataFile,
  scope: CatalogueScope,
): OrbatJson | undefined {
  if (catalogue.library) return undefined;
  let units = importUnits(rootEntries(catalogue, gameSystem, scope), scope);
  for (;;) {
    if (units.length === 0) {
      scope.warn('no-orbat', scope.faction, 'no unit could be imported: no ORBAT');
      return undefined;
    }
    const ids = uniqueIds('unit');
    const placed = units.map((imported) => ({
      imported,
      json: { ...imported.json, id: ids(imported.json.name) },
    }));
    const local = warningList();
    const built = importBattlegroups(
      catalogue.forceEntries,
      placed,
      { ...scope, warn: local.warn },
      uniqueIds('battlegroup'),
    );
    const draft: OrbatJson = {
      format: ORBAT_FORMAT,
      faction: scope.faction,
      name: `${scope.faction} (imported from BattleScribe)`,
      sample: false,
      notice: notice(catalogue, gameSystem),
      battlegroupLimits: {},
      units: placed.map((unit) => withBattlegroups(unit, built.ids)),
      battlegroups: built.battlegroups,
    };
    const findings = checkDraft(draft);
    if (findings.unitErrors.size > 0) {
      units = units.filter((unit, i) => {
        const errors = findings.unitErrors.get(i);
        if (errors !== undefined) {
          scope.warn(
            'unit-skipped',
            `${scope.faction}: unit "${unit.json.name}"`,
            `the ORBAT checks refuse it (${errors.join('; ')}): not imported`,
          );
        }
        return errors === undefined;
      });
      continue;
    }
    for (const w of local.warnings) scope.warn(w.kind, w.where, w.message);
    return finish(draft, findings, scope);
  }
}

function finish(
  draft: OrbatJson,
  findings: ReturnType<typeof checkDraft>,
  scope: CatalogueScope,
): OrbatJson | undefined {
  const { faction } = scope;
  if (draft.battlegroups.length === 0) {
    scope.warn('no-orbat', faction, 'no Battlegroup (force entry) could be imported: no ORBAT');
    return undefined;
  }
  for (const unit of unitsNoBattlegroupTakes(draft.units, draft.battlegroups, faction)) {
    scope.warn(
      'battlegroup',
      `${faction}: unit "${unit.name}"`,
      'no Battlegroup of the catalogue takes it: it cannot be used in a force list',
    );
  }
  for (const doubt of findings.warnings) {
    const [, index, ...rest] = doubt.path;
    const unit = typeof index === 'number' ? draft.units[index] : undefined;
    scope.warn(
      'rule-name',
      `${faction}: unit "${unit?.name ?? '?'}"`,
      `${formatPath(rest)}: ${doubt.message}`,
    );
  }
  scope.warn(
    'placeholder',
    faction,
    'BattleScribe files hold no base or hull sizes: every Footprint is a placeholder by Unit Type (docs/forces.md); measure your models',
  );
  try {
    parseOrbat(draft, faction);
    return draft;
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    scope.warn(
      'no-orbat',
      faction,
      `the ORBAT fails its checks (an importer fault): ${error.message.split('\n').join('; ')}`,
    );
    return undefined;
  }
}
