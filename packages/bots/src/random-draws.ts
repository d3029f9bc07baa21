import { type RngState, nextInt } from '@warroom/engine';

/** Placements tried before the random player settles for a listed option. */
export const TRIES = 40;

/** Moves and set-ups tried, a quarter of the placements. */
export const MOVE_TRIES = 10;

/** Random distances are drawn to a hundredth of an inch. */
const STEPS_PER_INCH = 100;

/** A quarter turn, in degrees: deployments face one of four. */
const QUARTER_TURN = 90;
const QUARTERS = 4;

/** An eighth of a turn, in degrees: moves face one of eight. */
const EIGHTH_TURN = 45;
const EIGHTHS = 8;

/** The sides of a coin tossed. */
const COIN_SIDES = 2;

/** The range of the random keys a shuffle sorts by. */
const SHUFFLE_KEYS = 1 << 30;

export function pick<T>(rng: RngState, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[nextInt(rng, items.length)];
}

/** A uniform number in [low, high), to a hundredth of an inch. */
export function between(rng: RngState, low: number, high: number): number {
  return (
    low + nextInt(rng, Math.max(1, Math.round((high - low) * STEPS_PER_INCH))) / STEPS_PER_INCH
  );
}

/** One of four quarter turns, in degrees. */
export function quarterTurn(rng: RngState): number {
  return QUARTER_TURN * nextInt(rng, QUARTERS);
}

/** One of eight eighths of a turn, in degrees. */
export function eighthTurn(rng: RngState): number {
  return EIGHTH_TURN * nextInt(rng, EIGHTHS);
}

/** Fine steps a draw within a disc takes, of its area and of a whole turn. */
const DISC_STEPS = 1 << 16;

/**
 * An offset drawn uniformly within the disc of `radius` inches: a move's end
 * within its Movement Limit (rulebook p.24), measured in a straight line.
 * The square root of a uniform share of the area spreads the draws evenly
 * over the disc instead of crowding its centre.
 */
export function withinDisc(rng: RngState, radius: number): readonly [number, number] {
  const length = radius * Math.sqrt(nextInt(rng, DISC_STEPS) / DISC_STEPS);
  const bearing = (2 * Math.PI * nextInt(rng, DISC_STEPS)) / DISC_STEPS;
  return [length * Math.cos(bearing), length * Math.sin(bearing)];
}

/** Heads or tails. */
export function coinToss(rng: RngState): boolean {
  return nextInt(rng, COIN_SIDES) === 0;
}

/** A seeded shuffle of spots (the candidates of a placement). */
export function shuffled<T>(rng: RngState, spots: T[]): T[] {
  return spots
    .map((spot) => ({ spot, key: nextInt(rng, SHUFFLE_KEYS) }))
    .sort((x, y) => x.key - y.key)
    .map((x) => x.spot);
}
