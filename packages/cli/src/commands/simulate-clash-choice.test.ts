import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SAMPLE_ORBATS_DIR } from '@warroom/forces';
import { drawClash, drawForClashChoice } from '@warroom/armoured-clash';
import { main } from '../main.js';
import { SAMPLE_DECK_PATH } from '../sample-deck.js';
import { matchSetup } from '../simulate/match.js';
import { SAMPLE_FORCE_A, SAMPLE_FORCE_B } from './simulate.js';

async function simulate(...args: string[]): Promise<{ code: number; text: string }> {
  const out: string[] = [];
  const code = await main(
    ['simulate', ...args],
    (t) => out.push(t),
    () => undefined,
  );
  return { code, text: out.join('\n') };
}

/** The card draw of p.56 for the sample lists' decks, from `seed`. */
function drawOf(seed: string) {
  const { setup } = matchSetup({
    clash: 'pitchedBattle',
    forceA: SAMPLE_FORCE_A,
    forceB: SAMPLE_FORCE_B,
    orbats: SAMPLE_ORBATS_DIR,
    deck: SAMPLE_DECK_PATH,
    botA: 'random',
    botB: 'heuristic',
    seed,
  });
  return drawForClashChoice(seed, { a: setup.generals.a.deck, b: setup.generals.b.deck });
}

describe('warroom simulate: rulebook p.56 Select a Clash, --clash chosen', () => {
  it("rulebook p.56 Select a Clash: --clash chosen has the winner of the card draw choose (seed 2: A wins, A's random bot draws Find the Lady from the seed), and the game is played to its end", async () => {
    assert.equal(drawOf('2').winner, 'a');
    const { code, text } = await simulate(
      ...['--games', '1', '--seed', '2', '--bot-a', 'random', '--bot-b', 'heuristic'],
      ...['--clash', 'chosen', '--workers', '1', '--json'],
    );
    assert.equal(code, 0);
    const report = JSON.parse(text) as { clashChoice: { winner: string; clash: string } };
    assert.deepEqual(report.clashChoice, {
      draws: drawOf('2').draws,
      winner: 'a',
      clash: 'findTheLady',
    });
    assert.equal(drawClash('2:clash-choice'), 'findTheLady');
  });

  it('rulebook p.56 Select a Clash: the heuristic bot that wins the draw (seed 1: B wins) chooses Pitched Battle, and the report says who chose', async () => {
    assert.equal(drawOf('1').winner, 'b');
    const { code, text } = await simulate(
      ...['--games', '1', '--seed', '1', '--bot-a', 'random', '--bot-b', 'heuristic'],
      ...['--clash', 'chosen', '--workers', '1'],
    );
    assert.equal(code, 0);
    assert.match(
      text,
      /^1 games of Pitched Battle \(chosen by B's heuristic bot, who won the card draw\), General A drawn, random \(A\) against heuristic \(B\), seed 1/,
    );
  });
});
