import type {
  CategoryEntry,
  Cost,
  DataFile,
  EntryNode,
  ForceEntry,
  Profile,
  Rule,
} from './data-model.js';

/** Everything with an id in the given files, for links and conditions to find. */
export interface DataIndex {
  readonly files: readonly DataFile[];
  readonly entries: ReadonlyMap<string, EntryNode>;
  readonly profiles: ReadonlyMap<string, Profile>;
  readonly rules: ReadonlyMap<string, Rule>;
  readonly categories: ReadonlyMap<string, CategoryEntry>;
  readonly forceEntries: ReadonlyMap<string, ForceEntry>;
  /** The name of everything with an id (entries, links, force entries, categories), for messages. */
  readonly names: ReadonlyMap<string, string>;
}

/** An entry with its links followed: the target's content plus the link's own. */
export interface ResolvedEntry extends EntryNode {
  /** The ids a roster or condition may use for it: the link's (when there is one) and the entry's. */
  readonly ids: readonly string[];
}

function addFirst<T>(map: Map<string, T>, id: string, value: T): void {
  if (id !== '' && !map.has(id)) map.set(id, value);
}

function indexEntries(
  nodes: readonly EntryNode[],
  index: Map<string, EntryNode>,
  names: Map<string, string>,
): void {
  for (const node of nodes) {
    if (node.kind !== 'entryLink') addFirst(index, node.id, node);
    addFirst(names, node.id, node.name);
    indexEntries(node.children, index, names);
  }
}

function indexForceEntries(entries: readonly ForceEntry[], index: Map<string, ForceEntry>): void {
  for (const entry of entries) {
    addFirst(index, entry.id, entry);
    indexForceEntries(entry.forceEntries, index);
  }
}

function allProfiles(nodes: readonly EntryNode[]): Profile[] {
  return nodes.flatMap((node) => [...node.profiles, ...allProfiles(node.children)]);
}

function allRules(nodes: readonly EntryNode[]): Rule[] {
  return nodes.flatMap((node) => [...node.rules, ...allRules(node.children)]);
}

/** Indexes the files; where two files use one id, the first file given wins. */
export function indexDataFiles(files: readonly DataFile[]): DataIndex {
  const entries = new Map<string, EntryNode>();
  const profiles = new Map<string, Profile>();
  const rules = new Map<string, Rule>();
  const categories = new Map<string, CategoryEntry>();
  const forceEntries = new Map<string, ForceEntry>();
  const names = new Map<string, string>();
  for (const file of files) {
    const nodes = [...file.sharedEntries, ...file.rootEntries];
    indexEntries(nodes, entries, names);
    for (const p of [...file.sharedProfiles, ...allProfiles(nodes)]) addFirst(profiles, p.id, p);
    for (const r of [...file.sharedRules, ...allRules(nodes)]) addFirst(rules, r.id, r);
    for (const c of file.categoryEntries) addFirst(categories, c.id, c);
    indexForceEntries(file.forceEntries, forceEntries);
  }
  for (const [id, named] of [...categories, ...forceEntries]) addFirst(names, id, named.name);
  return { files, entries, profiles, rules, categories, forceEntries, names };
}

/** A link's costs replace its target's of the same cost type. */
function mergeCosts(target: readonly Cost[], link: readonly Cost[]): Cost[] {
  const linked = new Set(link.map((c) => c.typeId));
  return [...target.filter((c) => !linked.has(c.typeId)), ...link];
}

/**
 * Follows an entry link to its target (through links to links), merging what
 * the link adds; an entry that is not a link is returned as it is. A link whose
 * target is in none of the files gives undefined.
 */
export function resolveEntry(
  node: EntryNode,
  index: DataIndex,
  seen: ReadonlySet<string> = new Set(),
): ResolvedEntry | undefined {
  if (node.kind !== 'entryLink') return { ...node, ids: [node.id] };
  const target = index.entries.get(node.targetId);
  if (target === undefined || seen.has(node.id)) return undefined;
  const resolved = resolveEntry(target, index, new Set([...seen, node.id]));
  if (resolved === undefined) return undefined;
  return {
    ...resolved,
    name: node.name.trim() === '' ? resolved.name : node.name,
    hidden: node.hidden || resolved.hidden,
    profiles: [...resolved.profiles, ...node.profiles],
    rules: [...resolved.rules, ...node.rules],
    infoLinks: [...resolved.infoLinks, ...node.infoLinks],
    categoryLinks: [...resolved.categoryLinks, ...node.categoryLinks],
    costs: mergeCosts(resolved.costs, node.costs),
    constraints: [...resolved.constraints, ...node.constraints],
    modifiers: [...resolved.modifiers, ...node.modifiers],
    children: [...resolved.children, ...node.children],
    ids: [node.id, ...resolved.ids],
  };
}
