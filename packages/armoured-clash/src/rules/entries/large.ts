import type { RuleEntry } from '../rule-entry.js';

/** glossary: Large — Blocking Terrain at least this many Sizes lower than the unit counts as Dense Terrain for it, which it treats as Open. */
const LOW_BLOCKING_SIZES = 2;

/**
 * glossary: Large — moving, it treats Difficult and Dense Terrain as Open, and
 * Blocking Terrain two or more Sizes lower as Dense, so Open (game step
 * unitMoves); it Blocks an enemy's Line of Sight instead of Obscuring it (game
 * step lineOfSightDrawn, battlefield/line-of-sight.ts). "When the unit is
 * Destroyed, it is not removed from play. Instead, it gains the Wrecked
 * status": each of its models Destroyed stays where it stood as a wreck
 * (game step modelDestroyed; rulebook p.35 Wrecks, game/wrecks.ts). It is
 * unaffected by Shockwave and Dynamic Entry (X") (game step shockUnaffected). "If
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
    'Line of Sight and movement (battlefield/unit-traits.ts); its Destroyed models stay as wrecks (game/wrecks.ts); no Flank Attack Special Command (game/commands/flank-attack-barred.ts)',
  inGame: {
    unitMoves: (traits) => ({
      ...traits,
      roughGroundOpen: true,
      lowBlockingOpen: LOW_BLOCKING_SIZES,
    }),
    lineOfSightDrawn: (traits) => ({ ...traits, walls: true }),
    modelDestroyed: () => 'wrecked',
    shockUnaffected: () => 'glossary: Large',
    flankAttackBarred: () => 'glossary: Large',
  },
};
