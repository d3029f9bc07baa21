import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { isAircraft } from './aircraft.js';
import { approach } from './approach.js';
import { engage } from './engage.js';
import { chooseEscape } from './escape.js';
import { startSortie } from './sortie-start.js';
import { sortieReaction } from './sortie-reaction.js';
import { commandedSortieFire } from './sortie-fire-commanded.js';
import { interceptionOf } from './interception-state.js';
import { issueIntercept } from './intercept.js';
import { interceptionChoice } from './interception-sortie.js';
import { commandedActivation } from '../commands/declare-command.js';

/** Choices answered by the Command machinery while a sortie waits (game/commands; glossary: Fiery Demise (X): a demise's order; Covering Fire after the Approach). */
const ANSWERED_ELSEWHERE: readonly Choice['kind'][] = [
  'claim',
  'interfere',
  'noInterference',
  'enemyEndsMove',
  'demiseOrder',
];

/** Whether a choice belongs to an Air Support Sortie: an Aircraft unit's Activation, or a step of one under way. */
export function sortieTakes(setup: GameSetup, state: GameState, choice: Choice): boolean {
  if (ANSWERED_ELSEWHERE.includes(choice.kind) || state.command !== undefined) return false;
  // rulebook p.37: a unit targeted by a sortie's attack, or testing after one, answers a Command's moment.
  if (state.targetedByRangedAttack !== undefined || state.suppressionTest !== undefined)
    return false;
  // rulebook p.33 Bonus Re-Rolls: an attack rolled (Engage Step, Opportunity Fire), before its re-rolls.
  if (state.rerollsDue !== undefined) return false;
  // glossary: Interceptor, Soar (X"): an Interception Sortie in a Soaring unit's ground Activation.
  if (state.activation?.sortie !== undefined || interceptionOf(state.activation) !== undefined)
    return true;
  return (
    state.activation === undefined &&
    choice.kind === 'activate' &&
    Object.hasOwn(state.units, choice.unit) &&
    isAircraft(setup, choice.unit)
  );
}

/** rulebook pp.50-51: a choice of an Air Support Sortie, each at its step. */
export function sortieChoice(setup: GameSetup, state: GameState, choice: Choice): GameEvent[] {
  // glossary: Interceptor: an enemy Interception Sortie under way takes the choices.
  if (interceptionOf(state.activation) !== undefined) {
    return interceptionChoice(setup, state, choice);
  }
  switch (choice.kind) {
    case 'activate':
      if (choice.soar === true) {
        throw new IllegalChoice(
          'rulebook p.50 Activating Aircraft',
          'an Aircraft unit makes an Air Support Sortie: it does not Soar',
        );
      }
      // rulebook p.37: a Command issued as it is Activated; its sortie starts once the Command is resolved (game/commands/carry-on.ts).
      if (choice.command !== undefined)
        return commandedActivation(setup, state, choice.unit, choice.command);
      return startSortie(setup, state, choice.unit);
    case 'approach':
      return approach(setup, state, choice.inches, choice.brakeTurn, choice.bank);
    case 'escape':
      return chooseEscape(setup, state, choice.brakeTurn, choice.bank);
    case 'opportunityFire':
      // rulebook p.37: a Command issued as it declares Opportunity Fire; the attack once it is resolved (game/commands/carry-on.ts).
      if (choice.command !== undefined) return commandedSortieFire(setup, state, choice);
      return sortieReaction(setup, state, choice);
    case 'noReaction':
      return sortieReaction(setup, state, choice);
    case 'intercept':
      // In the first Reaction Step of an Air Support Sortie or of a Soaring unit's Activation (interceptors.ts).
      return issueIntercept(setup, state, choice.unit, choice.card);
    case 'rangedAttack':
      return engage(setup, state, choice);
    case 'hold':
      return engage(setup, state, choice);
    default:
      throw new IllegalChoice(
        'rulebook p.50 Activating Aircraft',
        `an Aircraft unit makes an Air Support Sortie: "${choice.kind}" is not one of its steps`,
      );
  }
}
