import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { idSchema } from '../orbat/orbat-schema.js';
import { idFromName, uniqueIds } from './ids.js';
import { cleanText, isDash, readCount, readInches, splitList } from './text.js';

describe('printed values', () => {
  it('splitList splits at commas outside parentheses and cleans quotes and spaces', () => {
    assert.deepEqual(
      splitList(
        'All Out Attack (3),Capacity (12), Chain of Command (12”),\n Boosted Propulsion (+3\n”\n)',
      ),
      ['All Out Attack (3)', 'Capacity (12)', 'Chain of Command (12")', 'Boosted Propulsion (+3")'],
    );
    assert.deepEqual(splitList('-'), []);
    assert.deepEqual(splitList(''), []);
    assert.deepEqual(splitList('Carrier (Gun Carriage, Tractor); Static'), [
      'Carrier (Gun Carriage, Tractor)',
      'Static',
    ]);
  });

  it('splitList gives back items joined by commas (property)', () => {
    const item = fc
      .string({ unit: fc.constantFrom('a', 'B', ' ', '(', ')', '1', '&'), minLength: 1 })
      .map(cleanText)
      .filter((s) => s !== '' && !/[()]/.test(s) && !isDash(s));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), (items) => {
        assert.deepEqual(splitList(items.join(', ')), items);
      }),
    );
  });

  it('numbers and inches as printed; a dash is no value', () => {
    assert.equal(readInches('6"'), 6);
    assert.equal(readInches('6”'), 6);
    assert.equal(readInches('7.5 "'), 7.5);
    assert.equal(readInches('-"'), undefined);
    assert.equal(readCount('12'), 12);
    assert.equal(readCount('1.5'), undefined);
    assert.ok(isDash('-"') && isDash(' – ') && isDash(''));
    assert.ok(!isDash('0'));
  });
});

describe('ids from names', () => {
  it('lower-case words joined by hyphens', () => {
    assert.equal(idFromName("The Queen's Champion", 'unit'), 'the-queens-champion');
    assert.equal(idFromName('Hit & Run  Squadron', 'unit'), 'hit-and-run-squadron');
    assert.equal(idFromName('Königsgarde', 'unit'), 'konigsgarde');
    assert.equal(idFromName('!!!', 'unit'), 'unit');
  });

  it('are always valid ORBAT ids, and each name gets its own (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 8 }), (names) => {
        const next = uniqueIds('unit');
        const ids = names.map(next);
        for (const id of ids) assert.ok(idSchema.safeParse(id).success, id);
        assert.equal(new Set(ids).size, ids.length);
      }),
    );
  });
});
