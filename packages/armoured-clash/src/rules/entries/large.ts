import type { RuleEntry } from '../rule-entry.js';

/**
 * glossary: Large — its moves and Line of Sight act on the battlefield
 * (battlefield/line-of-sight.ts, battlefield/movement/); "When the unit is
 * Destroyed, it is not removed from play. Instead, it gains the Wrecked
 * status": each of its models Destroyed stays where it stood as a wreck
 * (game step modelDestroyed; rulebook p.35 Wrecks, game/wrecks.ts). "If
 * this unit is deployed from Reserve, it cannot have a Flank Attack Special
 * Command issued to it" (game step flankAttackBarred): read literally, a
 * Flank Attack made without a Special Command (Vanguard in Lord of the
 * Manor, rulebook p.61) is not barred.
 */
export const large: RuleEntry = {
  name: 'Large',
  kind: 'specialRule',
  source: 'glossary: Large',
  takesX: false,
  actsIn:
    'Line of Sight and movement (battlefield/); its Destroyed models stay as wrecks (game/wrecks.ts); no Flank Attack Special Command (game/commands/flank-attack-barred.ts)',
  inGame: {
    modelDestroyed: () => 'wrecked',
    flankAttackBarred: () => 'glossary: Large',
  },
};
