import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Choice,
  type GameSetup,
  type GameState,
  applyChoice,
  nextDecision,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import { faceToFace, skirmish, skirmishWith } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { playGame } from './play-game.js';
import type { Player } from './player.js';
import { randomPlayer } from './random-player.js';

/** A's rifles charge B's rank (melee-fixture faceToFace) and attack. */
const CHARGED_AND_ATTACKED: readonly Choice[] = [
  { kind: 'activate', unit: 'a-rifles' },
  { kind: 'charge', target: 'b-rifles', at: [10, 11], facing: 90 },
];

function played(setup: GameSetup, attack: Choice): GameState {
  let state = faceToFace(setup);
  for (const choice of [...CHARGED_AND_ATTACKED, attack])
    state = applyChoice(setup, state, choice).state;
  return state;
}

/** The bot's answer to the loss choice waiting in `state`, checked to be a listed one. */
function answer(player: Player, setup: GameSetup, state: GameState): Choice {
  const decision = nextDecision(setup, state);
  assert.ok(decision !== undefined);
  const choice = player.choose(setup, playerView(state, decision.player), decision);
  assert.ok(decision.options.some((o) => JSON.stringify(o) === JSON.stringify(choice)));
  return choice;
}

/** B's four rifles in Open Formation (#4 x 7.5, #2 x 8.75, Officer #1 x 10, #3 x 11.25), A's Melee row given Precision. */
function openAndPrecise(): GameSetup {
  const rifles = skirmish().generals.a.units.find((u) => u.id === 'a-rifles')!;
  const rows = rifles.armaments.rows.map((row) =>
    row.attack === 'melee' ? { ...row, qualities: [...row.qualities, { name: 'Precision' }] } : row,
  );
  return skirmishWith({
    'a-rifles': { profile: { armaments: { ...rifles.armaments, rows } } },
    'b-rifles': { profile: { formation: 'open', models: 4 } },
  });
}

describe('rulebook pp.34-35: the bots answer the choices among losses', () => {
  it('rulebook p.34: the random and heuristic bots answer a choice between the ends of a rank (an Objective Marker touching #5) with a listed model', () => {
    const base = skirmish();
    const setup: GameSetup = { ...base, objectives: [{ id: 'cq-marker', at: [12, 13.4] }] };
    const state = played(setup, { kind: 'closeQuartersAttack' });
    for (const player of [randomPlayer('losses'), heuristicPlayer()]) {
      const choice = answer(player, setup, state);
      assert.equal(choice.kind, 'chooseLoss');
      // Accepted: the combat goes on, or waits for the next loss with this answer kept.
      const due = applyChoice(setup, state, choice).state.lossChoiceDue;
      assert.ok(due === undefined || due.picks.length === 1);
    }
  });

  it('rulebook p.35 Field Promotion: the heuristic promotes the survivor nearest the unit’s centre (#2), keeping the unit together', () => {
    const setup = openAndPrecise();
    const state = played(setup, { kind: 'closeQuartersAttack', precision: ['b-rifles#1'] });
    assert.deepEqual(answer(heuristicPlayer(), setup, state), {
      kind: 'fieldPromotion',
      unit: 'b-rifles',
      model: 'b-rifles#2',
    });
    assert.equal(answer(randomPlayer('promotion'), setup, state).kind, 'fieldPromotion');
  });

  it('rulebook p.35: a record of random bots’ game holding Field Promotions (Open Formation rifles, seed 13) replays to the same game', () => {
    const setup = skirmishWith({
      'a-rifles': { profile: { formation: 'open' } },
      'b-rifles': { profile: { formation: 'open' } },
    });
    const game = playGame(setup, 13, { a: randomPlayer('13 a'), b: randomPlayer('13 b') });
    const promotions = game.record.choices.filter((c) => c.kind === 'fieldPromotion');
    assert.ok(promotions.length > 0);
    const again = replay(game.record);
    assert.deepEqual(again.state, game.state);
    assert.equal(again.events.length, game.events.length);
  });
});
