import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { jsonErrorOffset, lineAndColumn } from './json-error-position.js';
import { parseJsonBody } from './read-body.js';

describe('jsonErrorOffset', () => {
  it('finds where JSON text first goes wrong', () => {
    assert.equal(jsonErrorOffset('{"a":}'), 5);
    assert.equal(jsonErrorOffset('[1,2,]'), 5);
    assert.equal(jsonErrorOffset('{"a":1'), 6);
    assert.equal(jsonErrorOffset('{"a":1} x'), 8);
    assert.equal(jsonErrorOffset('nul'), 3);
    assert.equal(jsonErrorOffset('"tab\there"'), 4);
    assert.equal(jsonErrorOffset('01'), 1);
    assert.equal(jsonErrorOffset('{"a" 1}'), 5);
    assert.equal(jsonErrorOffset('"\\x"'), 2);
    assert.equal(jsonErrorOffset(''), 0);
  });

  it('accepts exactly what JSON.parse accepts', () => {
    fc.assert(
      fc.property(fc.json(), (text) => jsonErrorOffset(text) === undefined),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.json(),
        fc.nat(),
        fc.constantFrom('}', ',', ':', '"', 'x', ']'),
        (text, at, junk) => {
          const i = at % (text.length + 1);
          const broken = text.slice(0, i) + junk + text.slice(i);
          let valid = true;
          try {
            JSON.parse(broken);
          } catch {
            valid = false;
          }
          return (jsonErrorOffset(broken) === undefined) === valid;
        },
      ),
      { numRuns: 500 },
    );
  });

  it('says the line and column', () => {
    assert.deepEqual(lineAndColumn('{\n  "a": x', 9), { line: 2, column: 8 });
    assert.throws(() => parseJsonBody('{\n  "a": x}'), /line 2, column 8/);
    assert.throws(() => parseJsonBody('  '), /no body/);
    assert.deepEqual(parseJsonBody('\uFEFF{"a": 1}'), { a: 1 });
  });
});
