import { EPSILON } from '@warroom/engine';
import { officerInFrontArc } from '../battlefield/front-arc.js';
import { type Table, distanceBetweenUnits } from '../battlefield/table.js';
import { makeAttackRoll } from '../attack/attack-roll.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { attackTarget, knownRules } from './attack-parties.js';
import { attackDiceShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';
import { destroyModels } from './losses.js';
import { attackingUnit } from './open-formation-losses.js';
import type { GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';
import { withNearPortal } from './portals/near-portal.js';

/**
 * glossary: Sponsons (X) — the Weakened Attack Roll of `dice` Attack Dice that
 * `holder` makes against the unit that ended its Charge in contact with it,
 * before any die is rolled (what the game rolls and the exact odds read). An
 * Attack Roll made at contact: read as a Close Quarters one (Defence bonuses
 * against Ranged Attacks do not count), with no weapon row and no Suppression Test.
 */
export function sponsonsAttack(
  setup: GameSetup,
  table: Table,
  holder: UnitState,
  charger: UnitState,
  dice: number,
): Attack {
  return {
    weapon: { dice, qualities: [] },
    attackerRules: knownRules(armyUnit(setup, holder.id).specialRules),
    target: attackTarget(armyUnit(setup, charger.id), charger),
    situation: {
      kind: 'closeQuarters',
      rating: 'weakened',
      withinShortRange: false,
      concealed: false,
      attackerInTargetFrontArc: officerInFrontArc(table, holder.id, charger.id),
      lineOfSightCrossesTargetObstacle: false,
    },
  };
}

/** The enemy units of `charger` on the battlefield with a model in contact with one of its models. */
function inContactWith(table: Table, state: GameState, charger: UnitState): UnitState[] {
  return Object.values(state.units).filter(
    (u) =>
      u.side !== charger.side &&
      u.deployed &&
      !u.annihilated &&
      table.units.has(u.id) &&
      distanceBetweenUnits(table, u.id, charger.id) <= EPSILON,
  );
}

/**
 * glossary: Sponsons (X) — the charging unit has ended its Charge: each enemy
 * unit in contact with it whose rules make an Attack Roll then (game step
 * enemyChargeEnded) rolls it against the charging unit, and its losses are
 * applied. No Suppression Test follows; the Close Quarters Combat counts only
 * the models its own attacks Destroy (game/close-quarters.ts), so these do not
 * count in deciding who wins it.
 */
export function attacksAtChargeContact(
  setup: GameSetup,
  state: GameState,
  charger: UnitState,
): GameEvent[] {
  const table = tableOf(setup, state);
  const events: GameEvent[] = [];
  for (const holder of inContactWith(table, state, charger)) {
    if (charger.annihilated) break;
    const offered = unitStep(setup, holder.id, 'enemyChargeEnded', undefined);
    if (offered === undefined || offered.dice <= 0) continue;
    const attack = sponsonsAttack(setup, table, holder, charger, offered.dice);
    // glossary: Immortal: the charger within 3" of a Portal Marker.
    const prepared = prepareAttack(
      withNearPortal(attack, table, state, charger.id),
      ARMOURED_CLASH_RULES,
    );
    const { pool, outcome } = makeAttackRoll(state.rng, prepared);
    charger.damage = outcome.target.damage;
    const name = armyUnit(setup, holder.id).name;
    const text =
      `${name} fires its Sponsons at ${armyUnit(setup, charger.id).name} (${offered.rule}): ` +
      `${prepared.rating}, ${offered.dice} dice, ${outcome.hits} hits, ` +
      `${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`;
    events.push(
      event('sponsons', text, {
        unit: holder.id,
        side: holder.side,
        roll: attackDiceShown(prepared, pool, outcome),
      }),
    );
    const from = attackingUnit(table, holder.id);
    events.push(...destroyModels(setup, state, charger, outcome.target.modelsDestroyed, from));
  }
  return events;
}
