import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type GameState,
  type PlayerView,
  type Side,
  applyChoice,
  initialState,
  playerView,
} from '@warroom/armoured-clash';
import { OPENING_CHOICES, commandSkirmish, skirmish } from '@warroom/armoured-clash/testing';
import { playCheckedGame } from './checked-game.js';
import { type DecisionStep, type Invariant } from './invariants.js';
import { hiddenInformationKept, hiddenInformationKeptBy } from './invariants-hidden.js';
import { heuristicPlayer } from './heuristic-player.js';
import { randomPlayer } from './random-player.js';

const WHERE = 'test decision 7';

/** Seeded games played by each of the last two tests. */
const GAMES = 4;

/** The skirmish fixture's game once both forces are Deployed (its usual opening). */
function started(): GameState {
  const setup = skirmish();
  return OPENING_CHOICES.reduce(
    (state, choice) => applyChoice(setup, state, choice).state,
    initialState(setup, 'hidden'),
  );
}

/** What the invariant says of a decision that left `after`. */
function checked(invariant: Invariant, after: GameState): string | undefined {
  const none = new Set<string>();
  const step: DecisionStep = {
    setup: skirmish(),
    where: WHERE,
    after,
    events: [],
    strayBefore: none,
    strayAfter: none,
  };
  return invariant.check(step);
}

/** The invariant over views that `doctor` changes (General A's only). */
function withDoctored(doctor: (view: PlayerView, state: GameState) => PlayerView): Invariant {
  return hiddenInformationKeptBy((state: GameState, as: Side) => {
    const view = playerView(state, as);
    return as === 'a' ? doctor(view, state) : view;
  });
}

describe("rulebook p.18 hidden information: a General's view hides what they may not see", () => {
  it("rulebook p.18: the engine's views of a started game show nothing hidden", () => {
    assert.equal(checked(hiddenInformationKept, started()), undefined);
  });

  it("rulebook p.18: a view showing the other General's hand is caught", () => {
    const leak = withDoctored((view, state) => ({
      ...view,
      opponent: { ...view.opponent, hand: state.players.b.deck.hand } as PlayerView['opponent'],
    }));
    assert.equal(checked(leak, started()), `${WHERE}: General A's view shows opponent.hand`);
  });

  it('rulebook p.18: a view showing a draw pile (the deck order), even its own, is caught', () => {
    const leak = withDoctored((view, state) => ({
      ...view,
      own: { ...view.own, drawPile: state.players.a.deck.piles.drawPile } as PlayerView['own'],
    }));
    assert.equal(checked(leak, started()), `${WHERE}: General A's view shows own.drawPile`);
  });

  it("a view holding the generator's state, as rng or under another name, is caught", () => {
    const named = withDoctored((view, state) => {
      const doctored = { ...view, rng: state.rng };
      return doctored;
    });
    assert.equal(checked(named, started()), `${WHERE}: General A's view shows rng`);
    const hiddenCopy = withDoctored((view, state) => {
      const doctored = { ...view, lastRoll: { ...state.rng } };
      return doctored;
    });
    assert.equal(
      checked(hiddenCopy, started()),
      `${WHERE}: General A's view shows lastRoll (the generator's state)`,
    );
  });

  it("rulebook p.37: a face-down Command's card shown to the General who did not issue it is caught", () => {
    const leak = withDoctored((view) => ({
      ...view,
      command: { side: 'b', unit: 'b-rifles', with: { kind: 'activate' }, card: 3 },
    }));
    assert.equal(checked(leak, started()), `${WHERE}: General A's view shows command.card`);
  });

  it('rulebook p.18: seeded games between random bots keep it after every decision', () => {
    const setup = skirmish();
    for (let game = 0; game < GAMES; game++) {
      const seed = `hidden:${game}`;
      const players = { a: randomPlayer(`${seed}:a`), b: randomPlayer(`${seed}:b`) };
      const played = playCheckedGame(setup, seed, players, [hiddenInformationKept]);
      assert.equal(played.failure, undefined, `${seed}: ${played.failure?.broken ?? ''}`);
      assert.equal(played.state.stage, 'over');
    }
  });

  it('rulebook p.18, p.37: seeded games between heuristic bots issuing Commands keep it after every decision', () => {
    const setup = commandSkirmish();
    let commands = 0;
    const counted: Invariant = {
      name: 'counts the decisions that leave a Command face down',
      check: ({ after }) => {
        if (after.command !== undefined) commands++;
        return undefined;
      },
    };
    for (let game = 0; game < GAMES; game++) {
      const seed = `hidden:${game}`;
      const players = { a: heuristicPlayer(), b: heuristicPlayer() };
      const played = playCheckedGame(setup, seed, players, [hiddenInformationKept, counted]);
      assert.equal(played.failure, undefined, `${seed}: ${played.failure?.broken ?? ''}`);
      assert.equal(played.state.stage, 'over');
    }
    // Should the bots stop issuing Commands in these games, pick seeds where they do.
    assert.ok(commands > 0, 'no Command was left face down in these games');
  });
});
