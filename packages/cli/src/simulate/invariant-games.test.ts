import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import type { GameSetup } from '@warroom/armoured-clash';
import { type Player, heuristicPlayer, playCheckedGame, randomPlayer } from '@warroom/bots';
import { SAMPLE_ORBATS_DIR } from '@warroom/forces';
import { SAMPLE_DECK_PATH } from '../sample-deck.js';
import { type MatchInput, matchSetup } from './match.js';

const FORCES = new URL('../../../../data/forces/', import.meta.url);

/** The sample Skirmish forces in Pitched Battle (rulebook p.59), between `bot`s. */
function input(bot: MatchInput['botA']): MatchInput {
  return {
    clash: 'pitchedBattle',
    forceA: fileURLToPath(new URL('crown-skirmish.json', FORCES)),
    forceB: fileURLToPath(new URL('imperium-skirmish.json', FORCES)),
    orbats: SAMPLE_ORBATS_DIR,
    deck: SAMPLE_DECK_PATH,
    botA: bot,
    botB: bot,
    seed: 'invariants',
  };
}

/** Plays one seeded game to its end, checking the invariants after every decision; returns how many Withdraws it had. */
function playChecked(
  setup: GameSetup,
  seed: string,
  players: { a: Player; b: Player },
): { withdraws: number } {
  const played = playCheckedGame(setup, seed, players);
  assert.equal(played.failure, undefined, `${seed}: ${played.failure?.broken ?? ''}`);
  assert.equal(played.state.stage, 'over', `${seed} did not end`);
  return { withdraws: played.events.filter((e) => e.kind === 'withdraw').length };
}

describe('seeded games of the sample Skirmish forces keep the rules’ invariants after every decision', () => {
  it('rulebook pp.14-15, p.22, p.29, p.34: heuristic bots (who Charge, so units Withdraw): no unit leaves Unit Coherency by a loss or a Withdraw, no model is Abandoned right after a legal removal', () => {
    const { setup } = matchSetup(input('heuristic'));
    const withdraws = [3, 5].map(
      (game) =>
        playChecked(setup, `hunt:${game}`, { a: heuristicPlayer(), b: heuristicPlayer() })
          .withdraws,
    );
    // Should the bots change so that no unit Withdraws any more, pick seeds where one does.
    assert.ok(
      withdraws.some((n) => n > 0),
      `no unit Withdrew in these games (${withdraws.join(', ')})`,
    );
  });

  it('rulebook pp.14-15, p.22, p.29, p.34: random bots, eight games, the same invariants', () => {
    const { setup } = matchSetup(input('random'));
    for (let game = 0; game < 8; game++) {
      const seed = `invariants:${game}`;
      playChecked(setup, seed, { a: randomPlayer(`${seed}:a`), b: randomPlayer(`${seed}:b`) });
    }
  });
});
