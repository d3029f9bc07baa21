import type { SelectionContext } from './conditions.js';
import type { DataIndex, ResolvedEntry } from './data-index.js';
import type { Characteristic, Modifier, Profile } from './data-model.js';
import { modifiedValue } from './modifiers.js';
import type { LevelOption, UnitParts } from './unit-parts.js';

/** A unit as a roster would hold it at one level: what is selected, and the context to decide conditions. */
export interface Selection {
  readonly entries: readonly ResolvedEntry[];
  readonly context: SelectionContext;
}

/** A profile in a selection, with the modifiers of the links that brought it. */
export interface SelectedProfile {
  readonly profile: Profile;
  readonly modifiers: readonly Modifier[];
}

/** A characteristic after its modifiers. */
export interface ModifiedCharacteristic extends Characteristic {
  readonly undecided: readonly Modifier[];
  readonly unsupported: readonly Modifier[];
}

/** The unit taken at `level` (or with no level option), in no Battlegroup in particular. */
export function selectionAt(
  parts: UnitParts,
  level: LevelOption | undefined,
  battlegroups: ReadonlySet<string>,
): Selection {
  const entries =
    level === undefined ? parts.fixed : [...parts.fixed, level.option, ...level.parts];
  return {
    entries,
    context: {
      selected: new Set(entries.flatMap((e) => e.ids)),
      options: new Set(parts.levels.flatMap((l) => l.option.ids)),
      battlegroups,
    },
  };
}

/**
 * Every visible profile of the selection: the entries' own, then those their
 * info links point at (with the links' modifiers), in the order of the entries.
 * Links to profiles in none of the files are returned by name.
 */
export function selectedProfiles(
  selection: Selection,
  index: DataIndex,
): { profiles: SelectedProfile[]; missing: string[] } {
  const profiles: SelectedProfile[] = [];
  const missing: string[] = [];
  for (const entry of selection.entries) {
    for (const profile of entry.profiles) {
      if (!profile.hidden) profiles.push({ profile, modifiers: profile.modifiers });
    }
    for (const link of entry.infoLinks) {
      if (link.type !== 'profile' || link.hidden) continue;
      const profile = index.profiles.get(link.targetId);
      if (profile === undefined) missing.push(link.name);
      else if (!profile.hidden) {
        profiles.push({
          profile: link.name.trim() === '' ? profile : { ...profile, name: link.name },
          modifiers: [...profile.modifiers, ...link.modifiers],
        });
      }
    }
  }
  return { profiles, missing };
}

/** A profile's characteristics after the modifiers that hold in the selection. */
export function modifiedCharacteristics(
  selected: SelectedProfile,
  context: SelectionContext,
): ModifiedCharacteristic[] {
  return selected.profile.characteristics.map((c) => ({
    ...c,
    ...modifiedValue(c.value, c.typeId, selected.modifiers, context),
  }));
}

/** The names of the rules the selection holds and links to (visible ones). */
export function selectedRuleNames(selection: Selection, index: DataIndex): string[] {
  return selection.entries.flatMap((entry) => [
    ...entry.rules.filter((r) => !r.hidden).map((r) => r.name),
    ...entry.infoLinks
      .filter((link) => link.type === 'rule')
      .map((link) => link.name.trim() || (index.rules.get(link.targetId)?.name ?? '')),
  ]);
}

/** The selection's Points: the sum of its entries' costs of the points cost types, after modifiers. */
export function selectedPoints(
  selection: Selection,
  pointsTypes: ReadonlySet<string>,
): { points?: number; undecided: readonly Modifier[]; unreadable: readonly string[] } {
  let points: number | undefined;
  const undecided: Modifier[] = [];
  const unreadable: string[] = [];
  for (const entry of selection.entries) {
    for (const cost of entry.costs) {
      if (!pointsTypes.has(cost.typeId)) continue;
      const modified = modifiedValue(cost.value, cost.typeId, entry.modifiers, selection.context);
      undecided.push(...modified.undecided);
      const value = Number(modified.value);
      if (!Number.isFinite(value)) unreadable.push(`${entry.name.trim()}: "${modified.value}"`);
      else points = (points ?? 0) + value;
    }
  }
  return { ...(points === undefined ? {} : { points }), undecided, unreadable };
}
