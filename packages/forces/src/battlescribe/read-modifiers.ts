import type { Condition, ConditionTree, Constraint, Modifier } from './data-model.js';
import { type XmlElement, attribute, elementsAt } from './xml.js';

/** The conditions under an element: its `<conditions>` and `<conditionGroups>`, joined by `and`. */
function conditionsOf(element: XmlElement, type: 'and' | 'or' = 'and'): ConditionTree {
  return {
    type,
    conditions: elementsAt(element, 'conditions', 'condition').map((c): Condition => ({
      type: attribute(c, 'type'),
      field: attribute(c, 'field'),
      scope: attribute(c, 'scope'),
      childId: attribute(c, 'childId'),
      value: Number(attribute(c, 'value', '0')),
    })),
    groups: elementsAt(element, 'conditionGroups', 'conditionGroup').map((group) =>
      conditionsOf(group, attribute(group, 'type') === 'or' ? 'or' : 'and'),
    ),
  };
}

function both(outer: ConditionTree, inner: ConditionTree): ConditionTree {
  if (outer.conditions.length === 0 && outer.groups.length === 0) return inner;
  return { type: 'and', conditions: [], groups: [outer, inner] };
}

function readModifier(element: XmlElement, outer: ConditionTree): Modifier {
  return {
    type: attribute(element, 'type'),
    field: attribute(element, 'field'),
    value: attribute(element, 'value'),
    when: both(outer, conditionsOf(element)),
    repeats: elementsAt(element, 'repeats', 'repeat').length > 0,
  };
}

/** The modifiers and modifier groups directly under `element`, each also subject to `when`. */
function modifiersUnder(element: XmlElement, when: ConditionTree): Modifier[] {
  return [
    ...elementsAt(element, 'modifiers', 'modifier').map((m) => readModifier(m, when)),
    ...elementsAt(element, 'modifierGroups', 'modifierGroup').flatMap((group) =>
      modifiersUnder(group, both(when, conditionsOf(group))),
    ),
  ];
}

const ALWAYS: ConditionTree = { type: 'and', conditions: [], groups: [] };

/** Every modifier of an element, modifier groups flattened into their modifiers. */
export function modifiersOf(element: XmlElement): Modifier[] {
  return modifiersUnder(element, ALWAYS);
}

/** The constraints (`<constraints><constraint>`) of an element. */
export function constraintsOf(element: XmlElement): Constraint[] {
  return elementsAt(element, 'constraints', 'constraint').map((c) => ({
    id: attribute(c, 'id'),
    type: attribute(c, 'type'),
    value: Number(attribute(c, 'value', '0')),
    field: attribute(c, 'field'),
    scope: attribute(c, 'scope'),
  }));
}
