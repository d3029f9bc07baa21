import { toldIfWaiting } from './loss-choice-told.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { FACE_NAMES } from '../dice/faces.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { attackDiceShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';
import { destroyModels } from './losses.js';
import { attackingUnit } from './open-formation-losses.js';
import { rangedAttackSuppression } from './ranged-suppression.js';
import { suppressedByOpportunityFire } from './aircraft/aircraft-suppression.js';
import type { GameState, UnitState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { siegebreakerWrecks } from './siegebreaker.js';
import { overchargeSelfDamage } from './overcharge-damage.js';
import { reloadsAfter } from './weapon-use.js';
import { standingLossOrder } from './standing-loss-order.js';
import { type RerollsWindow, firstRollEvent, rollOrWait } from './rerolls-roll.js';
import { planRangedAttack } from './ranged-attack-plan.js';

export { acquisition } from './weapon-acquisition.js';
export { rangedRow } from './ranged-row.js';
export {
  type AttackContext,
  type MovementSoFar,
  type PlanAsked,
  type RangedAttackPlan,
  planRangedAttack,
  planRangedAttackOrRefusal,
} from './ranged-attack-plan.js';

/**
 * What the General declares with a Ranged Attack besides its target
 * (rangedAttack); with the first roll made already, or the question whether
 * the attack waits before its re-rolls (game/rerolls-roll.ts).
 */
export interface Declared extends RerollsWindow {
  readonly testWindow?: boolean;
  readonly prioritiseExposed?: boolean;
  readonly precision?: readonly string[];
  /** glossary: Precision — picks made as the attack was declared, before others went first (AttackContext.picksAhead). */
  readonly picksAhead?: boolean;
  /** rulebook pp.34-35: the target's General's order of preference for its losses (game/losses-ordered.ts). */
  readonly lossPreference?: readonly string[];
}

/**
 * rulebook p.26 Ranged Attacks: 1. Choose a Target (Target Acquisition),
 * 2. Determine Combat Rating, 3. Roll Attack Pool, 4. Check for Suppression
 * (Suppressed, Falling Back, Breaking). `boost` adds what a Command gives the attack;
 * `alongLine`: the target is on a Coruscating line (game/coruscating.ts);
 * `declared`: what the General declared with the attack: `testWindow`, the
 * target's Suppression Test may wait for its General's Command
 * (game/suppression-test-due.ts; the caller ends the Activation after);
 * `prioritiseExposed` (rulebook p.26 Exposed Models), `precision` (glossary: Precision).
 */
export function rangedAttack(
  setup: GameSetup,
  state: GameState,
  attackerState: UnitState,
  targetId: string,
  aimed: boolean,
  opportunityFire = false,
  boost?: (attack: Attack) => Attack,
  alongLine = false,
  declared: Declared = {},
): GameEvent[] {
  const activation = state.activation;
  const ownAttack = activation?.unit === attackerState.id && !opportunityFire;
  const { prioritiseExposed: exposed, precision, testWindow = false } = declared;
  // rulebook pp.34-35: the target's General's order for this attack, else its standing order.
  const standing = state.units[targetId];
  const lossPreference =
    declared.lossPreference ?? (standing && standingLossOrder(state, standing));
  const plan = planRangedAttack(setup, state, attackerState.id, targetId, aimed, opportunityFire, {
    ...(ownAttack ? activation : {}),
    alongLine,
    ...(state.portals === undefined ? {} : { portals: state.portals }),
    ...(exposed === true ? { prioritiseExposed: true } : {}),
    ...(precision === undefined ? {} : { precision }),
    ...(declared.picksAhead === true ? { picksAhead: true } : {}),
    ...(lossPreference === undefined ? {} : { lossPreference }),
  });
  const { attack: planned, row } = plan;
  // glossary: Stalker reads whether the active unit attacked in its Activation.
  if (state.activation?.unit === attackerState.id) state.activation.attacked = true;
  const attacker = armyUnit(setup, attackerState.id);
  const target = armyUnit(setup, targetId);
  const targetState = state.units[targetId];
  if (targetState === undefined) return [];
  const table = tableOf(setup, state);
  // A Command received for the attack (game/commands) adds its effects.
  const attack = boost === undefined ? planned : boost(planned);
  const prepared = prepareAttack(attack, ARMOURED_CLASH_RULES);
  // rulebook p.33 Bonus Re-Rolls: the attack may wait after its first roll, before any re-roll.
  const { rolled, roll } = rollOrWait(state.rng, prepared, declared);
  if (roll === undefined) return [firstRollEvent(attacker, target.name, prepared, rolled)];
  const { pool, outcome } = roll;
  const events: GameEvent[] = [
    event(
      'rangedAttack',
      `${attacker.name} fires at ${target.name}: ${prepared.rating}, ${pool.rolled.length} dice ` +
        `(${pool.final.map((f) => FACE_NAMES[f]).join(', ')}), ${outcome.hits} hits, ` +
        `${outcome.target.damageSuffered} damage, ${outcome.target.modelsDestroyed} destroyed`,
      {
        unit: attacker.id,
        side: attackerState.side,
        roll: attackDiceShown(prepared, pool, outcome),
      },
    ),
  ];
  targetState.damage = outcome.target.damage;
  if (reloadsAfter(row) && !attackerState.statuses.includes('reloading')) {
    attackerState.statuses.push('reloading');
  }
  // rulebook p.34: losses are measured from the attacking unit's footprints.
  const from = attackingUnit(table, attackerState.id);
  const destroyed = outcome.target.modelsDestroyed;
  const building = targetState.garrisoning;
  const choice = {
    among: plan.exposedOnly,
    first: plan.precisionPicks,
    preference: lossPreference,
  };
  // rulebook p.35: a Field Promotion waited for tells the attack first (game/loss-choice-told.ts).
  events.push(
    ...toldIfWaiting(events, () =>
      destroyModels(setup, state, targetState, destroyed, from, choice),
    ),
  );
  // glossary: Overcharge: the attacking unit suffers the Damage of its Blanks.
  events.push(...overchargeSelfDamage(setup, state, attackerState, outcome.attackerDamage));
  // glossary: Siegebreaker: the building Wrecked, the unit Exits.
  events.push(
    ...siegebreakerWrecks(
      setup,
      state,
      { buildingWrecked: outcome.buildingWrecked, building },
      targetState,
      attackerState,
    ),
  );
  // rulebook p.25: the target of Opportunity Fire cannot be Suppressed by it (unless its rules say so: Hot Headed).
  if (targetState.annihilated || (opportunityFire && !suppressedByOpportunityFire(setup, targetId)))
    return events;
  return [
    ...events,
    ...toldIfWaiting(events, () =>
      rangedAttackSuppression(setup, state, prepared, outcome, targetState, testWindow),
    ),
  ];
}
