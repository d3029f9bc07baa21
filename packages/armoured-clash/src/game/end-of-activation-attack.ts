import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import type { Choice, Decision } from './choice.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';
/** Enemy models the active unit Destroyed in a Close Quarters Attack, counted for its Activation (read by Throw (X")). */
export function countDestroyedInCloseQuarters(
  state: GameState,
  attackerId: string,
  destroyed: number,
): void {
  const activation = state.activation;
  if (activation?.unit !== attackerId) return;
  activation.destroyedInCloseQuarters = (activation.destroyedInCloseQuarters ?? 0) + destroyed;
}

/** Enemy units on the battlefield within `range` inches of the unit. */
export function enemiesWithin(
  setup: GameSetup,
  state: GameState,
  unitId: string,
  range: number,
): string[] {
  const table = tableOf(setup, state);
  const side = state.units[unitId]?.side;
  return Object.values(state.units)
    .filter((u) => u.side !== side && u.deployed && !u.annihilated)
    .filter((u) => distanceBetweenUnits(table, unitId, u.id) <= range + EPSILON)
    .map((u) => u.id);
}

/**
 * At the end of the active unit's Activation: an attack its rules allow after
 * it Destroyed enemy models in Close Quarters (game step
 * endOfActivationAttack: Throw (X")), when an enemy unit is in range. Then the
 * Activation waits for its General to make it or hold (`activation.endAttack`)
 * and this returns true. Once per Activation.
 */
export function waitsForEndAttack(setup: GameSetup, state: GameState): boolean {
  const activation = state.activation;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || unit === undefined || unit.annihilated) return false;
  if (activation.endAttackOffered === true) return false;
  activation.endAttackOffered = true;
  const destroyedInCloseQuarters = activation.destroyedInCloseQuarters ?? 0;
  const { attack } = unitStep(setup, unit.id, 'endOfActivationAttack', {
    destroyedInCloseQuarters,
  });
  if (attack === undefined || enemiesWithin(setup, state, unit.id, attack.range).length === 0)
    return false;
  activation.endAttack = attack;
  return true;
}

/** The decision while an attack at the end of the Activation is offered: one per enemy unit in range, or hold. */
export function endAttackDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const offer = state.activation?.endAttack;
  const unit = state.activation === undefined ? undefined : state.units[state.activation.unit];
  if (offer === undefined || unit === undefined) return undefined;
  const targets = enemiesWithin(setup, state, unit.id, offer.range);
  return {
    player: unit.side,
    prompt: `${armyUnit(setup, unit.id).name}: a Throw at an enemy unit within ${offer.range}", or hold (${offer.rule})`,
    options: [...targets.map((target): Choice => ({ kind: 'throw', target })), { kind: 'hold' }],
  };
}
