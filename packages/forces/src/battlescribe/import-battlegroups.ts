import type { BattlegroupJson, UnitJson } from '../orbat/orbat-schema.js';
import { COMMANDER } from '../orbat/vocabulary.js';
import {
  type RequirementJson,
  bounds,
  countConstraints,
  requirementCounts,
  requirementMatcher,
} from './battlegroup-requirement.js';
import type { CategoryLink, ForceEntry } from './data-model.js';
import { battlegroupKindNamed, sameWords } from './game-words.js';
import type { CatalogueScope, ImportedUnit } from './import-unit.js';
import { cleanText } from './text.js';

/** A unit with its final ORBAT id, and what the import knows of it. */
export interface PlacedUnit {
  readonly json: UnitJson;
  readonly imported: ImportedUnit;
}

/** Force entries with their nested ones after them (BattleScribe sub-forces). */
function flatten(entries: readonly ForceEntry[]): ForceEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.forceEntries)]);
}

function isCommander(requirement: RequirementJson): boolean {
  return requirement.traits?.some((t) => sameWords(t, COMMANDER)) ?? false;
}

/** One category link of a force entry as a requirement, or undefined when nothing joins through it. */
function requirementOf(
  entry: ForceEntry,
  link: CategoryLink,
  units: readonly PlacedUnit[],
  scope: CatalogueScope,
  warn: (message: string) => void,
): RequirementJson | undefined {
  const category = scope.index.categories.get(link.targetId);
  const name = cleanText(category?.name ?? link.name);
  const { counted, other } = countConstraints(link, category?.constraints ?? []);
  for (const c of other) {
    warn(
      `the constraint "${c.type} ${c.value} ${c.field} in ${c.scope}" on "${name}" has no place in the ORBAT format: not imported`,
    );
  }
  const limits = bounds(counted);
  if (limits.min !== undefined && limits.max !== undefined && limits.min > limits.max) {
    warn(
      `"${name}" has a minimum of ${limits.min} above its maximum of ${limits.max}: the minimum is lowered to ${limits.max}`,
    );
    limits.min = limits.max;
  }
  const available = units.filter((u) => !u.imported.hiddenIn(entry.id));
  const members = available
    .filter((u) => u.imported.categories.primaryIn(entry.id) === link.targetId)
    .map((u) => u.json);
  const constrained = limits.min !== undefined || limits.max !== undefined;
  if (!constrained && members.length === 0) return undefined;
  const matcher = requirementMatcher(
    name,
    members,
    units.map((u) => u.json),
    scope.faction,
  );
  if (matcher === undefined) {
    if ((limits.min ?? 0) > 0) {
      warn(
        `"${name}" requires at least ${limits.min} unit(s), but no unit of the catalogue is one: the requirement is left out (the Battlegroup could never be complete)`,
      );
    }
    return undefined;
  }
  return { ...matcher, ...(constrained ? limits : { min: 0 }) };
}

/** rulebook p.49: every Battlegroup is led by a Commander; at least one, as the ORBAT checks require. */
function leadByCommander(
  requirements: RequirementJson[],
  warn: (message: string) => void,
): RequirementJson[] {
  const commander = requirements.find(isCommander);
  if (commander === undefined) {
    warn(
      'the source links no Commander category: Warroom requires exactly one Commander in every Battlegroup (rulebook p.49)',
    );
    return requirements;
  }
  if ((commander.min ?? 0) >= 1) return requirements;
  warn(
    `the source requires ${commander.min ?? 0} Commander(s): Warroom requires at least one in every Battlegroup (rulebook p.49)`,
  );
  return requirements.map((r) => (r === commander ? { ...r, min: 1 } : r));
}

/**
 * Imports a catalogue's force entries as Battlegroups. Each category link of a
 * force entry becomes a requirement (its min and max from the link's and the
 * category's constraints); the force entry's own maximum in the roster is the
 * Battlegroup's `maxPerForce`.
 */
export function importBattlegroups(
  forceEntries: readonly ForceEntry[],
  units: readonly PlacedUnit[],
  scope: CatalogueScope,
  idOf: (name: string) => string,
): { battlegroups: BattlegroupJson[]; ids: Map<string, string> } {
  const battlegroups: BattlegroupJson[] = [];
  const ids = new Map<string, string>();
  for (const entry of flatten(forceEntries)) {
    const name = cleanText(entry.name);
    const warn = (message: string): void =>
      scope.warn('battlegroup', `${scope.faction}: battlegroup "${name}"`, message);
    if (entry.forceEntries.length > 0)
      warn('nested force entries are imported as Battlegroups of their own');
    if (entry.hidden) {
      warn('hidden in BattleScribe (it cannot be selected): not imported');
      continue;
    }
    const found = entry.categoryLinks
      .map((link) => requirementOf(entry, link, units, scope, warn))
      .filter((r): r is RequirementJson => r !== undefined);
    const requirements = leadByCommander(found, warn);
    if (requirements.length === 0) {
      warn('no category of it takes any unit: not imported');
      continue;
    }
    const kind = battlegroupKindNamed(name);
    if (kind === undefined)
      warn(
        'its name says neither Faction, Auxiliary nor Heroic: imported as a Faction Battlegroup',
      );
    const own = bounds(entry.constraints.filter((c) => c.scope === 'roster'));
    for (const c of entry.constraints.filter((c) => c.scope !== 'roster' || c.type !== 'max')) {
      warn(
        `the constraint "${c.type} ${c.value} ${c.field} in ${c.scope}" has no place in the ORBAT format: not imported`,
      );
    }
    if (entry.modifiers.length > 0)
      warn(
        `${entry.modifiers.length} modifier(s) of the force entry depend on a roster: not applied`,
      );
    const id = idOf(name);
    ids.set(entry.id, id);
    battlegroups.push({
      id,
      name,
      kind: kind ?? 'faction',
      requirements,
      ...(own.max === undefined || own.max < 1 ? {} : { maxPerForce: own.max }),
      anyReinforcementLevel: false,
    });
  }
  return { battlegroups, ids };
}

/** Reports units that no Battlegroup takes (no requirement counts them). */
export function unitsNoBattlegroupTakes(
  units: readonly UnitJson[],
  battlegroups: readonly BattlegroupJson[],
  faction: string,
): UnitJson[] {
  return units.filter(
    (unit) =>
      !battlegroups.some((b) => b.requirements.some((r) => requirementCounts(r, unit, faction))),
  );
}
