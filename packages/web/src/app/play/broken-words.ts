import type { BrokenGame } from './game-types.js';

/**
 * What the Play page says of a stored game the engine no longer replays to its
 * end (docs/protocol.md, Records): the decision refused, counted from 1 as the
 * log shows them, the rule it breaks and the engine's own message, which says
 * when the rules have changed since the game was made.
 */
export function brokenWords(broken: BrokenGame): string {
  return `This game is broken: the engine refused its stored decision ${broken.index + 1} (${broken.rule}): ${broken.message}`;
}
