import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { EVENT_KINDS } from './event-kinds.js';

const PROTOCOL = new URL('../../../../docs/protocol.md', import.meta.url);

/** The words docs/protocol.md's Events section writes as code: the kinds it names, and the fields it describes. */
function eventsSectionWords(): Set<string> {
  const text = readFileSync(PROTOCOL, 'utf8');
  const start = text.indexOf('\n## Events\n');
  const end = text.indexOf('\n## ', start + 1);
  assert.ok(start >= 0 && end > start, 'docs/protocol.md has an Events section');
  return new Set(Array.from(text.slice(start, end).matchAll(/`(\w+)`/g), (m) => m[1] ?? ''));
}

describe('the game protocol: every kind of event is documented (docs/protocol.md Events)', () => {
  it('the Events section names each kind of EVENT_KINDS', () => {
    const words = eventsSectionWords();
    assert.deepEqual(
      EVENT_KINDS.filter((kind) => !words.has(kind)),
      [],
    );
  });

  it('each kind is listed once', () => {
    assert.equal(new Set(EVENT_KINDS).size, EVENT_KINDS.length);
  });
});
