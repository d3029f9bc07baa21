import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Strongpoint — "This unit can control a Strategic Objective as
 * though it were a Cavalry or Infantry unit, as long as it is Occupied by a
 * unit that is able to control Strategic Objectives" (game step
 * controlsObjectives; game/strongpoint.ts).
 */
export const strongpoint: RuleEntry = {
  name: 'Strongpoint',
  kind: 'specialRule',
  source: 'glossary: Strongpoint',
  takesX: false,
  inGame: {
    controlsObjectives: (control) =>
      control.occupiedByController ? { ...control, controls: true } : control,
  },
};
