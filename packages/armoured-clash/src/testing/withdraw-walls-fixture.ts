import { type RngState, nextInt, seedRng } from '@warroom/engine';
import type { GameSetup } from '../game/army.js';

/** Walls in each layout. */
const WALLS = 3;
/** Walls are laid on a grid of tenths of an inch. */
const TENTHS = 10;

/** B's rifles in one rank at y 22 facing south, the Officer #1 at x 10; A's in contact south of them at y 21. */
export const WITHDRAW_XS = [10, 9, 11, 8, 12, 7];
export const WITHDRAW_RANK = 22;

/** A whole number of tenths in [from, from + span) inches. */
export function tenths(rng: RngState, from: number, span: number): number {
  return from + nextInt(rng, span * TENTHS) / TENTHS;
}

/**
 * WALLS walls of Impassable Terrain (rulebook p.41) north of B's rifles (none
 * reaching within 0.1" of their bases, y 22.5), from x 4 to 17 and y 22.6 to
 * 27, laid from `seed`.
 */
export function withdrawWalls(seed: string): GameSetup['terrain'] {
  const rng = seedRng(seed);
  return Array.from({ length: WALLS }, (_, i) => {
    const [x0, y0] = [tenths(rng, 4, 11), tenths(rng, WITHDRAW_RANK + 0.6, 3)];
    const [x1, y1] = [x0 + tenths(rng, 0.3, 3), y0 + tenths(rng, 0.3, 1.5)];
    const polygon: [number, number][] = [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ];
    return {
      id: `wall ${i}`,
      name: `wall ${i}`,
      size: 3,
      features: ['impassable'],
      area: { polygon },
    };
  });
}
