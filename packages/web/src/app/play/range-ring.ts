/** A point on the page's drawing of the battlefield (inches, y downwards). */
export type DrawnPoint = readonly [number, number];

/** The shape ranges are measured from, as drawn: a convex polygon's corners in order, or a circle. */
export type DrawnShape =
  | { readonly kind: 'polygon'; readonly points: readonly DrawnPoint[] }
  | { readonly kind: 'circle'; readonly centre: DrawnPoint; readonly radius: number };

const round = (n: number): string => String(Math.round(n * 1000) / 1000);
const at = ([x, y]: DrawnPoint): string => `${round(x)} ${round(y)}`;

/**
 * The outline of every point within `range` inches of `shape` (the shape grown
 * by a disc: each side pushed out by the range, each corner rounded with it),
 * as an SVG path: a model lies within that range exactly when some point of it
 * lies inside. A circle grows to a circle.
 */
export function rangeRingPath(shape: DrawnShape, range: number): string {
  if (shape.kind === 'circle') {
    const r = shape.radius + range;
    const [x, y] = shape.centre;
    return `M ${at([x - r, y])} A ${round(r)} ${round(r)} 0 1 0 ${at([x + r, y])} A ${round(r)} ${round(r)} 0 1 0 ${at([x - r, y])} Z`;
  }
  const { points } = shape;
  const n = points.length;
  const centre: DrawnPoint = [
    points.reduce((sum, p) => sum + p[0], 0) / n,
    points.reduce((sum, p) => sum + p[1], 0) / n,
  ];
  // Each side's outward unit normal: perpendicular to it, away from the centre.
  const normals = points.map((p, i): DrawnPoint => {
    const q = points[(i + 1) % n] ?? p;
    const length = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const normal: DrawnPoint = [(q[1] - p[1]) / length, -(q[0] - p[0]) / length];
    const outward = normal[0] * (p[0] - centre[0]) + normal[1] * (p[1] - centre[1]) >= 0;
    return outward ? normal : [-normal[0], -normal[1]];
  });
  const pushed = (p: DrawnPoint, normal: DrawnPoint): DrawnPoint => [
    p[0] + range * normal[0],
    p[1] + range * normal[1],
  ];
  // The corners are rounded the way the sides turn (the sweep of an SVG arc: 1 turns as y downwards).
  const [a, b, c] = [points[0], points[1], points[2]];
  const turn =
    a === undefined || b === undefined || c === undefined
      ? 1
      : (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
  const sweep = turn > 0 ? 1 : 0;
  const parts = points.map((p, i) => {
    const q = points[(i + 1) % n] ?? p;
    const normal = normals[i] ?? [0, 0];
    const next = normals[(i + 1) % n] ?? normal;
    return `L ${at(pushed(q, normal))} A ${round(range)} ${round(range)} 0 0 ${sweep} ${at(pushed(q, next))}`;
  });
  const first = points[0];
  const start = first === undefined ? '' : `M ${at(pushed(first, normals[0] ?? [0, 0]))} `;
  return `${start}${parts.join(' ')} Z`;
}
