import type { Condition, ConditionTree } from './data-model.js';

/**
 * One way of taking a unit, as a roster would: the entries selected in it, and
 * the Battlegroup (force entry) it is in, when the question depends on it.
 * Conditions are decided against this; what it does not say stays unknown.
 */
export interface SelectionContext {
  /** Ids (entry and link ids) of what is selected: the unit, its fixed parts, the chosen level. */
  readonly selected: ReadonlySet<string>;
  /** Ids of the options the import chooses between (every level option): their counts are known. */
  readonly options: ReadonlySet<string>;
  /** Ids of every force entry (Battlegroup) of the files. */
  readonly battlegroups: ReadonlySet<string>;
  /** The force entry the unit is taken in, if known. */
  readonly battlegroup?: string;
}

/** Scopes within which a count of a unit's own selections is known. */
const WITHIN_UNIT = new Set(['self', 'parent', 'ancestor', 'unit', 'primary-category']);

const COMPARE: Readonly<Record<string, (count: number, value: number) => boolean>> = {
  equalTo: (c, v) => c === v,
  notEqualTo: (c, v) => c !== v,
  greaterThan: (c, v) => c > v,
  lessThan: (c, v) => c < v,
  atLeast: (c, v) => c >= v,
  atMost: (c, v) => c <= v,
};

function instanceOf(condition: Condition, context: SelectionContext): boolean | undefined {
  if (context.battlegroups.has(condition.childId)) {
    return context.battlegroup === undefined
      ? undefined
      : context.battlegroup === condition.childId;
  }
  return context.selected.has(condition.childId) ? true : undefined;
}

function count(condition: Condition, context: SelectionContext): number | undefined {
  if (condition.field !== 'selections') return undefined;
  const { childId, scope } = condition;
  const counted = context.options.has(childId) || context.selected.has(childId);
  const inUnit = WITHIN_UNIT.has(scope) || context.selected.has(scope);
  if (!counted || !inUnit) return undefined;
  return context.selected.has(childId) ? 1 : 0;
}

/** Whether a condition holds for the selection, or undefined when only a roster could say. */
export function decideCondition(
  condition: Condition,
  context: SelectionContext,
): boolean | undefined {
  if (condition.type === 'instanceOf' || condition.type === 'notInstanceOf') {
    const is = instanceOf(condition, context);
    return is === undefined ? undefined : is === (condition.type === 'instanceOf');
  }
  const compare = COMPARE[condition.type];
  const n = count(condition, context);
  return compare === undefined || n === undefined ? undefined : compare(n, condition.value);
}

/** Three-valued `and` / `or` over a tree of conditions. */
export function decideConditions(
  tree: ConditionTree,
  context: SelectionContext,
): boolean | undefined {
  const results = [
    ...tree.conditions.map((c) => decideCondition(c, context)),
    ...tree.groups.map((g) => decideConditions(g, context)),
  ];
  const decisive = tree.type === 'and' ? false : true;
  if (results.includes(decisive)) return decisive;
  return results.includes(undefined) ? undefined : !decisive;
}

function describeCondition(condition: Condition, names: ReadonlyMap<string, string>): string {
  const child = names.get(condition.childId) ?? condition.childId;
  if (condition.type === 'instanceOf' || condition.type === 'notInstanceOf') {
    return `${condition.type === 'instanceOf' ? 'in' : 'not in'} "${child}"`;
  }
  return `${condition.field} of "${child}" in ${condition.scope} ${condition.type} ${condition.value}`;
}

/** The conditions as words, naming the entries and Battlegroups they test. */
export function describeConditions(
  tree: ConditionTree,
  names: ReadonlyMap<string, string>,
): string {
  const parts = [
    ...tree.conditions.map((c) => describeCondition(c, names)),
    ...tree.groups.map((g) => `(${describeConditions(g, names)})`),
  ];
  return parts.length === 0 ? 'always' : parts.join(` ${tree.type} `);
}
