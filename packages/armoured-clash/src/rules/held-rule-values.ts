/** A Special Action a rule lets the unit make in its Attack Step (rulebook p.30; glossary: Assault Ramp, Construction Team). */
export type AttackStepAction = 'lowerAssaultRamp' | 'entrench';

/** A Trait the Transport unit must have for the unit to Embark on it, and the rule asking it (glossary: Run Amok). */
export interface TransportTraitRequired {
  readonly trait: string;
  readonly rule: string;
}

/** Where a successful Flank Attack may place the unit (rulebook p.21; glossary: Ambushers: near Dense or Difficult Terrain too). */
export type FlankAttackPlacement = 'battlefieldEdge' | 'edgeOrNearCover';

/** What the unit's Ranged Attacks make of a target outside its Officer's Front Arc (rulebook p.17; glossary: Irregular: half its models count). */
export type OutsideFrontArc = 'notAcquired' | 'halfModels';

/** rulebook p.49 Commander: the Trait a unit counts as having when a unit with Command Signals is Embarked on it. */
export const COMMANDER = 'Commander';
