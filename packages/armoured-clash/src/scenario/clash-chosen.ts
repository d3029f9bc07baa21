import type { GameSetup } from '../game/army.js';
import { SELECT_A_CLASH } from '../game/select-clash/clash-draw.js';

/**
 * Why the setup's `clashChosen` (rulebook p.56 Select a Clash: "the General
 * who draws the highest card chooses a Clash") does not hold, or undefined
 * when it does or there is none: every card drawn is in its General's deck,
 * every pair but the last is a tie (equal Values draw again), the last pair's
 * highest card is the winner's, and the Clash chosen is the setup's `clash`.
 */
export function clashChosenProblem(setup: GameSetup): string | undefined {
  const chosen = setup.clashChosen;
  if (chosen === undefined) return undefined;
  if (chosen.clash !== setup.clash) {
    return `setup.clashChosen: the Clash chosen, ${chosen.clash}, is not the setup's clash (${setup.clash ?? 'none'}) (${SELECT_A_CLASH})`;
  }
  const decks = { a: setup.generals.a.deck, b: setup.generals.b.deck };
  const values: { a: number; b: number }[] = [];
  for (const [i, pair] of chosen.draws.entries()) {
    const a = decks.a.cards[pair.a]?.value;
    const b = decks.b.cards[pair.b]?.value;
    if (a === undefined || b === undefined) {
      const [side, card] = a === undefined ? ['a', pair.a] : ['b', pair.b];
      return `setup.clashChosen.draws[${i}]: side ${side}'s deck holds no card ${card} (${SELECT_A_CLASH})`;
    }
    values.push({ a, b });
  }
  const last = values.at(-1);
  if (last === undefined) return `setup.clashChosen.draws: no card was drawn (${SELECT_A_CLASH})`;
  if (values.slice(0, -1).some((pair) => pair.a !== pair.b)) {
    return `setup.clashChosen.draws: only equal Values draw again, yet an earlier pair was won (${SELECT_A_CLASH})`;
  }
  const winner = last.a > last.b ? 'a' : last.b > last.a ? 'b' : undefined;
  if (winner !== chosen.winner) {
    return `setup.clashChosen.winner: the last pair drawn (${last.a} against ${last.b}) is not won by side ${chosen.winner} (${SELECT_A_CLASH})`;
  }
  return undefined;
}
