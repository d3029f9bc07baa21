import type { UnitJson } from '../orbat/orbat-schema.js';
import { BEHEMOTH, hasTraitNamed } from '../orbat/vocabulary.js';
import { assembleGrid } from './armaments-grid.js';
import { describeConditions } from './conditions.js';
import { type DataIndex, resolveEntry } from './data-index.js';
import type { EntryNode, Modifier } from './data-model.js';
import { placeholderFootprint } from './footprints.js';
import { formationOf } from './formation.js';
import { idFromName } from './ids.js';
import type { ImportWarningKind, Warn } from './import-warning.js';
import { modifiedValue } from './modifiers.js';
import { selectedRuleNames, selectionAt } from './selection.js';
import { specialRulesOf } from './special-rules.js';
import { cleanText } from './text.js';
import { unitAttributes } from './unit-attributes.js';
import { type UnitCategories, unitCategories } from './unit-categories.js';
import { type LevelReading, type UnitWarn, readLevels } from './unit-levels.js';
import { unitLimits } from './unit-limits.js';
import { unitParts } from './unit-parts.js';
import { readWeapons } from './unit-weapons.js';

/** What the import of one catalogue's units shares. */
export interface CatalogueScope {
  readonly index: DataIndex;
  /** The catalogue's name: the faction of its units. */
  readonly faction: string;
  /** Every force entry (Battlegroup) id of the files. */
  readonly battlegroups: ReadonlySet<string>;
  /** The cost types that are Points. */
  readonly pointsTypes: ReadonlySet<string>;
  readonly warn: Warn;
}

/** A unit read from a catalogue: its ORBAT profile and what the Battlegroups need to know of it. */
export interface ImportedUnit {
  /** The profile; its id is made from its name and may still clash with another unit's. */
  readonly json: UnitJson;
  readonly categories: UnitCategories;
  /** Whether the unit is hidden (cannot be taken) in a Battlegroup. */
  readonly hiddenIn: (battlegroup: string) => boolean;
}

function describeModifier(modifier: Modifier, fields: ReadonlyMap<string, string>): string {
  const field = fields.get(modifier.field) ?? modifier.field;
  const value = modifier.value === '' ? '' : ` "${cleanText(modifier.value)}"`;
  return `${modifier.type} ${field}${value}${modifier.repeats ? ' repeatedly' : ''} when ${describeConditions(modifier.when, fields)}`;
}

/** Reports each modifier only a roster could decide, once. */
function reportUndecided(
  modifiers: readonly Modifier[],
  fields: ReadonlyMap<string, string>,
  warn: UnitWarn,
): void {
  for (const modifier of new Set(modifiers)) {
    warn(
      'modifier',
      `the modifier "${describeModifier(modifier, fields)}" depends on a roster: not applied`,
    );
  }
}

/** Names for messages: the index's, and the characteristic types of the unit's profiles. */
function fieldNames(levels: readonly LevelReading[], index: DataIndex): Map<string, string> {
  const names = new Map(index.names);
  for (const reading of levels) {
    for (const { profile } of reading.profiles) {
      for (const c of profile.characteristics) names.set(c.typeId, c.name);
    }
  }
  return names;
}

/**
 * Imports one root entry of a catalogue as a unit profile. Returns undefined,
 * with a warning naming the entry, when it is not a unit or the source lacks
 * what a profile needs; every other oddity is a warning naming the unit.
 */
export function importUnit(entry: EntryNode, scope: CatalogueScope): ImportedUnit | undefined {
  const { index, faction } = scope;
  const resolved = resolveEntry(entry, index);
  const name = cleanText(resolved?.name ?? entry.name);
  const warn: UnitWarn = (kind, message) => scope.warn(kind, `${faction}: unit "${name}"`, message);
  if (resolved === undefined) {
    warn(
      'link',
      `the root entry links to "${entry.targetId}", which is in none of the files: not imported`,
    );
    return undefined;
  }
  if (resolved.type !== 'unit' && resolved.type !== 'model') {
    warn('not-a-unit', `a root entry of type "${resolved.type}", not a unit: not imported`);
    return undefined;
  }
  if (resolved.hidden) {
    warn('not-a-unit', 'hidden in BattleScribe (it cannot be selected): not imported');
    return undefined;
  }
  // Oddities are held back until the unit is known to be imported: a unit left
  // out gets the one warning that says why.
  const held: [ImportWarningKind, string][] = [];
  const hold: UnitWarn = (kind, message) => {
    if (!held.some(([k, m]) => k === kind && m === message)) held.push([kind, message]);
  };
  const parts = unitParts(resolved, index);
  for (const note of parts.notes) hold(note.kind, note.message);
  const base = selectionAt(parts, undefined, scope.battlegroups).context;
  const categories = unitCategories(resolved, faction, index, base);
  const levels = readLevels(parts, scope, hold);
  const attributes = unitAttributes(levels, categories, hold);
  const complete = levels.filter((l) => l.values !== undefined);
  const [first] = complete;
  if (attributes !== undefined && first === undefined) {
    hold(
      'unit-skipped',
      'no Reinforcement level has its Models, Victory Points Rating and Points: the unit is not imported',
    );
  }
  if (attributes === undefined || first === undefined) {
    const skipped = held.filter(([kind]) => kind === 'unit-skipped');
    for (const [kind, message] of skipped.length > 0 ? skipped : held) warn(kind, message);
    return undefined;
  }
  for (const [kind, message] of held) warn(kind, message);
  const fields = fieldNames(levels, index);
  const ruleNames = selectedRuleNames(first.selection, index);
  const rules = specialRulesOf(first.profiles, first.selection.context, ruleNames);
  const weapons = readWeapons(first.profiles, first.selection.context, warn);
  const behemoth = hasTraitNamed(categories.traits, BEHEMOTH);
  const mostModels = Math.max(...complete.map((l) => l.values?.models ?? 1));
  const grid = behemoth
    ? assembleGrid(weapons.rows, 'damage', 0, attributes.damageLimit - 1)
    : assembleGrid(weapons.rows, 'models', 1, mostModels);
  if (weapons.rows.length === 0)
    warn('missing-value', 'no weapon profiles: an Armaments Grid with no rows');
  for (const dropped of grid.dropped) warn('conflict', dropped);
  const limits = unitLimits(resolved, base, index.names);
  for (const note of limits.notes) warn(note.kind, note.message);
  const hidden = resolved.modifiers.filter((m) => m.field === 'hidden');
  const hiddenUndecided: Modifier[] = [];
  const hiddenIn = new Map<string, boolean>();
  for (const battlegroup of scope.battlegroups) {
    const modified = modifiedValue('false', 'hidden', hidden, { ...base, battlegroup });
    hiddenUndecided.push(...modified.undecided);
    hiddenIn.set(battlegroup, modified.value === 'true');
  }
  reportUndecided(
    [
      ...levels.flatMap((l) => l.undecided),
      ...categories.undecided,
      ...rules.undecided,
      ...weapons.undecided,
      ...hiddenUndecided,
    ],
    fields,
    warn,
  );
  const json: UnitJson = {
    id: idFromName(name, 'unit'),
    name,
    ...attributes,
    formation: formationOf(attributes.type, rules.rules),
    traits: [...categories.traits],
    specialRules: rules.rules,
    armaments: grid.armaments,
    levels: Object.fromEntries(complete.map((l) => [l.level, { ...l.values }])),
    footprint: placeholderFootprint(attributes.type, behemoth),
    ...(limits.maxPerForce === undefined ? {} : { maxPerForce: limits.maxPerForce }),
    anyReinforcementLevel: false,
  };
  return { json, categories, hiddenIn: (battlegroup) => hiddenIn.get(battlegroup) ?? false };
}
