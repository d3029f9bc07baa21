import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Extended Footprint — each model's Footprint is both its base and
 * the main body that overhangs it, seen from above: the unit's
 * `footprint.outline` (game/army.ts, game/army-unit.ts footprintOf), which the
 * table measures with wherever it measures footprints (Line of Sight,
 * contact, distances, moves).
 */
export const extendedFootprint: RuleEntry = {
  name: 'Extended Footprint',
  kind: 'specialRule',
  source: 'glossary: Extended Footprint',
  takesX: false,
  actsIn: "each model's Footprint on the table (game/army-unit.ts footprintOf)",
};
