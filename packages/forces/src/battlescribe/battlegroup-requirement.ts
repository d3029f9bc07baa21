import { TARGET_CATEGORY_NAMES } from '../orbat/names.js';
import type { BattlegroupJson, UnitJson } from '../orbat/orbat-schema.js';
import { COMMANDER, UNIT_TYPE_NAMES, hasTraitNamed } from '../orbat/vocabulary.js';
import type { CategoryLink, Constraint } from './data-model.js';
import { sameWords, targetCategoryNamed, unitTypesNamed } from './game-words.js';

export type RequirementJson = BattlegroupJson['requirements'][number];

/** A unit as a Battlegroup sees it: its profile and its primary category there. */
export interface Candidate {
  readonly unit: UnitJson;
  readonly primary: string | undefined;
}

/** Every Trait of a profile (rulebook p.48): Faction, Unit Type, Target Category, the rest. */
export function traitsOf(unit: UnitJson, faction: string): string[] {
  return [
    faction,
    UNIT_TYPE_NAMES[unit.type],
    TARGET_CATEGORY_NAMES[unit.category],
    ...unit.traits,
  ];
}

/** Whether a requirement counts the unit: by Unit Type, Trait or id (docs/forces.md). */
export function requirementCounts(
  requirement: RequirementJson,
  unit: UnitJson,
  faction: string,
): boolean {
  return (
    (requirement.unitTypes?.includes(unit.type) ?? false) ||
    (requirement.traits?.some((t) => hasTraitNamed(traitsOf(unit, faction), t)) ?? false) ||
    (requirement.units?.includes(unit.id) ?? false)
  );
}

/** The least maximum and the greatest minimum of `selections` constraints. */
export function bounds(constraints: readonly Constraint[]): { min?: number; max?: number } {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of constraints) {
    if (c.type === 'min') min = Math.max(min ?? c.value, c.value);
    if (c.type === 'max') max = Math.min(max ?? c.value, c.value);
  }
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/**
 * What a Battlegroup's category counts, in the game's words when its name is
 * one: Unit Types (`Infantry`, `Cavalry/Armour`), a Trait the units have
 * (`Commander`, `Behemoth`, `Heavy`), else the units themselves. `members` are
 * the units BattleScribe places under the category in this Battlegroup (their
 * primary category); those the words do not count are added by id.
 */
export function requirementMatcher(
  name: string,
  members: readonly UnitJson[],
  units: readonly UnitJson[],
  faction: string,
): Omit<RequirementJson, 'min' | 'max'> | undefined {
  const types = unitTypesNamed(name);
  const target = targetCategoryNamed(name);
  const isTrait =
    sameWords(name, COMMANDER) || units.some((u) => u.traits.some((t) => sameWords(t, name)));
  const words =
    types !== undefined
      ? { unitTypes: types }
      : target !== undefined
        ? { traits: [TARGET_CATEGORY_NAMES[target]] }
        : isTrait
          ? { traits: [name] }
          : {};
  const extra = members.filter((u) => !requirementCounts(words, u, faction)).map((u) => u.id);
  const matcher = { ...words, ...(extra.length > 0 ? { units: extra } : {}) };
  return Object.keys(matcher).length === 0 ? undefined : matcher;
}

/** The constraints of a Battlegroup's category link that bound a count of units, and the rest. */
export function countConstraints(
  link: CategoryLink,
  categoryConstraints: readonly Constraint[],
): { counted: Constraint[]; other: Constraint[] } {
  const all = [...link.constraints, ...categoryConstraints];
  const counts = (c: Constraint): boolean =>
    c.field === 'selections' &&
    (c.type === 'min' || c.type === 'max') &&
    (c.scope === 'parent' || c.scope === 'force');
  return { counted: all.filter(counts), other: all.filter((c) => !counts(c)) };
}
