import type { Attack } from '../../attack/attack.js';
import type { GameSetup } from '../army.js';
import { boostAttack } from './attack-boost.js';
import { commandName } from './command-name.js';
import type { PendingCommand } from './pending-command.js';

/**
 * The attack with what the Command received for it adds (`boostedBy`, kept
 * with the attack declared: rulebook p.37 "it takes effect immediately"; its
 * Bonus Re-Rolls, rulebook p.33); the attack unchanged without one.
 */
export function withReceivedCommand(
  setup: GameSetup,
  attack: Attack,
  boostedBy: PendingCommand | undefined,
): Attack {
  if (boostedBy === undefined) return attack;
  const effects = setup.generals[boostedBy.side].deck.cards[boostedBy.card]?.command.effects ?? [];
  return boostAttack(commandName(setup, boostedBy), effects)(attack);
}
