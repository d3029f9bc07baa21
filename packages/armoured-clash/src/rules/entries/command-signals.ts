import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Command Signals — while this unit is Embarked on a Transport unit,
 * that Transport unit counts as having the Commander Trait: wherever the game
 * asks for a Commander unit (rulebook p.49 Commander: game/commander.ts, through
 * game/command-signals.ts countsAsCommander).
 */
export const commandSignals: RuleEntry = {
  name: 'Command Signals',
  kind: 'specialRule',
  source: 'glossary: Command Signals',
  takesX: false,
  actsIn: 'the Commander Trait of its Transport (game/command-signals.ts)',
};
