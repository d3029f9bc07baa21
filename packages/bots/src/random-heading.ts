import type { ModelState, PlayerView } from '@warroom/armoured-clash';
import type { RngState } from '@warroom/engine';
import { coinToss } from './random-draws.js';

/** An eighth of a turn, in radians: how far a leaning move may swing from its heading. */
const EIGHTH_TURN = Math.PI / 4;

/** A direction on the battlefield, of length 1. */
export interface Heading {
  readonly x: number;
  readonly y: number;
}

/**
 * The direction from the unit's Officer to the nearest enemy model on the
 * battlefield, as its General sees it; undefined when no enemy model stands.
 */
export function towardsNearestEnemy(view: PlayerView, unitId: string): Heading | undefined {
  const unit = view.units[unitId];
  const officer = unit?.models[0];
  if (unit === undefined || officer === undefined) return undefined;
  let nearest: Heading | undefined;
  let least = Infinity;
  for (const other of Object.values(view.units)) {
    if (other.side === unit.side) continue;
    for (const m of other.models) {
      const apart = Math.hypot(m.x - officer.x, m.y - officer.y);
      if (apart > 0 && apart < least) {
        least = apart;
        nearest = { x: (m.x - officer.x) / apart, y: (m.y - officer.y) / apart };
      }
    }
  }
  return nearest;
}

/**
 * A move's offset, on a coin toss turned towards `heading`: its direction then
 * drawn within an eighth of a turn either side of it, its length kept. So the
 * random bot's armies come to blows (rulebook p.24 Charge, pp.27-29 Close
 * Quarters Combat) instead of wandering apart, while half its moves still go
 * every way.
 */
export function leaning(
  rng: RngState,
  heading: Heading | undefined,
  offset: readonly [number, number],
): readonly [number, number] {
  if (heading === undefined || coinToss(rng)) return offset;
  const [dx, dy] = offset;
  // The offset's own bearing, a half turn either side of +x, scaled to an eighth either side of the heading.
  const swing = (Math.atan2(dy, dx) / Math.PI) * EIGHTH_TURN;
  const bearing = Math.atan2(heading.y, heading.x) + swing;
  const length = Math.hypot(dx, dy);
  return [length * Math.cos(bearing), length * Math.sin(bearing)];
}

/** The unit's Officer as its General sees it (its first model when the Officer is gone). */
export function officerOf(view: PlayerView, unit: string): ModelState | undefined {
  const state = view.units[unit];
  return state?.models.find((m) => m.id === state.officer) ?? state?.models[0];
}
