import type { GameSetup } from '../army.js';
import { demiseBlastsGoOn, waitsBeforeDemise } from '../demise-blasts-made.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { interceptionAttack } from './interception-attack.js';
import { toInterceptionEscape } from './interception-escape.js';
import { interceptionUnderway } from './interception-state.js';

/**
 * glossary: Interceptor — the Interception Sortie goes on where it stopped,
 * once no General's decision comes first (a Bonus Re-Roll Command and its
 * Interference, a Suppression Test's Command, the order of a demise's
 * attacks: waitsBeforeDemise): its Engage Step's attack waiting after its
 * first roll is resumed from its dice (rulebook p.33 Bonus Re-Rolls:
 * `interception.attack`); once the attack is made (`engaged`), the blasts its
 * losses rolled are made (glossary: Fiery Demise (X), each test waiting for
 * its General's Command; a test they or the attack called for is taken first),
 * then its Escape Step. Called by applyChoice once a choice is made, above the
 * steps it resumes, so no import cycles. Nothing is done when no Interception
 * Sortie is under way.
 */
export function interceptionGoesOn(setup: GameSetup, state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  const waiting = interceptionUnderway(state);
  if (waiting === undefined || waitsBeforeDemise(state)) return events;
  if (waiting.interception.attack !== undefined) {
    events.push(...interceptionAttack(setup, state, waiting));
  }
  const now = interceptionUnderway(state);
  if (now?.interception.step !== 'engaged') return events;
  events.push(...demiseBlastsGoOn(setup, state, true));
  const escaping = interceptionUnderway(state);
  if (escaping === undefined || state.demiseBlasts !== undefined || waitsBeforeDemise(state)) {
    return events;
  }
  return [...events, ...toInterceptionEscape(setup, state, escaping)];
}
