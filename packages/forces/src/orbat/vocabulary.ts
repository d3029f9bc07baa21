import type { UnitType } from '@warroom/armoured-clash';

// The words of unit profiles and Battlegroups (rulebook pp.12-14, 48-49, 54-55),
// with the names the rules print.

/** The Unit Types as profiles print them (rulebook p.48 Common Traits). */
export const UNIT_TYPE_NAMES: Record<UnitType, string> = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  fieldGun: 'Field Gun',
  armour: 'Armour',
  artillery: 'Artillery',
  rotorcraft: 'Rotorcraft',
  aircraft: 'Aircraft',
  fortification: 'Fortification',
};

/** Close or Open Formation (rulebook p.14). */
export const FORMATIONS = ['close', 'open'] as const;
export type Formation = (typeof FORMATIONS)[number];

/** The Reinforcement levels, smallest first (rulebook p.55). */
export const REINFORCEMENT_LEVELS = ['basic', 'reinforced', 'fullStrength'] as const;
export type ReinforcementLevel = (typeof REINFORCEMENT_LEVELS)[number];

export const REINFORCEMENT_LEVEL_NAMES: Record<ReinforcementLevel, string> = {
  basic: 'Basic',
  reinforced: 'Reinforced',
  fullStrength: 'Full-Strength',
};

/** The Special Traits with rules of their own (rulebook p.49). */
export const COMMANDER = 'Commander';
export const TRANSPORT = 'Transport';
export const BEHEMOTH = 'Behemoth';
/** glossary: Tow — the Trait of the units a Tow unit may nominate. */
export const GUN_CARRIAGE = 'Gun Carriage';
/** glossary: Fireteam, Parent Unit (X) — what a Parent Unit takes in its Battlefield Element. */
export const FIRETEAM = 'Fireteam';

/** Battlegroups (rulebook p.54): the faction's own, Auxiliary and Heroic. */
export const BATTLEGROUP_KINDS = ['faction', 'auxiliary', 'heroic'] as const;
export type BattlegroupKind = (typeof BATTLEGROUP_KINDS)[number];

/** Whether `traits` holds `trait` (traits are matched case-insensitively). */
export function hasTraitNamed(traits: readonly string[], trait: string): boolean {
  const wanted = trait.toLowerCase();
  return traits.some((t) => t.toLowerCase() === wanted);
}
