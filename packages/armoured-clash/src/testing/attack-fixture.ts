import type { Attack, AttackSituation, TargetUnit, WeaponRow } from '../attack/attack.js';
import type { RuleRef } from '../rules/rule-ref.js';

/** Parts of an attack a test changes; everything else is a plain ranged attack. */
export interface AttackChanges {
  readonly weapon?: Partial<WeaponRow>;
  readonly attackerRules?: readonly RuleRef[];
  readonly target?: Partial<TargetUnit>;
  readonly situation?: Partial<AttackSituation>;
}

/** A neutral Ranged Attack of 6 dice at a Defence 1, Damage Limit 1 unit of 10 models, changed as asked. */
export function anAttack(changes: AttackChanges = {}): Attack {
  return {
    weapon: { dice: 6, qualities: [], ...changes.weapon },
    attackerRules: changes.attackerRules ?? [],
    target: {
      defence: 1,
      damageLimit: 1,
      models: 10,
      damage: 0,
      category: 'heavy',
      type: 'armour',
      traits: [],
      rules: [],
      ...changes.target,
    },
    situation: {
      kind: 'ranged',
      rating: 'neutral',
      withinShortRange: false,
      concealed: false,
      attackerInTargetFrontArc: false,
      lineOfSightCrossesTargetObstacle: false,
      ...changes.situation,
    },
  };
}

/** A face source that deals the given faces in order and fails loudly when asked for more. */
export function scriptedFaces<F>(faces: readonly F[]): () => F {
  let next = 0;
  return () => {
    const face = faces[next++];
    if (face === undefined) throw new Error(`the script ran out after ${faces.length} dice`);
    return face;
  };
}
