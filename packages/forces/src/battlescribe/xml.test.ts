import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DataError } from '@warroom/armoured-clash';
import fc from 'fast-check';
import { attribute, childrenNamed, elementsAt, parseXml } from './xml.js';

describe('XML reader', () => {
  it('reads elements, attributes, text, entities and CDATA, and skips comments and the declaration', () => {
    const root = parseXml(
      '\uFEFF<?xml version="1.0"?><a x="1&amp;2" y=\'&quot;q&quot;\'><!-- note --><b>6&quot; &#8221;</b><b/><c> t <![CDATA[<raw>]]></c></a>',
      'test.xml',
    );
    assert.equal(root.tag, 'a');
    assert.equal(attribute(root, 'x'), '1&2');
    assert.equal(attribute(root, 'y'), '"q"');
    assert.equal(attribute(root, 'missing', 'fallback'), 'fallback');
    assert.deepEqual(
      childrenNamed(root, 'b').map((b) => b.text),
      ['6" ”', ''],
    );
    assert.equal(elementsAt(root, 'c')[0]?.text, ' t <raw>');
  });

  it('elementsAt follows a path of tags through every match', () => {
    const root = parseXml(
      '<e><profiles><profile n="1"/><profile n="2"/></profiles><profiles><profile n="3"/></profiles></e>',
      'x',
    );
    assert.deepEqual(
      elementsAt(root, 'profiles', 'profile').map((p) => attribute(p, 'n')),
      ['1', '2', '3'],
    );
  });

  it('text that is not well-formed XML is a DataError with the file, line and column', () => {
    assert.throws(
      () => parseXml('<catalogue>\n  <selectionEntries>\n</catalogue>', 'Crown.cat'),
      (error: unknown) => {
        assert.ok(error instanceof DataError);
        assert.match(error.message, /^Crown\.cat: not well-formed XML \(line 3, column \d+\): /);
        return true;
      },
    );
    assert.throws(() => parseXml('', 'empty.cat'), /^DataError: empty\.cat: not well-formed XML/);
  });

  it('attribute values come back exactly, whatever characters they hold (property)', () => {
    const escape = (s: string): string =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'Z', '7', ' ', '&', '<', '>', '"', "'", '”', '/') }),
        (value) => {
          const root = parseXml(`<e v="${escape(value)}"/>`, 'x');
          assert.equal(attribute(root, 'v'), value);
        },
      ),
    );
  });
});
