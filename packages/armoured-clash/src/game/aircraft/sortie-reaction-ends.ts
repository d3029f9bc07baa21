import { endActivation } from '../activation-end.js';
import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { returnToReserve, sortieAt, toEngage } from './sortie-flow.js';

/**
 * rulebook p.51: a sortie's Reaction Step ends, once any Opportunity Fire is
 * made and its Suppression Test taken: the Aircraft unit's models are put
 * back where they stand; Annihilated, its Activation ends; after the first
 * step the Engage Step follows, after the second it returns to Reserve.
 */
export function sortieReactionEnds(setup: GameSetup, state: GameState): GameEvent[] {
  const { activation, sortie } = sortieAt(state, 'firstReaction', 'secondReaction');
  const aircraft = state.units[activation.unit];
  const { standing, ...next } = sortie;
  if (aircraft !== undefined && standing !== undefined) {
    // glossary: Fiery Demise (X), for models Destroyed before its Escape Step: in their losses (game/losses.ts).
    const stood = new Map(standing.map((m) => [m.id, m]));
    aircraft.models = aircraft.models.map((m) => stood.get(m.id) ?? m);
  }
  activation.sortie = next;
  if (aircraft === undefined || aircraft.annihilated) {
    activation.sortie = undefined;
    return endActivation(setup, state);
  }
  if (sortie.step === 'firstReaction') {
    toEngage(activation, next);
    return [];
  }
  return returnToReserve(setup, state);
}
