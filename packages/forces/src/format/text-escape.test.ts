import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { escapeText, unescapeText } from './text-escape.js';

describe('free text on one line of a printed force list (rulebook p.56 Writing a Force List)', () => {
  it('writes line breaks as \\n and \\r, and doubles a backslash only where it would be read as one', () => {
    assert.equal(escapeText('first wave\nsecond wave'), 'first wave\\nsecond wave');
    assert.equal(escapeText('a\r\nb'), 'a\\r\\nb');
    assert.equal(escapeText('C:\\maps'), 'C:\\maps');
    assert.equal(escapeText('C:\\notes'), 'C:\\\\notes');
    assert.equal(escapeText('ends in \\'), 'ends in \\');
    assert.equal(unescapeText('C:\\\\notes and C:\\maps\\n'), 'C:\\notes and C:\\maps\n');
  });

  it('reads back every text exactly, and never writes a line break', () => {
    const text = fc.string({
      unit: fc.oneof(fc.constantFrom('\\', 'n', 'r', '\n', '\r', ' '), fc.string({ maxLength: 1 })),
    });
    fc.assert(
      fc.property(text, (s) => {
        const line = escapeText(s);
        assert.ok(!line.includes('\n') && !line.includes('\r'));
        assert.equal(unescapeText(line), s);
      }),
    );
  });
});
