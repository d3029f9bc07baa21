import { type RngState, nextInt } from '@warroom/engine';
import type { RuleRef } from '../rules/rule-ref.js';
import { type SoloUnit, point } from './table-fixture.js';

/**
 * `count` units placed on a 48" table at random (seeded by `rng`), each with
 * a second model 1.5" beside it, sides alternating from A; `rulesOf` gives
 * unit `i` its special rules (none when it gives undefined).
 */
export function scatteredUnits(
  rng: RngState,
  count: number,
  rulesOf: (i: number) => readonly RuleRef[] | undefined = () => undefined,
): SoloUnit[] {
  return Array.from({ length: count }, (_, i): SoloUnit => {
    const at = point(2 + nextInt(rng, 44), 2 + nextInt(rng, 44));
    const rules = rulesOf(i);
    return {
      id: `U${i}`,
      side: i % 2 === 0 ? 'a' : 'b',
      at,
      facing: 45 * nextInt(rng, 8),
      size: 1 + nextInt(rng, 3),
      ...(rules === undefined ? {} : { rules }),
      more: [point(at.x + 1.5, at.y)],
    };
  });
}
