import type { GameSetup } from '../army.js';
import type { PendingCommand } from './pending-command.js';

/** The Special Commands' printed names (rulebook p.38: the General names the Special Command). */
export const SPECIAL_NAMES: Readonly<Record<NonNullable<PendingCommand['special']>, string>> = {
  flankAttack: 'Flank Attack',
  intercept: 'Intercept',
  aerialAssault: 'Aerial Assault',
  portalMastery: 'Portal Mastery',
};

/** The name a Command is told by once revealed: the Special Command's, or the card's. */
export function commandName(setup: GameSetup, command: PendingCommand): string {
  if (command.special !== undefined) return SPECIAL_NAMES[command.special];
  return (
    setup.generals[command.side].deck.cards[command.card]?.command.name ?? `card ${command.card}`
  );
}
