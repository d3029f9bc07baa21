import {
  type GameState,
  type Side,
  nextDecision,
  sortieReactors,
  unitsWithAircraftAt,
} from '@warroom/armoured-clash';
import { ApiError } from '../api-error.js';
import type { LiveGame } from './live-game.js';

const CONDITIONS = 'rulebook p.25 Opportunity Fire Conditions';
const SORTIE_REACTION = 'rulebook p.51 Reaction Steps';

/** The target of an Opportunity Fire, and the units as the attack is made against it. */
export interface OpportunityFireTarget {
  readonly target: string;
  /** rulebook p.51: in a sortie's Reaction Step, the Aircraft where the reacting unit first had it in its sights. */
  readonly units: GameState['units'];
}

/**
 * The target of the Opportunity Fire `attackerId` could declare now: the active
 * unit, when the game's decision is `asker`'s Reaction Step and offers that unit
 * Opportunity Fire (rulebook p.25: On Lookout, the active unit in its sights);
 * otherwise a 400 at `query.attacker` with the rule. In a Reaction Step of an
 * Air Support Sortie (rulebook p.51) the attack is made with the Aircraft unit
 * where the reacting unit first had it in its sights along its move, as the
 * engine makes it (sortieReactors, unitsWithAircraftAt).
 */
export function opportunityFireTarget(
  live: LiveGame,
  asker: Side,
  attackerId: string,
): OpportunityFireTarget {
  const { setup } = live.head;
  const { state }: { state: GameState } = live;
  const decision = nextDecision(setup, state);
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
  const path = state.activation?.sortie?.path;
  if (path === undefined) return { target, units: state.units };
  const place = sortieReactors(setup, state).find((r) => r.unit === attackerId)?.place;
  const models = place === undefined ? undefined : path[place];
  if (models === undefined) {
    const message = `${attackerId} never had the Aircraft unit in its sights during its move`;
    throw new ApiError(400, message, {
      rule: SORTIE_REACTION,
      problems: [{ where: 'query.attacker', message }],
    });
  }
  return { target, units: unitsWithAircraftAt(state, target, models) };
}
