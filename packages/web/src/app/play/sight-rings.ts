import { svg } from '../dom.js';
import type { At } from './game-types.js';
import { type DrawnShape, rangeRingPath } from './range-ring.js';
import type { SightAnswer } from './table-answers.js';

/** The range bands a ring is drawn for, by their names in the rulebook (p.13). */
const BANDS = [
  ['short', 'Short Range'],
  ['long', 'Long Range'],
] as const;

/** The shape ranges are measured from, turned into the drawing's coordinates. */
function drawn(sight: SightAnswer, flip: (p: At) => At): DrawnShape {
  const from = sight.rangedFrom;
  return from.kind === 'circle'
    ? { kind: 'circle', centre: flip([from.centre.x, from.centre.y]), radius: from.radius }
    : { kind: 'polygon', points: from.points.map((p) => flip([p.x, p.y])) };
}

/**
 * rulebook p.13 Ranges, p.17 Check Range: for each distinct pair of ranges
 * among the unit's Ranged rows, a ring of its Short and of its Long Range around
 * what ranges are measured from (the Officer's footprint, or a Garrisoned
 * unit's building centre), each titled with its range and the target
 * categories of the rows that have it. A model within a ring is within that range.
 */
export function rangeRings(sight: SightAnswer, flip: (p: At) => At): SVGElement[] {
  const shape = drawn(sight, flip);
  const byRanges = new Map<string, { short: number; long: number; targets: string[] }>();
  for (const weapon of sight.weapons) {
    const key = `${weapon.short}/${weapon.long}`;
    const known = byRanges.get(key) ?? { short: weapon.short, long: weapon.long, targets: [] };
    known.targets.push(weapon.target);
    byRanges.set(key, known);
  }
  return [...byRanges.values()].flatMap((weapon) =>
    BANDS.map(([band, name]) =>
      svg(
        'path',
        {
          class: `range-ring range-ring-${band}`,
          'data-band': band,
          'data-range': weapon[band],
          d: rangeRingPath(shape, weapon[band]),
        },
        svg('title', {}, `${name} ${weapon[band]}" (against ${weapon.targets.join(', ')})`),
      ),
    ),
  );
}
