import { FORWARD_DIE_NAMES } from './forward-words.js';
import type { Constraint, Game } from './game-types.js';
import { buildingName, unitName } from './words.js';

/** What limits a continuous choice, in words (docs/protocol.md Choices; the rule's page). */
export function constraintText(game: Game, c: Constraint): string {
  switch (c.kind) {
    case 'placeTerrain':
      return `The piece's centre at the point, turned by the facing; more than ${c.gap}" from the battlefield edges and other terrain, unless one of them is ${c.exempt.join(', ')} (rulebook p.56 Placing Terrain).`;
    case 'placeObjective':
      return `The marker's centre anywhere on the battlefield, not within ${c.spacing}" of a Deployment Zone or another marker; ${c.left} left to place (rulebook p.60 Supply Drop).`;
    case 'deploy':
      return c.forwardPool === undefined
        ? 'Entirely within your Deployment Zone (rulebook p.57).'
        : `A Forward unit, with a die of your Forward Pool (${c.forwardPool.map((d) => FORWARD_DIE_NAMES[d]).join(', ')}), where that die's row of the table allows (glossary: Forward).`;
    case 'deployReserve':
      return 'A model touching a battlefield edge (rulebook p.21 Deploy Reserves).';
    case 'aerialAssault':
      return 'Anywhere outside the enemy Deployment Zone, no model within 1" of an enemy unit, a Defensible Building or a Strategic Objective Marker; a Special Command with a card of your hand, none in the final Round (glossary: Aerial Assault).';
    case 'flankAttack':
      return 'Outside your Deployment Zone if you wish, a model touching a battlefield edge, no model within the enemy Deployment Zone; issued with a card of your hand (rulebook pp.21, 38).';
    case 'advance':
    case 'doubleTime':
      return `${unitName(game, c.unit)}: Movement Limit ${c.limit}" (rulebook p.24).`;
    case 'vanguardAdvance':
      return `${unitName(game, c.unit)}: a free Advance of up to ${c.limit}" (glossary: Vanguard (X")).`;
    case 'charge':
      return `${unitName(game, c.unit)}: up to ${c.limit}", the Officer ending in contact with the target (rulebook p.24).`;
    case 'disembark':
    case 'assaultRamp':
    case 'bailOut':
      return `${unitName(game, c.unit)} sets up with every model within ${c.reach}" of a model of ${unitName(game, c.transport)}, none within 1" of an enemy (rulebook p.46 Disembark).`;
    case 'placePortalMarker':
      return `Its centre anywhere on the battlefield, not within ${c.clearance}" of units, Defensible Buildings or Markers; ${c.left} more may be placed (glossary: Portal Mastery (X)).`;
    case 'exit':
      return `${unitName(game, c.unit)} sets up with every model within ${c.reach}" of ${buildingName(game, c.building)}, none within 1" of an enemy (rulebook p.43 Exit).`;
  }
}
