import { type Point, point } from '@warroom/engine';
import type { At } from './choice.js';

/** The points a move passes before its end (rulebook p.16), as geometry takes them. */
export function legPoints(via: readonly At[] | undefined): Point[] {
  return (via ?? []).map(([x, y]) => point(x, y));
}
