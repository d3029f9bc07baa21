import { newCommandDeck } from '../../cards/command-deck.js';
import type { GameSetup } from '../army.js';
import type { Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { cardDraw, drawShown } from '../generals/card-draw.js';
import { deployForces } from '../generals/deploy-forces.js';
import { setupInPlay } from '../terrain/setup-in-play.js';
import { CLASH_NAMES, type ClashDraw, SELECT_A_CLASH } from './clash-draw.js';
import { clashOffered } from './clash-offered.js';

/**
 * rulebook p.56 Select a Clash, for a setup with `clashToChoose`: "each
 * General can draw a card from their deck, and the General who draws the
 * highest card chooses a Clash" (`cardDraw`, from the seeded generator; equal
 * Values draw again, as p.57's draw does). "Then, both cards are shuffled back
 * into their decks": both decks are shuffled again. Stage `clash`, the
 * winner to choose (the state and both views keep the draw: `clashDraw`).
 * Throws RangeError when no draw can be won.
 */
export function startSelectClash(setup: GameSetup, state: GameState): void {
  const decks = { a: setup.generals.a.deck, b: setup.generals.b.deck };
  const draw = cardDraw(state.rng, decks, SELECT_A_CLASH);
  state.players.a = { ...state.players.a, deck: newCommandDeck(state.rng, decks.a) };
  state.players.b = { ...state.players.b, deck: newCommandDeck(state.rng, decks.b) };
  state.clashDraw = draw;
  state.stage = 'clash';
  state.turn = draw.winner;
}

function drawOf(state: GameState): ClashDraw {
  const draw = state.clashDraw;
  if (draw === undefined) {
    throw new IllegalChoice(
      SELECT_A_CLASH,
      'no card draw decides who chooses the Clash in this game',
    );
  }
  return draw;
}

/** The decision of stage `clash`: the draw's winner chooses one of the Clashes offered. */
export function clashDecision(setup: GameSetup, state: GameState): Decision {
  const draw = drawOf(state);
  const decks = { a: setup.generals.a.deck, b: setup.generals.b.deck };
  return {
    player: draw.winner,
    prompt: `You drew the highest card (${drawShown(decks, draw)}): choose the Clash (${SELECT_A_CLASH})`,
    options: (setup.clashToChoose ?? []).map((offered): Choice => ({
      kind: 'chooseClash',
      clash: offered.clash,
    })),
  };
}

/**
 * rulebook p.56 Select a Clash: the draw's winner chooses a Clash offered; the
 * game is then played with it (setupInPlay) and goes on to Prepare the
 * Battlefield: the terrain to place, General A first, or Deploy Forces.
 */
export function chooseClash(
  setup: GameSetup,
  state: GameState,
  choice: Extract<Choice, { kind: 'chooseClash' }>,
): GameEvent[] {
  const draw = drawOf(state);
  if (draw.clash !== undefined) {
    throw new IllegalChoice(
      SELECT_A_CLASH,
      `the Clash is chosen already (${CLASH_NAMES[draw.clash]})`,
    );
  }
  if (clashOffered(setup, choice.clash) === undefined) {
    const offered = (setup.clashToChoose ?? []).map((o) => o.clash).join(', ');
    throw new IllegalChoice(
      SELECT_A_CLASH,
      `${choice.clash} is not one of the Clashes offered in this game (${offered})`,
    );
  }
  state.clashDraw = { ...draw, clash: choice.clash };
  const played = setupInPlay(setup, state);
  const chosen = event(
    'chooseClash',
    `${setup.generals[draw.winner].name} chooses ${CLASH_NAMES[choice.clash]} (${SELECT_A_CLASH})`,
    { side: draw.winner },
  );
  if (played.terrainPlacement !== undefined) {
    // rulebook p.56 Placing Terrain: the Generals place terrain, General A (side a until p.57's draw) first.
    state.stage = 'terrain';
    state.turn = 'a';
    return [chosen];
  }
  return [chosen, ...deployForces(played, state)];
}
