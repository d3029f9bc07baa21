import { type GameState, type Side, nextDecision } from '@warroom/armoured-clash';
import { ApiError } from '../api-error.js';
import type { LiveGame } from './live-game.js';

const CONDITIONS = 'rulebook p.25 Opportunity Fire Conditions';

/**
 * The target of the Opportunity Fire `attackerId` could declare now: the active
 * unit, when the game's decision is `asker`'s Reaction Step and offers that unit
 * Opportunity Fire (rulebook p.25: On Lookout, the active unit in its sights);
 * otherwise a 400 at `query.attacker` with the rule. Not yet against an Air
 * Support Sortie, whose attack is made from a place of its move (a 400).
 */
export function opportunityFireTarget(live: LiveGame, asker: Side, attackerId: string): string {
  const { state }: { state: GameState } = live;
  const decision = nextDecision(live.head.setup, state);
  const offered =
    decision?.player === asker &&
    decision.options.some((o) => o.kind === 'opportunityFire' && o.unit === attackerId);
  const target = state.activation?.unit;
  if (!offered || target === undefined) {
    const message = `${attackerId} cannot declare Opportunity Fire now: no Reaction Step offers it`;
    throw new ApiError(400, message, {
      rule: CONDITIONS,
      problems: [{ where: 'query.attacker', message }],
    });
  }
  if (state.activation?.sortie !== undefined) {
    // rulebook p.51: the attack is made where the reacting unit first had the Aircraft in its sights.
    const message =
      'not yet: the odds of Opportunity Fire against an Air Support Sortie (rulebook p.51)';
    throw new ApiError(400, message, { problems: [{ where: 'query.attack', message }] });
  }
  return target;
}
