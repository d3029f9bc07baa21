import type { DeckDefinition } from '../cards/deck-definition.js';
import { applyChoice } from '../game/apply-choice.js';
import type { GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import type { GameEvent } from '../game/events.js';
import type { GameState } from '../game/state.js';

/** Makes `choices` one after the other from `state`: the state they lead to and every event on the way. */
export function play(
  setup: GameSetup,
  state: GameState,
  choices: readonly Choice[],
): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let now = state;
  for (const choice of choices) {
    const made = applyChoice(setup, now, choice);
    events.push(...made.events);
    now = made.state;
  }
  return { state: now, events };
}

/** The setup with both Generals holding `deck` (the Commands a test issues). */
export function bothHolding(setup: GameSetup, deck: DeckDefinition): GameSetup {
  return {
    ...setup,
    generals: { a: { ...setup.generals.a, deck }, b: { ...setup.generals.b, deck } },
  };
}
