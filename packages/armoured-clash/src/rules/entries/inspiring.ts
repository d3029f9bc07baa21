import type { RuleEntry } from '../rule-entry.js';

/** glossary: Inspiring (X) — how near the Suppressed units it rallies must be. */
export const INSPIRING_RANGE = 12;

/**
 * glossary: Inspiring (X) — at the end of this unit's Movement Step, its
 * General can choose up to X friendly Suppressed units within 12"; they lose
 * the Suppressed status. A unit without a Movement Step (it failed its Rally
 * Test and uses its Attack Step) cannot use it. A General's decision at that
 * point of the Activation (game step inspiresSuppressedUnits): game/inspiring.ts.
 */
export const inspiring: RuleEntry = {
  name: 'Inspiring',
  kind: 'specialRule',
  source: 'glossary: Inspiring (X)',
  takesX: true,
  actsIn: "the end of the unit's Movement Step (game/inspiring.ts)",
  inGame: { inspiresSuppressedUnits: (units, x) => units ?? x },
};
