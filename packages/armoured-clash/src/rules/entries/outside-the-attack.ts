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

/** Every rule entry of this file, for the registry. */
export const OUTSIDE_THE_ATTACK: readonly RuleEntry[] = [
  allOutAttack,
  brakeTurn,
  coruscating,
  fieldsOfFire,
  lockstep,
  moveOrFire,
  reactive,
  slowToFire,
  supercharger,
];
