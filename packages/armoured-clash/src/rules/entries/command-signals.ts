import type { RuleEntry } from '../rule-entry.js';
import { COMMANDER } from '../held-rule-values.js';

/**
 * glossary: Command Signals — while this unit is Embarked on a Transport unit,
 * that Transport unit counts as having the Commander Trait: wherever the game
 * asks for a Commander unit (rulebook p.49 Commander: game/commander.ts, through
 * game/command-signals.ts countsAsCommander, at the game step traitsLentToTransport).
 */
export const commandSignals: RuleEntry = {
  name: 'Command Signals',
  kind: 'specialRule',
  source: 'glossary: Command Signals',
  takesX: false,
  actsIn: 'the Commander Trait of its Transport (game/command-signals.ts)',
  inGame: { traitsLentToTransport: (traits) => [...traits, COMMANDER] },
};
