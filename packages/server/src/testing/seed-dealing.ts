import { type Choice, type GameSetup, RECORD_FORMAT, replay } from '@warroom/armoured-clash';

/** Seeds tried for a deal that puts the cards wanted in General A's hand. */
const SEEDS_TRIED = 200;

/**
 * The first seed whose deal gives General A the cards `held` and not those
 * `notHeld` once `choices` are made (cards by their id in A's deck); an error
 * naming them when no seed below 200 does.
 */
export function seedDealing(
  setup: GameSetup,
  choices: readonly Choice[],
  held: readonly number[],
  notHeld: readonly number[] = [],
): number {
  for (let seed = 0; seed < SEEDS_TRIED; seed++) {
    const { hand } = replay({ format: RECORD_FORMAT, setup, seed, choices }).state.players.a.deck;
    if (held.every((c) => hand.includes(c)) && !notHeld.some((c) => hand.includes(c))) return seed;
  }
  throw new Error(
    `no seed below ${SEEDS_TRIED} deals General A ${held.join(', ')} without ${notHeld.join(', ')}`,
  );
}
