import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import {
  type Choice,
  type GameSetup,
  type GameState,
  RECORD_FORMAT,
  applyChoice,
  nextDecision,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import {
  CARD,
  OPENING_CHOICES,
  airSkirmish,
  commandDeck,
  commandSkirmish,
  fightersArrivedHolding,
  setHand,
} from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import { randomPlayer } from './random-player.js';

// rulebook p.33 Bonus Re-Rolls: the bots answer the wait after the first roll
// where it is asked of the General whose turn it is not (Opportunity Fire,
// p.25) and in an Air Support Sortie's Engage Step (p.51).

const steadyHands: Choice = { kind: 'attackRerolls', command: CARD.steadyHands };

/** Plays `choices` from `state`, the state they lead to. */
function played(setup: GameSetup, state: GameState, choices: readonly Choice[]): GameState {
  return choices.reduce((now, choice) => applyChoice(setup, now, choice).state, state);
}

/** The decision waiting on `state`, with the view of the General it is asked of. */
function asked(setup: GameSetup, state: GameState) {
  const decision = nextDecision(setup, state);
  if (decision === undefined) throw new RangeError('no decision');
  return { view: playerView(state, decision.player), decision };
}

const ground = commandSkirmish();
/** Seed of the game: A's Opportunity Fire first rolls two Blanks (rerolls-opportunity-fire.test.ts). */
const GROUND_SEED = 1;

/** A's Tanks On Lookout fire at B's Tanks as they are Activated, A holding Steady Hands: waiting for A. */
function opportunityFireRolled() {
  const state = replay({
    format: RECORD_FORMAT,
    setup: ground,
    seed: GROUND_SEED,
    choices: [
      ...OPENING_CHOICES,
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'hold' },
      { kind: 'goOnLookout' },
      { kind: 'activate', unit: 'b-tanks' },
    ],
  }).state;
  setHand(state, 'a', [CARD.steadyHands]);
  setHand(state, 'b', []);
  return asked(ground, played(ground, state, [{ kind: 'opportunityFire', unit: 'a-tanks' }]));
}

const air: GameSetup = (() => {
  const setup = airSkirmish();
  const deck = commandDeck();
  return {
    ...setup,
    generals: { a: { ...setup.generals.a, deck }, b: { ...setup.generals.b, deck } },
  };
})();
/** Seed of the Engage Step's attack: its first roll holds two Blanks (sortie-rerolls.test.ts). */
const ENGAGE_SEED = 1;

/** A's fighters' Engage Step attack rolled, A holding Steady Hands: waiting for A. */
function engageRolled() {
  const arrived = played(air, fightersArrivedHolding(air, [CARD.steadyHands], []), [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 14 },
  ]);
  arrived.rng = seedRng(ENGAGE_SEED);
  return asked(air, played(air, arrived, [{ kind: 'rangedAttack', target: 'b-tanks' }]));
}

describe('the bots answer a Bonus Re-Roll after the first roll of Opportunity Fire and of an Engage Step (rulebook p.33)', () => {
  it("rulebook p.33 Bonus Re-Rolls, p.25 Opportunity Fire: asked of A during B's Activation, the heuristic issues Steady Hands when two Blanks show", () => {
    const { view, decision } = opportunityFireRolled();
    assert.equal(decision.player, 'a');
    assert.deepEqual(decision.firstRoll?.rolled, [1, 4, 2, 4, 2, 3]);
    assert.deepEqual(heuristicPlayer().choose(ground, view, decision), steadyHands);
  });

  it('rulebook p.33 Bonus Re-Rolls, p.51 C. Engage Step: the heuristic issues Steady Hands when two Blanks show', () => {
    const { view, decision } = engageRolled();
    assert.equal(decision.player, 'a');
    assert.deepEqual(decision.firstRoll?.rolled, [1, 4, 2, 4, 0, 0, 3, 2]);
    assert.deepEqual(heuristicPlayer().choose(air, view, decision), steadyHands);
  });

  it('rulebook p.33: the random bot answers both waits with one of the options', () => {
    for (const [setup, { view, decision }] of [
      [ground, opportunityFireRolled()],
      [air, engageRolled()],
    ] as const) {
      const choice = randomPlayer(3).choose(setup, view, decision);
      assert.ok(decision.options.some((o) => JSON.stringify(o) === JSON.stringify(choice)));
    }
  });
});
