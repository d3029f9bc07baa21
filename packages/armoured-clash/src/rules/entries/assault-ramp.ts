import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Assault Ramp — in this Transport unit's Attack Step, a Special
 * Action lets the unit Embarked upon it make a free Disembark manoeuvre at
 * once (game step attackStepSpecialActions; game/transport/assault-ramp.ts).
 */
export const assaultRamp: RuleEntry = {
  name: 'Assault Ramp',
  kind: 'specialRule',
  source: 'glossary: Assault Ramp',
  takesX: false,
  actsIn: 'the Attack Step, a Special Action (game/transport/assault-ramp.ts)',
  inGame: { attackStepSpecialActions: (actions) => [...actions, 'lowerAssaultRamp'] },
};
