import { discardCard } from '@warroom/engine';
import { officerInFrontArc } from '../battlefield/front-arc.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { takeTopCard } from '../cards/command-deck.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { attackTarget, knownRules } from './attack-parties.js';
import { attackDiceShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';
import { destroyModels } from './losses.js';
import { emplacementSituation } from './emplaced-losses.js';
import { attackingUnit } from './open-formation-losses.js';
import type { GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { withNearPortal } from './portals/near-portal.js';
import type { DeclaredRangedAttack } from './attacks-declared.js';
import { firstRollEvent, rollOrWait } from './rerolls-roll.js';
import { awaitRerolls } from './commands/rerolls-due.js';
import { withReceivedCommand } from './commands/received-boost.js';
import { generalCalled } from './generals/generals-draw.js';
import { declaredAttackContext } from './commands/declared-attack-context.js';
/**
 * The Weakened Ranged Attack of a Throw, as many dice as the card's Value
 * (`declared.thrownValue`): no Suppression Test follows it. The target's
 * General's order for its losses, given as the attack waited (rulebook
 * pp.34-35; game/losses-ordered.ts), else its standing order: read by the
 * plan (glossary: Emplacement) as by the losses. After its first roll it may
 * wait for its General's Command before a die is re-rolled, and resumes from
 * its dice (rulebook p.33 Bonus Re-Rolls: commands/rerolls-due.ts).
 */
function throwAttack(
  setup: GameSetup,
  state: GameState,
  thrower: UnitState,
  targetState: UnitState,
  declared: DeclaredRangedAttack,
): GameEvent[] {
  const { thrownValue: dice = 0, targetLosses } = declared;
  // rulebook pp.34-35: the order given for this attack, else the standing order, for plan and losses alike.
  const { lossPreference: preference } = declaredAttackContext(state, targetState.id, {
    targetLosses,
  });
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
      ...emplacementSituation(setup, table, thrower.id, targetState, { preference }),
    },
  };
  // glossary: Immortal: the target within 3" of a Portal Marker.
  const near = withNearPortal(attack, table, state, targetState.id);
  // rulebook p.33 Bonus Re-Rolls: a Command issued after the first roll, received.
  const boosted = withReceivedCommand(setup, near, declared.boostedBy);
  const prepared = prepareAttack(boosted, ARMOURED_CLASH_RULES);
  const { rolled, roll: made } = rollOrWait(state.rng, prepared, {
    rolled: declared.rolled,
    rerollsWait: (first) => awaitRerolls(setup, state, thrower, declared, first),
  });
  if (made === undefined) return [firstRollEvent(attacker, target.name, prepared, rolled)];
  const { pool, outcome } = made;
  targetState.damage = outcome.target.damage;
  const text =
    `${attacker.name} Throws at ${target.name}: ${prepared.rating}, ${dice} dice, ` +
    `${outcome.hits} hits, ${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`;
  const roll = attackDiceShown(prepared, pool, outcome);
  const from = attackingUnit(table, thrower.id);
  return [
    event('rangedAttack', text, { unit: thrower.id, side: thrower.side, roll }),
    ...destroyModels(
      setup,
      state,
      targetState,
      outcome.target.modelsDestroyed,
      from,
      preference === undefined ? {} : { preference },
    ),
  ];
}

/**
 * glossary: Throw (X") — the Throw declared is made: the General reveals and
 * discards the top card of their deck; the unit makes a Weakened Ranged
 * Attack against the target with as many dice as the card's Value.
 */
export function throwMade(
  setup: GameSetup,
  state: GameState,
  unit: UnitState,
  declared: DeclaredRangedAttack,
): GameEvent[] {
  const targetState = state.units[declared.target];
  if (targetState === undefined) return [];
  // rulebook p.33 Bonus Re-Rolls: resumed after its first roll, its card revealed already.
  if (declared.thrownValue !== undefined)
    return throwAttack(setup, state, unit, targetState, declared);
  const deck = state.players[unit.side].deck;
  const card = takeTopCard(state.rng, deck);
  if (card !== undefined) discardCard(deck.piles, card);
  const value = card === undefined ? 0 : (setup.generals[unit.side].deck.cards[card]?.value ?? 0);
  const reveal = event(
    'throw',
    `${generalCalled(state, unit.side)} reveals a card of Value ${value} for a Throw (${declared.thrownBy ?? ''})`,
    { side: unit.side, unit: unit.id },
  );
  const thrown = { ...declared, thrownValue: value };
  return [reveal, ...throwAttack(setup, state, unit, targetState, thrown)];
}
