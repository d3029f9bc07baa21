import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Choice,
  type Decision,
  initialState,
  nextDecision,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import { clashToChoose } from '@warroom/armoured-clash/testing';
import { heuristicClash } from './heuristic-clash.js';
import { heuristicPlayer } from './heuristic-player.js';
import { playGame } from './play-game.js';
import { randomPlayer } from './random-player.js';

const setup = clashToChoose();
/** Seed 3: B draws the highest card (8 against 11, after two ties). */
const B_WINS = 3;

/** The `chooseClash` decision of seed `seed`, and the view of its winner. */
function clashDecision(seed: number | string) {
  const state = initialState(setup, seed);
  const decision = nextDecision(setup, state);
  assert.ok(decision !== undefined);
  return { decision, view: playerView(state, decision.player) };
}

function chosen(choice: Choice): string {
  return choice.kind === 'chooseClash' ? choice.clash : choice.kind;
}

describe('rulebook p.56 Select a Clash: the bots choose the Clash when they win the card draw', () => {
  it('rulebook p.56 Select a Clash: the heuristic bot that wins the draw chooses Pitched Battle', () => {
    const { decision, view } = clashDecision(B_WINS);
    assert.equal(decision.player, 'b');
    assert.equal(chosen(heuristicPlayer().choose(setup, view, decision)), 'pitchedBattle');
  });

  it('rulebook p.56 Select a Clash: without Pitched Battle the heuristic bot takes Supply Drop, then the first Clash offered', () => {
    const offer = (clashes: readonly string[]): Decision => ({
      player: 'a',
      prompt: 'choose the Clash',
      options: clashes.map((clash) => ({ kind: 'chooseClash', clash }) as Choice),
    });
    const lady = { kind: 'chooseClash', clash: 'findTheLady' } as const;
    assert.equal(
      chosen(heuristicClash(offer(['lordOfTheManor', 'supplyDrop']), lady)),
      'supplyDrop',
    );
    assert.equal(chosen(heuristicClash(offer(['findTheLady']), lady)), 'findTheLady');
  });

  it('rulebook p.56 Select a Clash: the random bot chooses a Clash from its seed (the same seed, the same Clash; seeds differ, so do Clashes)', () => {
    const { decision, view } = clashDecision(B_WINS);
    const pick = (seed: string) => chosen(randomPlayer(seed).choose(setup, view, decision));
    assert.equal(pick('clash 1'), pick('clash 1'));
    const seen = new Set(Array.from({ length: 12 }, (_, i) => pick(`clash ${i}`)));
    assert.deepEqual([...seen].sort(), ['lordOfTheManor', 'pitchedBattle', 'supplyDrop']);
  });

  it('rulebook p.56 Select a Clash: games whose Clash a bot chose are played to their end and replay from their records', () => {
    for (const seed of [0, 1, 2]) {
      const played = playGame(setup, seed, {
        a: randomPlayer(`clash ${seed} a`),
        b: heuristicPlayer(),
      });
      assert.equal(played.state.stage, 'over');
      assert.equal(played.record.choices[0]?.kind, 'chooseClash');
      assert.notEqual(played.state.clashDraw?.clash, undefined);
      assert.deepEqual(replay(played.record).state, played.state);
    }
  });
});
