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

/** glossary: All-Out Attack (X) — up to X attacks in one Attack Step, one row each. */
export const allOutAttack: RuleEntry = {
  ...actsElsewhere('All-Out Attack', 'the Attack Step (game/all-out-attack.ts)', true),
  inGame: { attacksInAttackStep: (attacks, x) => Math.max(attacks, x) },
};
export const lockstep = actsElsewhere('Lockstep', "the unit's Formation (forces: formation.ts)");
/**
 * glossary: Supercharger — during its Activation the opposing General acts in
 * one Reaction Step only: as every ground unit's Activation plays (rulebook
 * p.25, Opportunity Fire once per Activation); against an Air Support Sortie,
 * where the General may act in each (p.51), in one of them only.
 */
export const supercharger: RuleEntry = {
  ...actsElsewhere(
    'Supercharger',
    'the Reaction Steps (an Air Support Sortie: game/aircraft/sortie-flow.ts)',
  ),
  inGame: { airSupportSortie: (sortie) => ({ ...sortie, supercharger: true }) },
};

/** glossary: Brake Turn — once per Activation, in its Approach or Escape Step, the unit turns to face any direction. */
export const brakeTurn: RuleEntry = {
  ...actsElsewhere(
    'Brake Turn',
    'the Approach and Escape Steps of an Air Support Sortie (game/aircraft/brake-turn.ts)',
  ),
  inGame: { airSupportSortie: (sortie) => ({ ...sortie, brakeTurn: true }) },
};

/** glossary: Slow to Fire, Reactive, Coruscating, Move or Fire — when the row may fire, and Reloading after. */
const whenItFires = 'when the row may be used, and Reloading (game/weapon-use.ts)';
export const slowToFire: RuleEntry = {
  ...actsElsewhere('Slow to Fire', whenItFires, false, 'weaponQuality'),
  inGame: { weaponUse: (use) => ({ ...use, slowToFire: true, reloads: true }) },
};
export const reactive: RuleEntry = {
  ...actsElsewhere('Reactive', whenItFires, false, 'weaponQuality'),
  inGame: { weaponUse: (use) => ({ ...use, reactive: true, reloads: true }) },
};
export const coruscating: RuleEntry = {
  ...actsElsewhere('Coruscating', whenItFires, false, 'weaponQuality'),
  inGame: { weaponUse: (use) => ({ ...use, coruscatingLine: true }) },
};
export const fieldsOfFire: RuleEntry = {
  ...actsElsewhere(
    'Fields of Fire',
    'the Attack Step (game/fields-of-fire.ts)',
    false,
    'weaponQuality',
  ),
  inGame: { weaponUse: (use) => ({ ...use, fieldsOfFire: true }) },
};
export const moveOrFire: RuleEntry = {
  ...actsElsewhere('Move or Fire', whenItFires, false, 'weaponQuality'),
  inGame: { weaponUse: (use) => ({ ...use, moveOrFire: true }) },
};

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

/**
 * glossary: Support (X) — at the end of this unit's Activation its General may
 * Activate a friendly X unit within 3" (game/support.ts).
 */
export const support: RuleEntry = {
  name: 'Support',
  kind: 'specialRule',
  source: 'glossary: Support (X)',
  takesX: true,
  xIsTrait: true,
  actsIn: 'the end of an Activation (game/support.ts)',
};

/**
 * glossary: Ammo Supply (X) — friendly X units within 3" gain a Combat Rating
 * Bonus to Ranged Attacks (game/ammo-supply.ts).
 */
export const ammoSupply: RuleEntry = {
  name: 'Ammo Supply',
  kind: 'specialRule',
  source: 'glossary: Ammo Supply (X)',
  takesX: true,
  xIsTrait: true,
  actsIn: "friendly units' Ranged Attacks (game/ammo-supply.ts)",
};

/**
 * glossary: Repair (X) — a Special Action repairing a friendly X unit within 2"
 * (game/repair.ts). The glossary's separate "Repair" entry has the same text,
 * still naming "the X trait": a profile must name the Trait.
 */
export const repair: RuleEntry = {
  name: 'Repair',
  kind: 'specialRule',
  source: 'glossary: Repair (X)',
  takesX: true,
  xIsTrait: true,
  actsIn: 'the Attack Step, a Special Action (game/repair.ts)',
};

/** Every rule entry of this file, for the registry. */
export const OUTSIDE_THE_ATTACK: readonly RuleEntry[] = [
  allOutAttack,
  ammoSupply,
  brakeTurn,
  coruscating,
  fieldsOfFire,
  lockstep,
  moveOrFire,
  reactive,
  repair,
  slowToFire,
  supercharger,
  support,
  terrifying,
];
