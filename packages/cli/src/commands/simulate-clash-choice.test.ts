import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialState } from '@warroom/armoured-clash';
import { sampleMatchSetup, simulate } from './cli-fixture.js';

/** The winner of the card draw of rulebook p.56 the engine makes in game `seed` of the sample lists. */
function winnerOf(seed: string) {
  const setup = sampleMatchSetup('chosen', seed);
  return initialState(setup, seed).clashDraw?.winner;
}

describe('warroom simulate: rulebook p.56 Select a Clash, --clash chosen', () => {
  it("rulebook p.56 Select a Clash: --clash chosen has each game's card draw winner's bot choose (the heuristic bot Pitched Battle), and each game is played to its end", async () => {
    const { code, text } = await simulate(
      ...['--games', '2', '--seed', '2', '--bot-a', 'random', '--bot-b', 'heuristic'],
      ...['--clash', 'chosen', '--workers', '1', '--json'],
    );
    assert.equal(code, 0);
    const report = JSON.parse(text) as {
      results: { seed: string; clashChosen?: { winner: string; clash: string } }[];
    };
    assert.equal(report.results.length, 2);
    for (const { seed, clashChosen } of report.results) {
      assert.equal(clashChosen?.winner, winnerOf(seed), seed);
      if (clashChosen?.winner === 'b') assert.equal(clashChosen.clash, 'pitchedBattle');
    }
  });

  it('rulebook p.56 Select a Clash: the report says the Clash was chosen in each game and counts the Clashes chosen, by side', async () => {
    const { code, text } = await simulate(
      ...['--games', '1', '--seed', '1', '--bot-a', 'heuristic', '--bot-b', 'heuristic'],
      ...['--clash', 'chosen', '--workers', '1'],
    );
    assert.equal(code, 0);
    assert.match(
      text,
      /^1 games of a Clash chosen after a card draw \(each game's card draw winner's bot choosing\), General A drawn, heuristic \(A\) against heuristic \(B\), seed 1/,
    );
    const by = winnerOf('1:0') === 'a' ? 'by A 1, by B 0' : 'by A 0, by B 1';
    assert.match(text, new RegExp(`\\nClashes chosen: Pitched Battle 1 \\(${by}\\)`));
  });
});
