/** The Unit Types of Armoured Clash (rulebook p.48 Common Traits: a unit's Type). */
export type UnitType =
  | 'infantry'
  | 'cavalry'
  | 'fieldGun'
  | 'armour'
  | 'artillery'
  | 'rotorcraft'
  | 'aircraft'
  | 'fortification';

export const UNIT_TYPES: readonly UnitType[] = [
  'infantry',
  'cavalry',
  'fieldGun',
  'armour',
  'artillery',
  'rotorcraft',
  'aircraft',
  'fortification',
];
