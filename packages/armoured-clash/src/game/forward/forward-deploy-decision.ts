import { FORWARD } from '../../rules/entries/forward.js';
import type { GameSetup } from '../army.js';
import type { Decision } from '../choice.js';
import type { GameState } from '../state.js';
import { forwardUnitsDue } from './forward-state.js';

/**
 * glossary: Forward — while the General whose turn it is to deploy has chosen
 * Forward units still to deploy, only those may be deployed, each with a die
 * of the Forward Pool (`forwardPool`; the zone given is their own, where the
 * die's row reaches from). Undefined otherwise: the usual Deployment decision.
 */
export function forwardDeployDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const player = state.turn;
  const units = forwardUnitsDue(state.forward, state.units, player);
  if (units.length === 0) return undefined;
  return {
    player,
    prompt: `Deploy a Forward unit with a die of your Forward Pool, where its result allows (${FORWARD})`,
    options: [],
    constraints: [
      {
        kind: 'deploy',
        units,
        zone: setup.generals[player].zone,
        forwardPool: state.forward?.pools?.[player] ?? [],
      },
    ],
  };
}
