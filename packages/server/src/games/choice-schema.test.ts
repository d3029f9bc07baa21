import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseChoice } from './choice-schema.js';

describe('parseChoice', () => {
  it('accepts well-formed choices as they are', () => {
    for (const choice of [
      { kind: 'deploy', unit: 'a-1', at: [3, 4.5], facing: 90 },
      { kind: 'discard', cards: [] },
      { kind: 'giveInitiative', to: 'b' },
      { kind: 'charge', target: 'b-2', at: [1, 1], facing: -45 },
      // docs/protocol.md Commands and Interference: a Command issued with the choice.
      { kind: 'rangedAttack', target: 'b-2', command: 4 },
      { kind: 'doubleTime', at: [2, 3], facing: 0, command: 1 },
      // glossary: Soar (X") and Overcharge, Precision: fields the engine checks itself.
      { kind: 'activate', unit: 'a-1', soar: true },
      { kind: 'rangedAttack', target: 'b-2', overcharge: true, precision: ['b-2#3'] },
      { kind: 'closeQuartersAttack', precision: ['b-2#1'] },
    ]) {
      assert.deepEqual(parseChoice(choice), { choice });
    }
  });

  it('says where a known kind is malformed', () => {
    const parsed = parseChoice({ kind: 'advance', at: [1, Number.NaN], facing: 0 });
    assert.ok('issues' in parsed);
    assert.deepEqual(parsed.issues.map((i) => i.path.join('.')).sort(), ['at.1']);
    assert.ok('issues' in parseChoice(null));
    assert.ok('issues' in parseChoice({ kind: 7 }));
  });

  it('passes a kind it does not know on to the engine', () => {
    assert.deepEqual(parseChoice({ kind: 'commandCard', card: 3 }), {
      choice: { kind: 'commandCard', card: 3 },
    });
  });
});
