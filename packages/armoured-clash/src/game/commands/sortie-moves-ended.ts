import type { GameSetup } from '../army.js';
import { interceptionOf } from '../aircraft/interception-state.js';
import { waitsBeforeDemise } from '../demise-blasts-made.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { awaitsMovesEnded } from './moves-ended.js';

/**
 * rulebook p.37 (Covering Fire), pp.50-51: a unit Fell Back or Withdrew
 * during an Air Support Sortie or an Interception Sortie (glossary:
 * Interceptor), outside the attacks that offer it themselves (the Engage
 * Step's and the Reaction Steps' Opportunity Fire, game/commands/attacks-in-turn.ts):
 * a test of a demise's blast taken once the choice was made (glossary: Fiery
 * Demise (X)). Once nothing else waits, the other General is offered the
 * Command; the sortie then goes on at the step it waits at, kept as data
 * (`goesOn: sortieStep`). Called by applyChoice only, once a choice's
 * sequence is over, so no import cycles.
 */
export function sortieMovesGoOn(setup: GameSetup, state: GameState): GameEvent[] {
  const activation = state.activation;
  if (activation?.movesEnded === undefined) return [];
  if (activation.sortie === undefined && interceptionOf(activation) === undefined) return [];
  const waits =
    waitsBeforeDemise(state) ||
    state.demiseBlasts !== undefined ||
    state.testsInTurn !== undefined ||
    state.rerollsDue !== undefined ||
    activation.attacksDeclared !== undefined;
  if (waits) return [];
  return awaitsMovesEnded(setup, state, 'sortieStep') ?? [];
}
