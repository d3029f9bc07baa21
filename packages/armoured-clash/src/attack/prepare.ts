import { type FaceHits, type FaceSet, STANDARD_FACE_HITS } from '../dice/faces.js';
import {
  type CombatRating,
  type CombatRatingModifier,
  combatRatingOf,
  modifiersOfRating,
  rerollableFaces,
} from '../dice/combat-rating.js';
import type { DefenceModifier, FaceReads, RemovalChooser } from '../rules/hooks.js';
import type { RuleRegistry } from '../rules/registry.js';
import {
  type RuleInPlay,
  RuleError,
  faceReads,
  rulesInPlay,
  runStep,
} from '../rules/rules-in-play.js';
import type { Attack } from './attack.js';

/** What the roll needs before any die is cast; every field follows from the attack alone. */
export interface PoolPlan {
  /** Dice gathered into the attack pool. */
  readonly dice: number;
  /** Dice added for each Heroic Strike of the first roll (1, or 2 with Arc). */
  readonly addedPerHeroicStrike: number;
  /** Faces re-rolled in the Resolve Re-Rolls step (the rating's, plus bonus re-rolls). */
  readonly rerollable: FaceSet;
  /** Hits scored by each face. */
  readonly hitsPerFace: FaceHits;
  /** Pool results read by the rules in play after the roll. */
  readonly reads: readonly FaceReads[];
}

/** An attack with its rules looked up and everything fixed before the roll worked out. */
export interface PreparedAttack {
  readonly attack: Attack;
  readonly rules: readonly RuleInPlay[];
  readonly plan: PoolPlan;
  /** The Combat Rating of the attack once the rules acted (rulebook pp.26, 28), and the modifiers that count. */
  readonly rating: CombatRating;
  readonly combatRatingModifiers: readonly CombatRatingModifier[];
  /** Who chooses the models the attack Destroys (Precision). */
  readonly removalChosenBy: RemovalChooser;
  /** The target's Defence for this attack, and the changes that made it. */
  readonly defence: number;
  readonly defenceModifiers: readonly DefenceModifier[];
  /**
   * The Defence of each model, in the order the losses take them, where they
   * differ (glossary: Emplacement, per model; attack/loss-defences.ts); empty
   * when every model has `defence`.
   */
  readonly lossDefences: readonly number[];
}

function checkAttack(attack: Attack): void {
  const { target } = attack;
  const whole = (value: number, min: number, what: string): void => {
    if (!Number.isInteger(value) || value < min) {
      throw new RuleError(`${what} must be a whole number of at least ${min}, got ${value}`);
    }
  };
  whole(attack.weapon.dice, 0, 'attack dice');
  whole(target.defence, 1, 'defence');
  whole(target.damageLimit, 1, 'damage limit');
  whole(target.models, 1, 'models');
  whole(target.damage, 0, 'damage');
  if (target.damage >= target.damageLimit) {
    throw new RuleError(
      `accumulated damage (${target.damage}) must be below the damage limit (${target.damageLimit})`,
    );
  }
  const perModel = attack.situation.obstacleCrossedInLossOrder;
  if (perModel !== undefined && perModel.length !== target.models) {
    throw new RuleError(
      `the Obstacle crossed is given for ${perModel.length} models, the target has ${target.models}`,
    );
  }
  const { rating, combatRatingModifiers } = attack.situation;
  if (combatRatingModifiers !== undefined && combatRatingOf(combatRatingModifiers) !== rating) {
    throw new RuleError(
      `the combat rating (${rating}) is not the one its bonuses and penalties give (${combatRatingOf(combatRatingModifiers)})`,
    );
  }
}

/** rulebook p.26 (and p.28) Determine Combat Rating, with the rules' own bonuses, penalties and fixed ratings. */
function determineCombatRating(
  rules: readonly RuleInPlay[],
  attack: Attack,
): { rating: CombatRating; modifiers: readonly CombatRatingModifier[] } {
  const { situation } = attack;
  const given = situation.combatRatingModifiers ?? modifiersOfRating(situation.rating);
  const collected = runStep(rules, 'determineCombatRating', given, attack);
  const modifiers = runStep(rules, 'cancelCombatRatingModifiers', collected, attack);
  const regardless = runStep(rules, 'combatRatingRegardless', combatRatingOf(modifiers), attack);
  const rating = runStep(rules, 'combatRatingSpotted', regardless, attack);
  return { rating, modifiers };
}

/** rulebook p.33 Apply Damage: the target's Defence, and the Defence modifiers that count. */
function defenceOf(
  rules: readonly RuleInPlay[],
  attack: Attack,
): { defence: number; modifiers: readonly DefenceModifier[] } {
  const collected = runStep(rules, 'defenceModifiers', [], attack);
  const modifiers = runStep(rules, 'cancelDefenceModifiers', collected, attack);
  const total = modifiers.reduce((sum, modifier) => sum + modifier.amount, attack.target.defence);
  return { defence: Math.max(1, total), modifiers };
}

/**
 * The Defence of each model in the order of removal, when the situation is
 * given model by model (obstacleCrossedInLossOrder: glossary Emplacement): the
 * Defence steps run for a model behind the Obstacle and for one that is not;
 * empty when every model reads the unit's `defence`.
 */
function lossDefencesOf(
  rules: readonly RuleInPlay[],
  attack: Attack,
  defence: number,
): readonly number[] {
  const perModel = attack.situation.obstacleCrossedInLossOrder;
  if (perModel === undefined) return [];
  const read = (crossed: boolean): number =>
    defenceOf(rules, {
      ...attack,
      situation: { ...attack.situation, lineOfSightCrossesTargetObstacle: crossed },
    }).defence;
  const behind = read(true);
  const open = read(false);
  const defences = perModel.map((crossed) => (crossed ? behind : open));
  return defences.every((d) => d === defence) ? [] : defences;
}

/** Looks up the attack's rules and runs every step that does not depend on the dice. */
export function prepareAttack(attack: Attack, registry: RuleRegistry): PreparedAttack {
  checkAttack(attack);
  const rules = rulesInPlay(attack, registry);
  const { rating, modifiers } = determineCombatRating(rules, attack);
  const gridDice = runStep(rules, 'readArmamentsGrid', attack.weapon.dice, attack);
  const plan: PoolPlan = {
    dice: runStep(rules, 'gatherAttackDice', gridDice, attack),
    addedPerHeroicStrike: runStep(rules, 'heroicStrikesExplode', 1, attack),
    rerollable: runStep(rules, 'resolveRerolls', rerollableFaces(rating), attack),
    hitsPerFace: runStep(rules, 'scoreHits', STANDARD_FACE_HITS, attack),
    reads: faceReads(rules, attack),
  };
  const { defence, modifiers: defenceModifiers } = defenceOf(rules, attack);
  const chooser = runStep(rules, 'removalChosenBy', 'targetGeneral', attack);
  return {
    attack,
    rules,
    plan,
    rating,
    combatRatingModifiers: modifiers,
    removalChosenBy: runStep(rules, 'cancelRemovalChoice', chooser, attack),
    defence,
    defenceModifiers,
    lossDefences: lossDefencesOf(rules, attack, defence),
  };
}
