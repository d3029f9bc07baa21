import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Tail Gunner (X) — an Intercept Special Command issued to this unit
 * counts its card's Value 1 higher; an Intercept issued to an enemy unit during
 * this unit's Activation makes the cards Interfering with it count 1 higher;
 * both to at most 12 (game/aircraft/intercept-value.ts). Its X is not used by
 * the v1.07 text. Game steps interceptCardValue, interceptInterferenceValue.
 */
export const tailGunner: RuleEntry = {
  name: 'Tail Gunner',
  kind: 'specialRule',
  source: 'glossary: Tail Gunner (X)',
  takesX: true,
  inGame: {
    interceptCardValue: (bonus) => bonus + 1,
    interceptInterferenceValue: (bonus) => bonus + 1,
  },
};
