import {
  type GameState,
  type PlayerView,
  type Side,
  generalCalled,
  playerView,
} from '@warroom/armoured-clash';
import { type Invariant, firstBroken } from './invariants.js';

const SIDES: readonly Side[] = ['a', 'b'];

/**
 * Fields that would show what no General may see (rulebook p.18: a deck lies
 * face down): a deck's piles or its draw order, the generator's state or the
 * game's seed (they would tell what the dice and the decks will do).
 */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['deck', 'piles', 'drawPile', 'rng', 'seed']);

/** The one place a view shows a hand: its own General's (`own.hand`). */
const OWN_HAND = 'own.hand';

/** The fields a view shows of the other General's cards (game/view.ts HiddenCards): counts and the face-up discard pile. */
const OPPONENT_FIELDS: ReadonlySet<string> = new Set([
  'handSize',
  'deckSize',
  'discardPile',
  'communicationsBreakdown',
  'vp',
]);

/** The generator's state: four numbers (engine rng.ts). */
const RNG_PARTS = ['a', 'b', 'c', 'd'] as const;

/** Whether `value` is a copy of the game's generator state, under whatever name. */
function isRngCopy(value: object, rng: GameState['rng']): boolean {
  const parts = value as Record<string, unknown>;
  return RNG_PARTS.every((part) => parts[part] === rng[part]);
}

/** The path of the first secret the value holds, or undefined. */
function secretIn(value: unknown, path: string, rng: GameState['rng']): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    return firstBroken(value.keys(), (i) => secretIn(value[i], `${path}[${i}]`, rng));
  }
  if (isRngCopy(value, rng)) return `${path} (the generator's state)`;
  return firstBroken(Object.entries(value), ([key, inner]) => {
    const at = path === '' ? key : `${path}.${key}`;
    if (SECRET_FIELDS.has(key)) return at;
    if (key === 'hand' && at !== OWN_HAND) return at;
    return secretIn(inner, at, rng);
  });
}

/** What `view`, made for `side`, shows that it must not, or undefined. */
function leakIn(view: PlayerView, side: Side, after: GameState): string | undefined {
  // The units are the game's own (shared, read only): they hold no card nor the generator.
  const { units, ...rest } = view;
  const secret = secretIn(units === after.units ? rest : view, '', after.rng);
  if (secret !== undefined) return secret;
  const shown = Object.keys(view.opponent).find((key) => !OPPONENT_FIELDS.has(key));
  if (shown !== undefined) return `opponent.${shown}`;
  // rulebook p.37 Issuing a Command: its card lies face down; only its General knows it.
  const command = view.command;
  if (command?.card !== undefined && command.side !== side) return 'command.card';
  return undefined;
}

/**
 * rulebook p.18 Command & Conquest cards, p.37: a General sees their own hand
 * and not the other's (a count), no deck's order, not a face-down Command's
 * card they did not issue, and nothing of the generator (seed or state). Each
 * General's view after every decision shows none of these. `viewOf` makes the
 * views (the engine's playerView; a test gives a doctored one).
 */
export function hiddenInformationKeptBy(
  viewOf: (state: GameState, as: Side) => PlayerView,
): Invariant {
  return {
    name: "rulebook p.18, p.37: a General's view shows no other hand, no deck order, no face-down card of the other's, no generator",
    check: ({ where, after }) =>
      firstBroken(SIDES, (side) => {
        const leak = leakIn(viewOf(after, side), side, after);
        return leak === undefined
          ? undefined
          : `${where}: ${generalCalled(after, side)}'s view shows ${leak}`;
      }),
  };
}

/** The hidden-information invariant over the engine's own views. */
export const hiddenInformationKept: Invariant = hiddenInformationKeptBy(playerView);
