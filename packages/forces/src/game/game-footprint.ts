import type { ArmyUnit } from '@warroom/armoured-clash';
import { convexHull, point } from '@warroom/engine';
import type { UnitProfile } from '../orbat/orbat.js';

/**
 * A model's Footprint as the game measures it: its base (or hull) width and
 * depth, and with a hull outline (glossary: Extended Footprint: the base and
 * the main body overhanging it) the outline of both, in the game's frame
 * (the model facing +x, +y to its left). Read as the convex outline around
 * base and hull: the table measures convex footprints.
 */
export function gameFootprint(profile: UnitProfile): ArmyUnit['footprint'] {
  const { width, depth, hull } = profile.footprint;
  if (hull === undefined) return { width, depth };
  const base = [
    point(depth / 2, -width / 2),
    point(depth / 2, width / 2),
    point(-depth / 2, width / 2),
    point(-depth / 2, -width / 2),
  ];
  // [x right, y front] in the ORBAT: forward is y, left is -x.
  const body = hull.map(([x, y]) => point(y, -x));
  const outline = convexHull([...base, ...body]).map((p): [number, number] => [p.x, p.y]);
  return { width, depth, outline };
}
