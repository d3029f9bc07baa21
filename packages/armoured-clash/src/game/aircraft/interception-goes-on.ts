import type { GameSetup } from '../army.js';
import { demiseBlastsGoOn, waitsBeforeDemise } from '../demise-blasts-made.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { interceptionAttack } from './interception-attack.js';
import { interceptionTargeted } from './interception-declared.js';
import { toInterceptionEscape } from './interception-escape.js';
import { type InterceptionNow, interceptionUnderway } from './interception-state.js';

/**
 * Its Engage Step's attack, where it stopped: declared with a Command now
 * settled, its target's General is asked (rulebook p.37: Dig In;
 * interception-declared.ts); its target's General answered, or its first roll
 * waiting (rulebook p.33 Bonus Re-Rolls: `interception.attack`), it is made.
 */
function attackGoesOn(setup: GameSetup, state: GameState, now: InterceptionNow): GameEvent[] {
  const { step, attack } = now.interception;
  if (attack !== undefined || step === 'targeted') return interceptionAttack(setup, state, now);
  if (step === 'declared') return interceptionTargeted(setup, state, now);
  return [];
}

/**
 * glossary: Interceptor — the Interception Sortie goes on where it stopped,
 * once no General's decision comes first (a Command issued with its attack
 * and its Interference, its target's General as it is targeted, a Bonus
 * Re-Roll Command, a Suppression Test's Command, the order of a demise's
 * attacks: waitsBeforeDemise): its Engage Step's attack goes on
 * (attackGoesOn); once it is made (`engaged`), the blasts its losses rolled
 * are made (glossary: Fiery Demise (X), each test waiting for its General's
 * Command; a test they or the attack called for is taken first), then its
 * Escape Step. Called by applyChoice once a choice is made, above the steps it
 * resumes, so no import cycles. Nothing is done when no Interception Sortie is
 * under way.
 */
export function interceptionGoesOn(setup: GameSetup, state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  const waiting = interceptionUnderway(state);
  if (waiting === undefined || waitsBeforeDemise(state)) return events;
  events.push(...attackGoesOn(setup, state, waiting));
  const now = interceptionUnderway(state);
  if (now?.interception.step !== 'engaged') return events;
  events.push(...demiseBlastsGoOn(setup, state, true));
  const escaping = interceptionUnderway(state);
  if (escaping === undefined || state.demiseBlasts !== undefined || waitsBeforeDemise(state)) {
    return events;
  }
  return [...events, ...toInterceptionEscape(setup, state, escaping)];
}
