import { Face } from '../../dice/faces.js';
import { convertFaces, faceCount } from '../../attack/tally.js';
import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Veteran (X) — in the Resolve Re-Rolls step, up to X Strikes may be
 * converted into Heroic Strikes (which add no dice: the explosion step is past).
 * The General converts as many as allowed whenever that scores more hits.
 */
export const veteran: RuleEntry = {
  name: 'Veteran',
  kind: 'specialRule',
  source: 'glossary: Veteran (X)',
  takesX: true,
  reads: (x) => [{ face: Face.strike, cap: x }],
  whenAttacking: {
    convertResults: (tally, _attack, x) => {
      const gain =
        (tally.hitsPerFace[Face.heroicStrike] ?? 0) - (tally.hitsPerFace[Face.strike] ?? 0);
      if (gain <= 0) return tally;
      return convertFaces(
        tally,
        Face.strike,
        Face.heroicStrike,
        Math.min(x, faceCount(tally, Face.strike)),
      );
    },
  },
};
