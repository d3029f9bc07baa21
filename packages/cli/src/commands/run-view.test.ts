import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { main } from '../main.js';

const EXAMPLE = fileURLToPath(
  new URL('../../../../data/games/random-skirmish.json', import.meta.url),
);

function lastLines(...args: string[]): string[] {
  const out: string[] = [];
  const code = main(
    ['run', EXAMPLE, ...args],
    (t) => out.push(t),
    () => undefined,
  );
  assert.equal(code, 0);
  return out.join('\n').split('\n').slice(-3);
}

describe("warroom run --as as text: one General's view (rulebook p.18: the hand is hidden)", () => {
  it("rulebook p.18: after choice 21 (Round 2), General A sees the Values of their own hand, only counts of B's cards, and the next decision, which is theirs", () => {
    assert.deepEqual(lastLines('--until', '21', '--as', 'a'), [
      'as General A: hand of Values 11, 9, 8, 3; 4 in hand, 18 in the deck, 2 discarded',
      'General B: 4 in hand, 18 in the deck, 2 discarded',
      'next: General A decides: Activate a Ready unit (rulebook p.22)',
    ]);
  });

  it("rulebook p.18: General B's view at the same point shows B's hand and not A's, and no next decision (it is A's)", () => {
    assert.deepEqual(lastLines('--until', '21', '--as', 'b'), [
      'after 21 choices: Round 2, activation; VP A 0, B 0',
      'as General B: hand of Values 1, 8, 2, 5; 4 in hand, 18 in the deck, 2 discarded',
      'General A: 4 in hand, 18 in the deck, 2 discarded',
    ]);
  });
});
