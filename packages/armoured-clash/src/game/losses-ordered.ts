import type { GameSetup } from './army.js';
import { type LossChoiceKinds, generalChoosesLosses } from './loss-sequence.js';
import { attackingUnit } from './open-formation-losses.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

const RULE = 'rulebook p.34 Destroying Models';

/**
 * The choices the attack stops for: models equally closest in Open Formation
 * (rare: exact ties of distance). A back-rank model in Close Formation and a
 * Field Promotion are a choice almost every time, so waiting for them would
 * stop nearly every attack: they follow the order given when the attack
 * waits anyway (a Command possible), else the engine's default.
 */
const ASKED_FOR: LossChoiceKinds = { equallyClosest: true, backRank: false, fieldPromotion: false };

/**
 * rulebook p.34: whether the General of `targetId` has a choice to make among
 * the losses an attack by `attackerId` may inflict that the attack waits for
 * (ASKED_FOR: models equally closest; loss-sequence.ts generalChoosesLosses),
 * judged from the table alone, which both Generals see. The attack then waits
 * for that General's order of preference (`losses` on the answer to
 * targetedByRangedAttack).
 */
export function lossesToOrder(
  setup: GameSetup,
  state: GameState,
  attackerId: string,
  targetId: string,
): boolean {
  const target = state.units[targetId];
  if (target === undefined || target.annihilated || !target.deployed) return false;
  const from = attackingUnit(tableOf(setup, state), attackerId);
  return generalChoosesLosses(setup, target, from, {}, ASKED_FOR);
}

/**
 * The order of preference the General of `unitId` gives for its losses
 * (rulebook pp.34-35: of equal models, the first named is Destroyed; a Field
 * Promotion goes to the survivor named last): each a model of the unit, once.
 * Refused with the model and the reason otherwise.
 */
export function checkLossOrder(
  state: GameState,
  unitId: string,
  order: readonly string[],
): readonly string[] {
  const models = state.units[unitId]?.models ?? [];
  order.forEach((id, i) => {
    if (!models.some((m) => m.id === id)) {
      throw new IllegalChoice(RULE, `losses[${i}]: ${id} is not a model of ${unitId}`);
    }
    if (order.indexOf(id) !== i) {
      throw new IllegalChoice(RULE, `losses[${i}]: ${id} is named twice`);
    }
  });
  return order;
}

/** The target's General's order of preference, kept with the Ranged Attack that waits for it. */
export function orderLosses(state: GameState, order: readonly string[]): void {
  const declared = state.targetedByRangedAttack;
  if (declared === undefined) {
    throw new IllegalChoice(RULE, 'no Ranged Attack waits for its target’s General');
  }
  const targetLosses = checkLossOrder(state, declared.target, order);
  state.targetedByRangedAttack = { ...declared, targetLosses };
}
