import type { RuleEntry } from '../rule-entry.js';
import { lookUpName } from '../rule-ref.js';

/** rulebook p.30 Taking Cover — Defence +1 against Ranged Attacks where the Concealed penalty is in effect. */
export const takingCover: RuleEntry = {
  name: 'Taking Cover',
  kind: 'status',
  source: 'rulebook p.30 Taking Cover',
  takesX: false,
  whenTargeted: {
    defenceModifiers: (modifiers, attack) =>
      attack.situation.kind === 'ranged' && attack.situation.concealed
        ? [...modifiers, { source: 'Taking Cover', amount: 1, cause: 'takingCover' }]
        : modifiers,
  },
};

/** rulebook p.44 Garrisoned Units — Defence +1 when the target of a Ranged Attack. */
export const garrisoned: RuleEntry = {
  name: 'Garrisoned',
  kind: 'coreRule',
  source: 'rulebook p.44 Garrisoned Units',
  takesX: false,
  whenTargeted: {
    defenceModifiers: (modifiers, attack) =>
      attack.situation.kind === 'ranged'
        ? [...modifiers, { source: 'Garrisoned', amount: 1, cause: 'garrison' }]
        : modifiers,
  },
};

/**
 * glossary: Resilient (Front) — Defence +1 when the attacking unit's Officer is
 * within the unit's Front Arc (for Open Formation, of at least half its models:
 * the situation's `attackerInTargetFrontArc` says which held); not while
 * Garrisoning a Defensible Building.
 */
export const resilientFront: RuleEntry = {
  name: 'Resilient (Front)',
  kind: 'specialRule',
  source: 'glossary: Resilient (Front)',
  takesX: false,
  whenTargeted: {
    defenceModifiers: (modifiers, attack) =>
      attack.situation.attackerInTargetFrontArc && !lookUpName(attack.target.rules, 'Garrisoned')
        ? [...modifiers, { source: 'Resilient (Front)', amount: 1, cause: 'specialRule' }]
        : modifiers,
  },
};

/**
 * glossary: Emplacement — Defence +1 against a Ranged Attack whose Line of Sight
 * crosses an Obstacle the models are in contact with (which models: game step
 * lineOfSightDrawn, battlefield/emplacement.ts).
 */
export const emplacement: RuleEntry = {
  name: 'Emplacement',
  kind: 'specialRule',
  source: 'glossary: Emplacement',
  takesX: false,
  inGame: { lineOfSightDrawn: (traits) => ({ ...traits, obstacleCover: true }) },
  whenTargeted: {
    defenceModifiers: (modifiers, attack) =>
      attack.situation.kind === 'ranged' && attack.situation.lineOfSightCrossesTargetObstacle
        ? [...modifiers, { source: 'Emplacement', amount: 1, cause: 'specialRule' }]
        : modifiers,
  },
};
