import { precisionChoices } from '@warroom/armoured-clash';
import { badRequest } from '../api-error.js';
import type { LiveGame } from './live-game.js';
import { idsOfQuery, unitOf } from './odds-query.js';

const RULE = 'glossary: Precision';

/**
 * glossary: Precision (`GET /api/games/:id/precision?target=&picks=`): the
 * models of `target` the attacking General may pick next, once `picks` were
 * picked in order, as the engine's `precisionChoices` counts them (in Close
 * Formation the rear rank, a single rank's ends, or the Officer, as the unit
 * stands once the picks before are gone; rulebook p.34), in the game as it
 * stands. A pick the engine would not take at its turn is a 400 with the rule
 * at `query.picks`: the page only ever sends picks it was offered.
 */
export function precisionOffer(live: LiveGame, query: URLSearchParams) {
  const { setup } = live.head;
  const target = unitOf(live.state, query.get('target') ?? '', 'query.target');
  const picks = idsOfQuery(query, 'picks') ?? [];
  for (const [at, id] of picks.entries()) {
    const allowed = precisionChoices(setup, target, picks.slice(0, at));
    if (!allowed.includes(id)) {
      const message = `${id} may not be picked after ${at} pick(s): the models offered are ${allowed.join(', ') || 'none'}`;
      throw badRequest(message, { rule: RULE, problems: [{ where: 'query.picks', message }] });
    }
  }
  return { target: target.id, picks, choices: precisionChoices(setup, target, picks) };
}
