import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Torrent — the target never counts as Concealed (the Concealed
 * Combat Rating Penalty is cancelled) and gains no Defence bonus for Taking
 * Cover or Garrisoning a Building.
 */
export const torrent: RuleEntry = {
  name: 'Torrent',
  kind: 'weaponQuality',
  source: 'glossary: Torrent',
  takesX: false,
  whenAttacking: {
    cancelCombatRatingModifiers: (modifiers) => modifiers.filter((m) => m.cause !== 'concealed'),
    cancelDefenceModifiers: (modifiers) =>
      modifiers.filter((m) => m.cause !== 'takingCover' && m.cause !== 'garrison'),
  },
};
