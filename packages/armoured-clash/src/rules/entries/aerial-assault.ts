import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Aerial Assault — this unit must be Deployed In Reserve (game step
 * mustStartInReserve) and does not arrive in the Deploy Reserves step (game
 * step arrivesFromReserve): from Round 2, instead of Activating a unit on the
 * battlefield, its General may issue a Special Command to Activate it from
 * Reserve, deployed anywhere outside the enemy Deployment Zone and more than
 * 1" from enemy units, Defensible Buildings and Strategic Objective Markers;
 * never Lost Opportunity: in the final Round it must be Activated so, without
 * a Command (game/aerial-assault.ts). The glossary cites Lost Opportunity as
 * page 46; the rulebook has it on p.21.
 */
export const aerialAssault: RuleEntry = {
  name: 'Aerial Assault',
  kind: 'specialRule',
  source: 'glossary: Aerial Assault',
  takesX: false,
  inGame: {
    mustStartInReserve: () => true,
    arrivesFromReserve: () => 'aerialAssault',
  },
};
