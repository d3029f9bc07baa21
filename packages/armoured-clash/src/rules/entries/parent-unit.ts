import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Parent Unit (X) — a force-list rule: up to X Fireteam units join
 * the unit's Battlefield Element (the second X of `Parent Unit (2/3)` when it
 * is taken as a Commander Variant). Checked where lists are written
 * (packages/forces validate/parent-units.ts), which gives the game the X that
 * applies; nothing acts in the game.
 */
export const parentUnit: RuleEntry = {
  name: 'Parent Unit',
  kind: 'specialRule',
  source: 'glossary: Parent Unit (X)',
  takesX: true,
  actsIn: 'the force list (forces: validate/parent-units.ts)',
};
