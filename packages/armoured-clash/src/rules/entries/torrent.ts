import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Torrent — the target gains no Defence bonus for Taking Cover or
 * Garrisoning a Building. (It also never counts as Concealed: that part acts
 * where the Combat Rating is determined, which the caller supplies.)
 */
export const torrent: RuleEntry = {
  name: 'Torrent',
  kind: 'weaponQuality',
  source: 'glossary: Torrent',
  takesX: false,
  whenAttacking: {
    cancelDefenceModifiers: (modifiers) =>
      modifiers.filter((m) => m.cause !== 'takingCover' && m.cause !== 'garrison'),
  },
};
