import type { TargetCategory, UnitType } from '@warroom/armoured-clash';
import { type SelectionContext, decideConditions } from './conditions.js';
import type { DataIndex, ResolvedEntry } from './data-index.js';
import type { Modifier } from './data-model.js';
import { levelNamed, sameWords, targetCategoryNamed, unitTypesNamed } from './game-words.js';
import { cleanText } from './text.js';

/** A unit's categories read as the game's Traits (rulebook p.48). */
export interface UnitCategories {
  /** Every Unit Type its categories name (usually one), the primary category's first. */
  readonly types: readonly UnitType[];
  readonly targetCategories: readonly TargetCategory[];
  /** Traits besides Faction, Unit Type and Target Category, as the categories name them. */
  readonly traits: readonly string[];
  /** Its primary category in a Battlegroup (force entry), after the modifiers that hold there. */
  readonly primaryIn: (battlegroup: string) => string | undefined;
  /** Category modifiers that no Battlegroup decides. */
  readonly undecided: readonly Modifier[];
}

function categoryName(id: string, fallback: string, index: DataIndex): string {
  return cleanText(index.categories.get(id)?.name ?? fallback);
}

interface CategoryKind {
  readonly type?: UnitType;
  readonly target?: TargetCategory;
  readonly trait?: string;
}

/**
 * What kind of category a name is: a Unit Type, a group of them (`Cavalry/Armour`,
 * which only Battlegroups use), a Target Category, the faction, a Reinforcement
 * level, or else a Trait.
 */
function classify(name: string, faction: string): CategoryKind {
  const types = unitTypesNamed(name);
  const [type, ...more] = types ?? [];
  if (type !== undefined) return more.length === 0 ? { type } : {};
  const target = targetCategoryNamed(name);
  if (target !== undefined) return { target };
  if (sameWords(name, faction) || levelNamed(name) !== undefined) return {};
  return { trait: name };
}

/**
 * Reads a unit entry's category links and its category modifiers: those that
 * always add or remove a category are applied; a change of primary category is
 * decided per Battlegroup; the rest are returned as undecided.
 */
export function unitCategories(
  unit: ResolvedEntry,
  faction: string,
  index: DataIndex,
  context: SelectionContext,
): UnitCategories {
  const categoryModifiers = unit.modifiers.filter((m) => m.field === 'category');
  const always = (type: string): Modifier[] =>
    categoryModifiers.filter(
      (m) => m.type === type && !m.repeats && decideConditions(m.when, context) === true,
    );
  const added = always('add');
  const removed = always('remove');
  const links = [
    ...unit.categoryLinks.map((l) => ({ id: l.targetId, name: l.name, primary: l.primary })),
    ...added.map((m) => ({ id: m.value, name: m.value, primary: false })),
  ].filter((link) => !removed.some((m) => m.value === link.id));
  const types: UnitType[] = [];
  const targetCategories: TargetCategory[] = [];
  const traits: string[] = [];
  const ordered = [...links.filter((l) => l.primary), ...links.filter((l) => !l.primary)];
  for (const link of ordered) {
    const kind = classify(categoryName(link.id, link.name, index), faction);
    if (kind.type !== undefined && !types.includes(kind.type)) types.push(kind.type);
    if (kind.target !== undefined && !targetCategories.includes(kind.target)) {
      targetCategories.push(kind.target);
    }
    const { trait } = kind;
    if (trait !== undefined && !traits.some((t) => sameWords(t, trait))) traits.push(trait);
  }
  const primary = unit.categoryLinks.find((l) => l.primary)?.targetId;
  const primaryModifiers = categoryModifiers.filter(
    (m) => m.type === 'set-primary' || m.type === 'unset-primary',
  );
  const undecided = new Set<Modifier>(
    categoryModifiers.filter((m) => !added.includes(m) && !removed.includes(m)),
  );
  const primaryIn = (battlegroup: string): string | undefined => {
    let chosen = primary;
    for (const m of primaryModifiers) {
      if (m.repeats || decideConditions(m.when, { ...context, battlegroup }) !== true) continue;
      chosen = m.type === 'set-primary' ? m.value : undefined;
    }
    return chosen;
  };
  for (const m of primaryModifiers) {
    const decided = [...context.battlegroups].some(
      (battlegroup) => decideConditions(m.when, { ...context, battlegroup }) !== undefined,
    );
    if (decided && !m.repeats) undecided.delete(m);
  }
  return {
    types,
    targetCategories,
    traits,
    primaryIn,
    undecided: [...undecided],
  };
}
