import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Command Signals — while this unit is Embarked on a Transport unit,
 * that Transport unit counts as having the Commander Trait. Not acting yet: the
 * game reads Traits from profiles only (game/held-rules.ts hasTrait), not from
 * who is Embarked on a unit (rulebook p.46, game/transport/).
 */
export const commandSignals: RuleEntry = {
  name: 'Command Signals',
  kind: 'specialRule',
  source: 'glossary: Command Signals',
  takesX: false,
  actsIn: 'the Commander Trait of its Transport (not yet)',
};
