import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { point } from '@warroom/engine';
import { aRoundPiece, aTable } from '../testing/table-fixture.js';
import { unitSize, wreckOf } from './sizes.js';

describe('rulebook p.40 Mixed Sizes', () => {
  const hill = aRoundPiece('hill', point(10, 10), 3, 2, ['hill']);
  const squad = (more: ReturnType<typeof point>[]) =>
    ({ id: 'U', side: 'a', at: point(10, 10), facing: 0, size: 1, more }) as const;

  it('a unit takes the Size of the majority of its models', () => {
    assert.equal(unitSize(aTable([squad([point(11, 10), point(30, 30)])], [hill]), 'U'), 3);
    assert.equal(unitSize(aTable([squad([point(30, 30), point(32, 30)])], [hill]), 'U'), 1);
  });

  it('on a tie, the lower Size', () => {
    assert.equal(unitSize(aTable([squad([point(30, 30)])], [hill]), 'U'), 1);
  });
});

describe('rulebook p.35 Wrecks', () => {
  it('a wreck is Blocking Terrain where the model stood', () => {
    const table = aTable([{ id: 'L', side: 'a', at: point(10, 10), facing: 0 }]);
    const wreck = wreckOf(table.models[0]!, 4);
    assert.deepEqual(wreck.features, ['blocking']);
    assert.equal(wreck.size, 4);
    assert.equal(wreck.area, table.models[0]!.footprint);
  });
});
