import { newCommandDeck } from '../../cards/command-deck.js';
import type { GameSetup } from '../army.js';
import { type GameEvent, event } from '../events.js';
import type { GameState } from '../state.js';
import { startForward } from '../forward/forward-stage.js';
import { cardDraw, drawShown } from './card-draw.js';
import { startSupplyDrop, suppliesToPlace } from '../clashes/supply-drop-placement.js';
import { DEPLOY_FORCES } from './generals-draw.js';

/**
 * rulebook p.57 Deploy Forces, once any terrain is placed: with the setup's
 * `generalDraw`, each General draws a card (`cardDraw`, from the seeded
 * generator), the cards are shuffled back into the decks, and the winner
 * decides who is General A (stage `generals`). Otherwise side a is General A,
 * its zone the setup's, and the game goes on to Supply Drop's markers (setup
 * `supplyDropPlacement`, rulebook p.60), the Forward units (glossary: Forward)
 * or Deployment.
 */
export function deployForces(setup: GameSetup, state: GameState): GameEvent[] {
  if (setup.generalDraw !== true || state.generals !== undefined) {
    // rulebook p.60 Supply Drop: side a is General A: the markers are placed first.
    return suppliesToPlace(setup, state)
      ? startSupplyDrop(setup, state)
      : startForward(setup, state);
  }
  const decks = { a: setup.generals.a.deck, b: setup.generals.b.deck };
  const draw = cardDraw(state.rng, decks, DEPLOY_FORCES);
  // rulebook p.57: these cards are then shuffled back into their decks.
  state.players.a = { ...state.players.a, deck: newCommandDeck(state.rng, decks.a) };
  state.players.b = { ...state.players.b, deck: newCommandDeck(state.rng, decks.b) };
  state.generals = draw;
  state.stage = 'generals';
  state.turn = draw.winner;
  const shown = drawShown(decks, draw);
  return [
    event(
      'generalDraw',
      `The Generals draw ${shown}: ${setup.generals[draw.winner].name} decides who is General A (${DEPLOY_FORCES})`,
      { side: draw.winner },
    ),
  ];
}
