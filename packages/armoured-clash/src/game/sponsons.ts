import { EPSILON } from '@warroom/engine';
import { officerInFrontArc } from '../battlefield/front-arc.js';
import { type Table, distanceBetweenUnits } from '../battlefield/table.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { RuleDice } from '../rules/game-step-values.js';
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
import type { Face } from '../dice/faces.js';
import { rerollsWait } from './commands/rerolls-due.js';
import type { PendingCommand } from './commands/pending-command.js';
import { withReceivedCommand } from './commands/received-boost.js';
import { firstRollEvent, rollOrWait } from './rerolls-roll.js';

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
 * glossary: Sponsons (X) — the charging unit has ended its Charge: the enemy
 * units in contact with it whose rules make an Attack Roll then (game step
 * enemyChargeEnded) are kept to roll in turn (`activation.sponsons`, made by
 * sponsonsRolled). Returns whether any roll is due (with none, nothing is
 * kept).
 */
export function sponsonsDeclared(setup: GameSetup, state: GameState, charger: UnitState): boolean {
  const activation = state.activation;
  if (activation === undefined) return false;
  const holders = inContactWith(tableOf(setup, state), state, charger)
    .filter((u) => (sponsonsOf(setup, u)?.dice ?? 0) > 0)
    .map((u) => u.id);
  if (holders.length === 0) return false;
  activation.sponsons = { holders };
  return true;
}

/** The Attack Roll the unit's rules make at the end of an enemy's Charge (game step enemyChargeEnded), or undefined. */
function sponsonsOf(setup: GameSetup, unit: UnitState): RuleDice | undefined {
  return unitStep(setup, unit.id, 'enemyChargeEnded', undefined);
}

/**
 * glossary: Sponsons (X) — each unit kept in contact whose rules make an
 * Attack Roll at the end of the enemy's Charge (game step enemyChargeEnded)
 * rolls it against the charging unit in turn, and its losses are applied,
 * until the charging unit is Annihilated. After its first roll, a roll waits
 * before any die is re-rolled when its General may issue a Command (rulebook
 * p.33 Bonus Re-Rolls: commands/rerolls-due.ts rerollsWait; `state.rerollsDue`):
 * the dice are kept (`activation.sponsons.rolled`) and the roll resumes from
 * them with the Command received then (`boostedBy`, for that roll only). No
 * Suppression Test follows;
 * the Close Quarters Combat counts only the models its own attacks Destroy
 * (game/close-quarters.ts), so these do not count in deciding who wins it.
 * Returns whether every roll is made.
 */
export function sponsonsRolled(
  setup: GameSetup,
  state: GameState,
  charger: UnitState,
  events: GameEvent[],
  boostedBy: PendingCommand | undefined,
): boolean {
  // rulebook p.37: the Command received after the first roll joins the roll that waited.
  let received = boostedBy;
  for (;;) {
    const underway = state.activation?.sponsons;
    const [id, ...rest] = underway?.holders ?? [];
    const holder = id === undefined ? undefined : state.units[id];
    if (underway === undefined || holder === undefined || charger.annihilated) return true;
    const offered = sponsonsOf(setup, holder);
    const next = { holders: rest };
    if (holder.annihilated || offered === undefined || offered.dice <= 0) {
      if (state.activation !== undefined) state.activation.sponsons = next;
      continue;
    }
    // Each roll reads the table as it stands (the losses of the rolls before it taken).
    const table = tableOf(setup, state);
    // glossary: Immortal: the charger within 3" of a Portal Marker; rulebook p.37: a Command received after the first roll.
    const attack = withReceivedCommand(
      setup,
      withNearPortal(
        sponsonsAttack(setup, table, holder, charger, offered.dice),
        table,
        state,
        charger.id,
      ),
      received,
    );
    received = undefined;
    const prepared = prepareAttack(attack, ARMOURED_CLASH_RULES);
    const name = armyUnit(setup, holder.id).name;
    const { rolled, roll } = rollOrWait(state.rng, prepared, {
      rolled: underway.rolled,
      rerollsWait: (first) => sponsonsWait(setup, state, holder, charger, first),
    });
    if (roll === undefined) {
      events.push(
        firstRollEvent({ id: holder.id, name }, armyUnit(setup, charger.id).name, prepared, rolled),
      );
      return false;
    }
    if (state.activation !== undefined) state.activation.sponsons = next;
    const { pool, outcome } = roll;
    charger.damage = outcome.target.damage;
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
}

/** rulebook p.33: the roll waits, its dice kept, when the holder's General may issue a Command now. */
function sponsonsWait(
  setup: GameSetup,
  state: GameState,
  holder: UnitState,
  charger: UnitState,
  rolled: readonly Face[],
): boolean {
  const underway = state.activation?.sponsons;
  if (underway === undefined || state.activation === undefined) return false;
  if (!rerollsWait(setup, state, holder.id, charger.id, rolled)) return false;
  state.activation.sponsons = { ...underway, rolled };
  return true;
}
