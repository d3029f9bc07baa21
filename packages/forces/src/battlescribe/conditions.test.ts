import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  type SelectionContext,
  decideCondition,
  decideConditions,
  describeConditions,
} from './conditions.js';
import type { Condition, ConditionTree } from './data-model.js';
import { modifiedValue } from './modifiers.js';

/** A unit taken at its Reinforced level (link `l-reinf` to entry `reinforced`) in Battlegroup `bg-1`. */
const CONTEXT: SelectionContext = {
  selected: new Set(['unit', 'l-reinf', 'reinforced']),
  options: new Set(['l-basic', 'basic', 'l-reinf', 'reinforced']),
  battlegroups: new Set(['bg-1', 'bg-2']),
  battlegroup: 'bg-1',
};

function condition(type: string, childId: string, scope = 'parent', value = 0): Condition {
  return { type, field: 'selections', scope, childId, value };
}

function tree(type: 'and' | 'or', ...conditions: Condition[]): ConditionTree {
  return { type, conditions, groups: [] };
}

describe('BattleScribe conditions, decided for one way of taking a unit', () => {
  it('counts of the level options are known within the unit', () => {
    assert.equal(decideCondition(condition('greaterThan', 'reinforced'), CONTEXT), true);
    assert.equal(decideCondition(condition('greaterThan', 'l-basic'), CONTEXT), false);
    assert.equal(decideCondition(condition('equalTo', 'basic'), CONTEXT), true);
    assert.equal(decideCondition(condition('atLeast', 'l-reinf', 'unit', 1), CONTEXT), true);
    assert.equal(decideCondition(condition('lessThan', 'reinforced', 'self', 1), CONTEXT), false);
  });

  it('Battlegroups are known when the context names one; counts across the roster are not', () => {
    assert.equal(decideCondition(condition('instanceOf', 'bg-1', 'ancestor', 1), CONTEXT), true);
    assert.equal(decideCondition(condition('notInstanceOf', 'bg-2', 'ancestor', 1), CONTEXT), true);
    const nowhere: SelectionContext = {
      selected: CONTEXT.selected,
      options: CONTEXT.options,
      battlegroups: CONTEXT.battlegroups,
    };
    assert.equal(
      decideCondition(condition('instanceOf', 'bg-1', 'ancestor', 1), nowhere),
      undefined,
    );
    assert.equal(
      decideCondition(condition('greaterThan', 'reinforced', 'roster'), CONTEXT),
      undefined,
    );
    assert.equal(decideCondition(condition('greaterThan', 'elsewhere'), CONTEXT), undefined);
    assert.equal(
      decideCondition({ ...condition('greaterThan', 'basic'), field: 'pts' }, CONTEXT),
      undefined,
    );
  });

  it('and / or follow three-valued logic (property)', () => {
    const leaf = fc.constantFrom(
      condition('greaterThan', 'reinforced'),
      condition('greaterThan', 'basic'),
      condition('greaterThan', 'elsewhere'),
    );
    fc.assert(
      fc.property(
        fc.array(leaf, { maxLength: 5 }),
        fc.constantFrom<'and' | 'or'>('and', 'or'),
        (leaves, type) => {
          const results = leaves.map((c) => decideCondition(c, CONTEXT));
          const decided = decideConditions(tree(type, ...leaves), CONTEXT);
          const decisive = type === 'or';
          if (results.includes(decisive)) assert.equal(decided, decisive);
          else if (results.includes(undefined)) assert.equal(decided, undefined);
          else assert.equal(decided, !decisive);
        },
      ),
    );
  });

  it('modifiers apply in order where their conditions hold, and the rest are undecided', () => {
    const when = (c: Condition): ConditionTree => tree('and', c);
    const always = tree('and');
    const atBasic = {
      type: 'set',
      field: 'models',
      value: '4',
      when: when(condition('greaterThan', 'basic')),
      repeats: false,
    };
    const modifiers = [
      atBasic,
      {
        type: 'set',
        field: 'models',
        value: '8',
        when: when(condition('greaterThan', 'reinforced')),
        repeats: false,
      },
      { type: 'increment', field: 'models', value: '2', when: always, repeats: false },
      {
        type: 'increment',
        field: 'models',
        value: '1',
        when: when(condition('greaterThan', 'elsewhere')),
        repeats: false,
      },
      { type: 'multiply', field: 'models', value: '3', when: always, repeats: false },
      { type: 'set', field: 'other', value: 'x', when: always, repeats: false },
    ];
    const result = modifiedValue('', 'models', modifiers, CONTEXT);
    const repeating = { ...atBasic, repeats: true };
    assert.deepEqual(modifiedValue('', 'models', [repeating], CONTEXT).undecided, [repeating]);
    assert.equal(result.value, '10');
    assert.deepEqual(result.undecided, [modifiers[3]]);
    assert.deepEqual(result.unsupported, [modifiers[4]]);
    assert.equal(
      modifiedValue(
        '6"',
        'speed',
        [{ type: 'increment', field: 'speed', value: '2', when: always, repeats: false }],
        CONTEXT,
      ).value,
      '8"',
    );
  });

  it('describes conditions with the names of what they test', () => {
    const names = new Map([['bg-1', 'Faction Battlegroup']]);
    assert.equal(
      describeConditions(
        {
          type: 'or',
          conditions: [condition('instanceOf', 'bg-1')],
          groups: [tree('and', condition('atLeast', 'x', 'roster', 1))],
        },
        names,
      ),
      'in "Faction Battlegroup" or (selections of "x" in roster atLeast 1)',
    );
    assert.equal(describeConditions(tree('and'), names), 'always');
  });
});
