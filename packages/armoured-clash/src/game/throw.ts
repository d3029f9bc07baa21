import { EPSILON, discardCard } from '@warroom/engine';
import { officerInFrontArc } from '../battlefield/front-arc.js';
import { distanceBetweenUnits } from '../battlefield/table.js';
import { makeAttackRoll } from '../attack/attack-roll.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { takeTopCard } from '../cards/command-deck.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { attackTarget, knownRules } from './attack-parties.js';
import type { Choice, Decision } from './choice.js';
import { attackDiceShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';
import { destroyModels } from './losses.js';
import { emplacementSituation } from './emplaced-losses.js';
import { attackingUnit } from './open-formation-losses.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';
import { withNearPortal } from './portals/near-portal.js';

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
function enemiesWithin(
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

/** The Weakened Ranged Attack of a Throw, `dice` dice: no Suppression Test follows it. */
function throwAttack(
  setup: GameSetup,
  state: GameState,
  thrower: UnitState,
  targetState: UnitState,
  dice: number,
): GameEvent[] {
  const table = tableOf(setup, state);
  const inFront = officerInFrontArc(table, thrower.id, targetState.id);
  const attacker = armyUnit(setup, thrower.id);
  const target = armyUnit(setup, targetState.id);
  const attack: Attack = {
    weapon: { dice, qualities: [], attack: 'ranged' },
    attackerRules: knownRules(attacker.specialRules),
    target: attackTarget(target, targetState),
    situation: {
      kind: 'ranged',
      rating: 'weakened',
      withinShortRange: false,
      concealed: false,
      attackerInTargetFrontArc: inFront,
      // glossary: Emplacement, per model in the order of removal (a Throw is a Ranged Attack).
      ...emplacementSituation(setup, table, thrower.id, targetState, {}),
    },
  };
  // glossary: Immortal: the target within 3" of a Portal Marker.
  const near = withNearPortal(attack, table, state, targetState.id);
  const prepared = prepareAttack(near, ARMOURED_CLASH_RULES);
  const { pool, outcome } = makeAttackRoll(state.rng, prepared);
  targetState.damage = outcome.target.damage;
  const text =
    `${attacker.name} Throws at ${target.name}: ${prepared.rating}, ${dice} dice, ` +
    `${outcome.hits} hits, ${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`;
  const roll = attackDiceShown(prepared, pool, outcome);
  const from = attackingUnit(table, thrower.id);
  return [
    event('rangedAttack', text, { unit: thrower.id, side: thrower.side, roll }),
    ...destroyModels(setup, state, targetState, outcome.target.modelsDestroyed, from),
  ];
}

/**
 * glossary: Throw (X") — the General reveals and discards the top card of
 * their deck; the unit makes a Weakened Ranged Attack against `targetId`, an
 * enemy unit within X", with as many dice as the card's Value. The caller then
 * ends the Activation.
 */
export function makeThrow(setup: GameSetup, state: GameState, targetId: string): GameEvent[] {
  const activation = state.activation;
  const offer = activation?.endAttack;
  const unit = activation === undefined ? undefined : state.units[activation.unit];
  const targetState = state.units[targetId];
  if (offer === undefined || unit === undefined || targetState === undefined) {
    throw new IllegalChoice('glossary: Throw (X")', 'no Throw can be made now');
  }
  if (!enemiesWithin(setup, state, unit.id, offer.range).includes(targetId)) {
    throw new IllegalChoice(offer.rule, `${targetId} is not an enemy unit within ${offer.range}"`);
  }
  delete activation?.endAttack;
  const deck = state.players[unit.side].deck;
  const card = takeTopCard(state.rng, deck);
  if (card !== undefined) discardCard(deck.piles, card);
  const value = card === undefined ? 0 : (setup.generals[unit.side].deck.cards[card]?.value ?? 0);
  const reveal = event(
    'throw',
    `General ${unit.side.toUpperCase()} reveals a card of Value ${value} for a Throw (${offer.rule})`,
    { side: unit.side, unit: unit.id },
  );
  return [reveal, ...throwAttack(setup, state, unit, targetState, value)];
}
