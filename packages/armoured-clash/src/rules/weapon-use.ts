/**
 * When a row may be used and what using it brings, as its weapon qualities
 * say outside the attack sequence (the glossary's weapon qualities): built by
 * their handlers at the game step `weaponUse` once per row
 * (game/weapon-use-of.ts), and read by the game as plain data.
 */
export interface WeaponUse {
  /** Once the attack is resolved, the unit gains the Reloading status (glossary: Slow to Fire, Reactive). */
  readonly reloads: boolean;
  /** Not while the unit is Reloading or Suppressed, nor as Opportunity Fire (glossary: Slow to Fire). */
  readonly slowToFire: boolean;
  /** Only as Opportunity Fire, and not while Reloading (glossary: Reactive). */
  readonly reactive: boolean;
  /** Never as Opportunity Fire; only at the units along a line drawn from the Officer (glossary: Coruscating). */
  readonly coruscatingLine: boolean;
  /** Only against a Portal Marker, never an enemy unit (glossary: Portal Blast). */
  readonly portalBlast: boolean;
  /** Not in the Attack Step of an Activation in which the unit made an Advance manoeuvre (glossary: Move or Fire). */
  readonly moveOrFire: boolean;
  /** Two targets, one in each Front Arc (glossary: Fields of Fire). */
  readonly fieldsOfFire: boolean;
  /** Its General may declare an Overcharge for the attack (glossary: Overcharge). */
  readonly overcharge: boolean;
  /** Its General may name the models Destroyed (glossary: Precision), declared for a Retaliation. */
  readonly precision: boolean;
}

/** A row whose qualities say nothing of when it may be used. */
export const PLAIN_WEAPON_USE: WeaponUse = {
  reloads: false,
  slowToFire: false,
  reactive: false,
  coruscatingLine: false,
  portalBlast: false,
  moveOrFire: false,
  fieldsOfFire: false,
  overcharge: false,
  precision: false,
};
