import type { ReinforcementLevel } from '../orbat/vocabulary.js';
import { type DataIndex, type ResolvedEntry, resolveEntry } from './data-index.js';
import type { EntryNode } from './data-model.js';
import { levelNamed } from './game-words.js';
import type { ImportWarningKind } from './import-warning.js';

/** A Reinforcement level option of a unit, and the fixed parts that come with it. */
export interface LevelOption {
  readonly level: ReinforcementLevel;
  readonly option: ResolvedEntry;
  readonly parts: readonly ResolvedEntry[];
}

/** Something of the unit the import leaves out or chooses, said as a warning. */
export interface PartNote {
  readonly kind: ImportWarningKind;
  readonly message: string;
}

const NO_PLACE = 'the ORBAT format has no upgrades or choices: not imported';

/** What a unit entry is made of, read as a roster would select it. */
export interface UnitParts {
  /** The unit entry and every part always selected with it (entries with a minimum of 1). */
  readonly fixed: readonly ResolvedEntry[];
  /** The Reinforcement level options (entries or links named Basic, Reinforced, Full Strength). */
  readonly levels: readonly LevelOption[];
  /** Optional, hidden or choice entries that hold profiles, rules or costs; broken links; defaults taken. */
  readonly notes: readonly PartNote[];
}

function isMandatory(node: EntryNode): boolean {
  return node.constraints.some((c) => c.type === 'min' && c.field === 'selections' && c.value >= 1);
}

function holdsSomething(entry: ResolvedEntry): boolean {
  return (
    entry.profiles.length > 0 ||
    entry.rules.length > 0 ||
    entry.infoLinks.length > 0 ||
    entry.costs.some((c) => Number(c.value) !== 0) ||
    entry.children.length > 0
  );
}

/** Whether a group holds level options, directly or in groups within it. */
function holdsLevels(group: ResolvedEntry, index: DataIndex): boolean {
  return group.children.some((child) => {
    const resolved = resolveEntry(child, index);
    if (resolved === undefined || resolved.hidden) return false;
    if (levelNamed(resolved.name) !== undefined) return true;
    return resolved.kind === 'selectionEntryGroup' && holdsLevels(resolved, index);
  });
}

interface Walk {
  readonly index: DataIndex;
  readonly fixed: ResolvedEntry[];
  readonly levels: LevelOption[];
  readonly notes: PartNote[];
}

function named(entry: EntryNode): string {
  return `"${entry.name.trim()}"`;
}

/**
 * The fixed parts under an entry: its children with a minimum of 1, and theirs.
 * `path` holds the ids of the entries above, so that a link back up is not followed.
 */
function fixedParts(
  entry: ResolvedEntry,
  walk: Walk,
  into: ResolvedEntry[],
  path: ReadonlySet<string>,
): void {
  const below = new Set([...path, ...entry.ids]);
  for (const child of entry.children) {
    const resolved = resolveEntry(child, walk.index);
    if (resolved === undefined || resolved.ids.some((id) => below.has(id))) {
      walk.notes.push({
        kind: 'link',
        message: `${named(child)} links to "${child.targetId}", ${resolved === undefined ? 'which is in none of the files' : 'an entry it is part of'}: not followed`,
      });
      continue;
    }
    const level = levelNamed(resolved.name);
    if (level !== undefined && into === walk.fixed) {
      const parts: ResolvedEntry[] = [];
      fixedParts(resolved, walk, parts, below);
      walk.levels.push({ level, option: resolved, parts });
    } else if (resolved.hidden) {
      if (holdsSomething(resolved)) {
        walk.notes.push({
          kind: 'unsupported',
          message: `${named(resolved)} is hidden: not imported`,
        });
      }
    } else if (resolved.kind === 'selectionEntryGroup') {
      choiceGroup(resolved, walk, into, below);
    } else if (isMandatory(resolved)) {
      into.push(resolved);
      fixedParts(resolved, walk, into, below);
    } else if (holdsSomething(resolved)) {
      walk.notes.push({
        kind: 'unsupported',
        message: `${named(resolved)} is an optional upgrade with profiles, rules or costs; ${NO_PLACE}`,
      });
    }
  }
}

/**
 * A selection entry group: the group of level options is read as levels; a
 * group that must be chosen from gives its only option, or its default (with a
 * warning); any other choice is left out.
 */
function choiceGroup(
  group: ResolvedEntry,
  walk: Walk,
  into: ResolvedEntry[],
  path: ReadonlySet<string>,
): void {
  if (holdsLevels(group, walk.index)) {
    fixedParts(group, walk, into, path);
    return;
  }
  const options = group.children.filter((child) => !child.hidden);
  const chosen =
    options.length === 1 ? options[0] : options.find((o) => o.id === group.defaultEntryId);
  const picked = chosen === undefined ? undefined : resolveEntry(chosen, walk.index);
  const choice =
    options.length === 0
      ? 'a group whose options are all hidden'
      : `a choice of ${options.length} (${options.map((o) => o.name.trim()).join(', ')})`;
  if (!isMandatory(group) || picked === undefined || picked.ids.some((id) => path.has(id))) {
    if (holdsSomething(group)) {
      walk.notes.push({
        kind: 'unsupported',
        message: `${named(group)} is ${isMandatory(group) ? '' : 'an optional '}${choice}; ${NO_PLACE}`,
      });
    }
    return;
  }
  if (options.length > 1) {
    walk.notes.push({
      kind: 'unsupported',
      message: `${named(group)} is ${choice}: its default, ${named(picked)}, is imported`,
    });
  }
  into.push(picked);
  fixedParts(picked, walk, into, path);
}

/** Reads a unit entry (links followed) into its fixed parts, level options and notes. */
export function unitParts(unit: ResolvedEntry, index: DataIndex): UnitParts {
  const walk: Walk = { index, fixed: [unit], levels: [], notes: [] };
  fixedParts(unit, walk, walk.fixed, new Set());
  return { fixed: walk.fixed, levels: walk.levels, notes: walk.notes };
}
