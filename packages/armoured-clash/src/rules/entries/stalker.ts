import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Stalker — a unit that made no Attack during its Activation gains
 * the On Lookout status at the end of it, whatever else it did (game step
 * activationEnds). No rule we have stops a unit gaining On Lookout; one that
 * does would act at the same step, after this one.
 */
export const stalker: RuleEntry = {
  name: 'Stalker',
  kind: 'specialRule',
  source: 'glossary: Stalker',
  takesX: false,
  inGame: {
    activationEnds: (end) =>
      end.attacked
        ? end
        : { ...end, gains: [...end.gains, { status: 'onLookout', rule: 'glossary: Stalker' }] },
  },
};
