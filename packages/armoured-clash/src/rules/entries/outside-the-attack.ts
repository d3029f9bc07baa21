import type { RuleEntry } from '../rule-entry.js';

/**
 * A special rule the engine implements outside the attack sequence: it has no
 * handlers here, but it is known, so a profile naming it is not reported as
 * unknown and it stays among the rules a unit holds in play.
 */
function actsElsewhere(
  name: string,
  actsIn: string,
  takesX = false,
  kind: 'specialRule' | 'weaponQuality' = 'specialRule',
): RuleEntry {
  return {
    name,
    kind,
    source: `glossary: ${name}${takesX ? ' (X)' : ''}`,
    takesX,
    actsIn,
  };
}

export const bulwark = actsElsewhere('Bulwark', 'Line of Sight (battlefield/sight-index.ts)');
export const flying = actsElsewhere('Flying', 'Line of Sight and movement (battlefield/)');
export const hover = actsElsewhere('Hover', 'movement (battlefield/movement/)');
export const hurling = actsElsewhere('Hurling', 'movement (battlefield/movement/check-move.ts)');
export const irregular = actsElsewhere('Irregular', "the unit's Formation (forces: formation.ts)");
export const large = actsElsewhere('Large', 'Line of Sight and movement (battlefield/)');
export const lockstep = actsElsewhere('Lockstep', "the unit's Formation (forces: formation.ts)");
export const pioneers = actsElsewhere('Pioneers', 'Line of Sight and movement (battlefield/)');
export const ponderous = actsElsewhere('Ponderous', 'movement (battlefield/movement/)');
export const rollingStock = actsElsewhere('Rolling Stock', 'arcs and Line of Sight (battlefield/)');
export const shrouded = actsElsewhere('Shrouded', 'Line of Sight (battlefield/line-of-sight.ts)');
export const stilted = actsElsewhere('Stilted', 'movement (battlefield/movement/)', true);

/** glossary: Slow to Fire, Reactive, Coruscating — when the row may fire, and Reloading after. */
const whenItFires = 'when the row may be used, and Reloading (game/weapon-use.ts)';
export const slowToFire = actsElsewhere('Slow to Fire', whenItFires, false, 'weaponQuality');
export const reactive = actsElsewhere('Reactive', whenItFires, false, 'weaponQuality');
export const coruscating = actsElsewhere('Coruscating', whenItFires, false, 'weaponQuality');

/**
 * glossary: Terrifying (X) — a unit without the X Trait suffers -1 Discipline
 * in its Discipline Tests while within 6" of this unit. Where units stand
 * decides it: game/discipline-modifiers.ts.
 */
export const terrifying: RuleEntry = {
  name: 'Terrifying',
  kind: 'specialRule',
  source: 'glossary: Terrifying (X)',
  takesX: true,
  xIsTrait: true,
  actsIn: "the game's Discipline Tests (game/discipline-modifiers.ts)",
};

/** Every rule entry of this file, for the registry. */
export const OUTSIDE_THE_ATTACK: readonly RuleEntry[] = [
  bulwark,
  coruscating,
  flying,
  hover,
  hurling,
  irregular,
  large,
  lockstep,
  pioneers,
  ponderous,
  reactive,
  rollingStock,
  shrouded,
  slowToFire,
  stilted,
  terrifying,
];
