import { type Attack, type Side, boostAttack, commandRefusal } from '@warroom/armoured-clash';
import { ApiError, badRequest } from '../api-error.js';
import type { LiveGame } from './live-game.js';

/** A Command counted in the odds: its card, its name, and what it adds to the attack once received. */
export interface CountedCommand {
  readonly card: number;
  readonly name: string;
  readonly boost: (attack: Attack) => Attack;
}

/**
 * The Command the odds query names (`command`: a card id of the asking
 * General's hand) for `unit`'s attack declared now (`occasion`), as the game
 * would receive it (rulebook p.37: it takes effect at once; Interference, p.38,
 * is not weighed): the engine's `boostAttack`, as the attack made with it uses.
 * A card that cannot be issued now is the engine's refusal and rule (400 at
 * `query.command`); no `command`, none counted.
 */
export function commandOfQuery(
  live: LiveGame,
  asker: Side,
  unit: string,
  occasion: 'rangedAttack' | 'opportunityFire' | 'closeQuartersAttack',
  query: URLSearchParams,
): CountedCommand | undefined {
  const text = query.get('command');
  if (text === null) return undefined;
  const card = text.trim() === '' ? NaN : Number(text);
  if (!Number.isInteger(card) || card < 0) {
    throw badRequest(`"${text}" is not a card`, {
      problems: [{ where: 'query.command', message: 'a card id of your hand (a whole number)' }],
    });
  }
  const { setup } = live.head;
  const refusal = commandRefusal(setup, live.state, asker, unit, card, occasion);
  if (refusal !== undefined) {
    throw new ApiError(400, refusal.message, {
      rule: refusal.rule,
      problems: [{ where: 'query.command', message: refusal.message }],
    });
  }
  const command = setup.generals[asker].deck.cards[card]?.command;
  const name = command?.name ?? `card ${card}`;
  return { card, name, boost: boostAttack(name, command?.effects ?? []) };
}
