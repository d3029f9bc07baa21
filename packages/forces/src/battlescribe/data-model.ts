// The parts of BattleScribe's data files (.gst game systems, .cat catalogues)
// that an ORBAT is made of, as read from their XML. Names follow the format's own
// element names, so that a warning can point at what an author edited.

/** A test of a condition: `greaterThan 0 selections of <childId> in <scope>`, `instanceOf ...`. */
export interface Condition {
  readonly type: string;
  readonly field: string;
  readonly scope: string;
  readonly childId: string;
  readonly value: number;
}

/** Conditions joined by `and` or `or`, with nested groups. An empty `and` always holds. */
export interface ConditionTree {
  readonly type: 'and' | 'or';
  readonly conditions: readonly Condition[];
  readonly groups: readonly ConditionTree[];
}

/**
 * A change to a field of the element that holds it (a characteristic by its
 * type id, a constraint by its id, a cost by its type id, `category`, `hidden`,
 * `name`), applied when its conditions hold. Modifier groups are flattened: their
 * conditions are joined to each modifier's.
 */
export interface Modifier {
  readonly type: string;
  readonly field: string;
  readonly value: string;
  readonly when: ConditionTree;
  /** The modifier repeats per count of something (`<repeats>`): only a roster can say how often. */
  readonly repeats: boolean;
}

/** A minimum or maximum, e.g. `max 1 selections in force`. */
export interface Constraint {
  readonly id: string;
  readonly type: string;
  readonly value: number;
  readonly field: string;
  readonly scope: string;
}

export interface Cost {
  readonly name: string;
  readonly typeId: string;
  readonly value: string;
}

export interface Characteristic {
  readonly name: string;
  readonly typeId: string;
  readonly value: string;
}

export interface Profile {
  readonly id: string;
  readonly name: string;
  readonly typeId: string;
  readonly typeName: string;
  readonly hidden: boolean;
  readonly characteristics: readonly Characteristic[];
  readonly modifiers: readonly Modifier[];
}

export interface Rule {
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
}

/** A link to a shared profile or rule (`type` "profile", "rule" or "infoGroup"). */
export interface InfoLink {
  readonly id: string;
  readonly name: string;
  readonly targetId: string;
  readonly type: string;
  readonly hidden: boolean;
  readonly modifiers: readonly Modifier[];
}

export interface CategoryLink {
  readonly id: string;
  readonly name: string;
  readonly targetId: string;
  readonly primary: boolean;
  readonly constraints: readonly Constraint[];
}

/**
 * A selection entry, a selection entry group, or an entry link to either. A
 * link carries its own name, profiles, costs, constraints and modifiers, which
 * add to (or, for the name, replace) its target's.
 */
export interface EntryNode {
  readonly kind: 'selectionEntry' | 'selectionEntryGroup' | 'entryLink';
  readonly id: string;
  readonly name: string;
  /** unit, model or upgrade for an entry; the target's kind for a link; '' for a group. */
  readonly type: string;
  /** The linked entry's id (links only, else ''). */
  readonly targetId: string;
  readonly hidden: boolean;
  /** False for a game system's root entry that catalogues do not import (`import="false"`). */
  readonly importable: boolean;
  readonly profiles: readonly Profile[];
  readonly rules: readonly Rule[];
  readonly infoLinks: readonly InfoLink[];
  readonly categoryLinks: readonly CategoryLink[];
  readonly costs: readonly Cost[];
  readonly constraints: readonly Constraint[];
  readonly modifiers: readonly Modifier[];
  /** Child entries, links and groups. */
  readonly children: readonly EntryNode[];
  /** A group's default entry (groups only, else ''). */
  readonly defaultEntryId: string;
}

export interface CategoryEntry {
  readonly id: string;
  readonly name: string;
  readonly constraints: readonly Constraint[];
}

/** A force entry: in Armoured Clash catalogues, a Battlegroup. */
export interface ForceEntry {
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
  readonly categoryLinks: readonly CategoryLink[];
  readonly constraints: readonly Constraint[];
  readonly modifiers: readonly Modifier[];
  readonly forceEntries: readonly ForceEntry[];
}

export interface CostType {
  readonly id: string;
  readonly name: string;
}

export interface CatalogueLink {
  readonly targetId: string;
  readonly name: string;
  readonly importRootEntries: boolean;
}

/** A game system (.gst) or catalogue (.cat). */
export interface DataFile {
  readonly kind: 'gameSystem' | 'catalogue';
  readonly id: string;
  readonly name: string;
  readonly revision: string;
  /** A catalogue's game system ('' for a game system). */
  readonly gameSystemId: string;
  /** A library catalogue only holds shared entries for others to link to. */
  readonly library: boolean;
  readonly categoryEntries: readonly CategoryEntry[];
  readonly costTypes: readonly CostType[];
  /** The entries a roster can select at the top of a force: selection entries and entry links. */
  readonly rootEntries: readonly EntryNode[];
  /** Shared selection entries and groups, for links. */
  readonly sharedEntries: readonly EntryNode[];
  readonly sharedProfiles: readonly Profile[];
  readonly sharedRules: readonly Rule[];
  readonly forceEntries: readonly ForceEntry[];
  readonly catalogueLinks: readonly CatalogueLink[];
}
