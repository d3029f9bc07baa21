import { officerInFrontArc } from '../battlefield/front-arc.js';
import type { Attack } from '../attack/attack.js';
import { combatRatingOf } from '../dice/combat-rating.js';
import { attackDiceOf } from '../profile/armaments.js';
import type { ArmyRangedRow, GameSetup } from './army.js';
import { profileAsTarget } from './entrenched.js';
import { attackTarget, knownRules } from './attack-parties.js';
import { IllegalChoice } from './rule-error.js';
import { aircraftTargetRefusal } from './aircraft/aircraft.js';
import type { ActivationState } from './state.js';
import { armyUnit } from './army-unit.js';
import { type TableState, tableOf } from './table-of.js';
import type { Table } from '../battlefield/table.js';
import { rangedRow } from './ranged-row.js';
import { type WeaponAcquisition, acquisition } from './weapon-acquisition.js';
import { acquisitionForPlan } from './acquisition-memo.js';
import { modelsGatheringDice } from './transport/dug-in.js';
import { irregularModelsCounted } from './irregular.js';
import { asGarrisonedTarget } from './siegebreaker.js';
import { rowRefusal } from './weapon-use.js';
import { exposedTarget, prioritiseExposed } from './exposed-priority.js';
import { plannedLosses } from './emplaced-losses.js';
import type { PortalMarkers } from './portals/portal-markers.js';
import { nearPortalSituation } from './portals/near-portal.js';
import { reloadingRefusal } from './reloading.js';
import { rangedRatingModifiers } from './ranged-rating-modifiers.js';

/** What the unit's Movement Step did that its attacks read (glossary: Move or Fire, Trail). */
export type MovementSoFar = Pick<ActivationState, 'advanced' | 'movedThrough' | 'reforming'>;

/**
 * What else an attack in the Attack Step reads: its Movement Step, and whether
 * its target is one of the units along a Coruscating line (friend or foe).
 */
export type AttackContext = MovementSoFar & {
  /** glossary: Interceptor — the Engage Step of an Interception Sortie: the active Aircraft unit may be targeted. */
  readonly interception?: boolean;
  readonly alongLine?: boolean;
  /** The attacking General declared that the attack prioritises Exposed models (rulebook p.26; game/exposed-priority.ts). */
  readonly prioritiseExposed?: boolean;
  /** glossary: Precision — the models the attacking General chooses to Destroy, in order (game/precision-picks.ts). */
  readonly precision?: readonly string[];
  /**
   * glossary: Precision — the picks were made as the attack was declared,
   * before attacks that go first (the others declared with it; after a Charge,
   * glossary: All-Out Attack (X), its Close Quarters Attack) may change the
   * target's ranks: a pick no longer one the General may choose is skipped,
   * not refused (game/precision-picks.ts).
   */
  readonly picksAhead?: boolean;
  /** rulebook pp.34-35: the target's General's order of preference for its losses (game/losses-ordered.ts). */
  readonly lossPreference?: readonly string[];
  /** glossary: Immortal — the Portal Markers on the battlefield, measured to the target (game/portals/near-portal.ts). */
  readonly portals?: PortalMarkers;
};

/** A Ranged Attack worked out before any die is rolled: the attack, and its Target Acquisition. */
export interface RangedAttackPlan {
  readonly attack: Attack;
  /** The row of the Armaments Grid making it. */
  readonly row: ArmyRangedRow;
  readonly acquisition: WeaponAcquisition;
  /** rulebook p.26: the attack prioritises Exposed models, the only ones it can Destroy. */
  readonly exposedOnly?: readonly string[];
  /** glossary: Precision — the chosen models the attacking Officer can acquire, Destroyed first, in order. */
  readonly precisionPicks?: readonly string[];
}

/**
 * rulebook p.26 steps 1 and 2: the target acquired and the Combat Rating
 * (Aiming, Short Range; Concealed, Suppressed, Reforming). Reads only what is on the table,
 * so a bot can weigh an attack with the exact odds before making it. `movement`:
 * what the unit's Movement Step did, for an attack in its Attack Step (an
 * Advance: glossary: Move or Fire; enemy units moved through: glossary: Trail).
 */
export function planRangedAttack(
  setup: GameSetup,
  state: TableState,
  attackerId: string,
  targetId: string,
  aimed: boolean,
  opportunityFire = false,
  movement: AttackContext = {},
): RangedAttackPlan {
  const plan = planRangedAttackOrRefusal(
    setup,
    state,
    attackerId,
    targetId,
    aimed,
    opportunityFire,
    movement,
  );
  if (plan instanceof IllegalChoice) throw plan;
  return plan;
}

/** How a plan is asked for: `verdictOnly` when a refusal's wording is not read. */
export interface PlanAsked {
  /**
   * An attack Target Acquisition cannot confirm is refused by the cheap check
   * (game/acquisition-verdict.ts), its refusal not naming which check failed.
   */
  readonly verdictOnly?: boolean;
  /** tableOf(setup, state), when the caller drew it once for many plans on the same state. */
  readonly table?: Table;
}

/** A Target Acquisition whose refusal names the check that failed alone: no sight line is drawn for it. */
const VERDICT = { verdictOnly: true };

/** The refusal of a verdict-only plan that Target Acquisition cannot confirm: one answer, made once. */
const UNACQUIRED = new IllegalChoice(
  'rulebook p.17 Target Acquisition',
  'the attacker cannot acquire the target (armaments, visibility or range)',
);

/**
 * planRangedAttack (same arguments) with its refusal returned rather than
 * thrown: for a bot weighing many attacks, most of them refused.
 */
export function planRangedAttackOrRefusal(
  setup: GameSetup,
  state: TableState,
  attackerId: string,
  targetId: string,
  aimed: boolean,
  opportunityFire = false,
  movement: AttackContext = {},
  asked: PlanAsked = {},
): RangedAttackPlan | IllegalChoice {
  const { units } = state;
  const attackerState = units[attackerId];
  const targetState = units[targetId];
  if (
    attackerState === undefined ||
    targetState === undefined ||
    targetId === attackerId ||
    (targetState.side === attackerState.side && movement.alongLine !== true) ||
    !targetState.deployed ||
    targetState.annihilated
  ) {
    return new IllegalChoice(
      'rulebook p.26 Choose a Target',
      `${targetId} is not an enemy unit on the battlefield`,
    );
  }
  if (!attackerState.deployed) {
    return new IllegalChoice(
      'rulebook p.46 Embarked Units',
      `${attackerId} is not on the battlefield: an Embarked unit makes no Attacks`,
    );
  }
  const incoming = aircraftTargetRefusal(
    setup,
    targetId,
    opportunityFire || movement.interception === true,
  );
  if (incoming !== undefined) return incoming;
  const attacker = armyUnit(setup, attackerId);
  const table = asked.table ?? tableOf(setup, state);
  // glossary: Construction Team — an Entrenched target may count as a Heavy target.
  const entrenched = targetState.statuses.includes('entrenched');
  const target = profileAsTarget(setup, table, attackerId, targetId, entrenched);
  const row = rangedRow(attacker, target);
  const through = movement.movedThrough ?? [];
  const verdictOnly = asked.verdictOnly === true;
  const confirmed = acquisitionForPlan(
    setup,
    table,
    attackerId,
    targetId,
    row,
    through,
    verdictOnly,
  );
  if (confirmed === undefined) return UNACQUIRED;
  if (row === undefined || !confirmed.confirmed) {
    return new IllegalChoice(
      'rulebook p.17 Target Acquisition',
      `${attacker.name} cannot acquire ${target.name} (${confirmed.failed ?? 'armaments'})`,
    );
  }
  const priority =
    movement.prioritiseExposed === true
      ? prioritiseExposed(table, targetId, confirmed, row, (without) =>
          acquisition(setup, without, attackerId, targetId, entrenched, through, VERDICT),
        )
      : undefined;
  const found = priority?.acquisition ?? confirmed;
  const refusal = rowRefusal(row, attackerState, {
    opportunityFire,
    advanced: movement.advanced === true,
    alongLine: movement.alongLine === true,
  });
  if (refusal !== undefined) return new IllegalChoice(refusal.rule, refusal.message);
  const reloading = reloadingRefusal(setup, attackerState);
  if (reloading !== undefined) return new IllegalChoice(reloading.rule, reloading.message);
  const concealed = found.concealed.length > 0;
  // rulebook p.26 Combat Rating Bonuses and Penalties (Lock On and Torrent cancel theirs).
  const modifiers = rangedRatingModifiers(setup, state, attackerId, {
    aimed,
    withinShortRange: found.withinShortRange,
    concealed,
    suppressed: attackerState.statuses.includes('suppressed'),
    opportunityFire,
    reforming: movement.reforming === true,
  });
  const dice = attackDiceOf(attacker.armaments, row, {
    // rulebook p.44 Dug In: a Garrisoned unit counts half its models.
    // glossary: Irregular: half of them against a target outside the Officer's Front Arc.
    models: irregularModelsCounted(
      setup,
      attackerId,
      modelsGatheringDice(attackerState),
      found.outsideFrontArc,
    ),
    damage: attackerState.damage,
  });
  // glossary: Resilient (Front): the attacking Officer within the target's Front Arc.
  const inFront = officerInFrontArc(table, attackerId, targetId);
  // rulebook p.44 Garrisoned Units (Defence +1), and the building's Size (glossary: Siegebreaker).
  const targeted = attackTarget(target, targetState);
  const garrisoned = asGarrisonedTarget(setup, units, targeted, targetState);
  const attack: Attack = {
    weapon: { ...dice, qualities: knownRules(row.qualities), attack: 'ranged' },
    attackerRules: knownRules(attacker.specialRules),
    target: exposedTarget(garrisoned.target, priority),
    situation: {
      ...(garrisoned.buildingSize === undefined ? {} : { buildingSize: garrisoned.buildingSize }),
      kind: 'ranged',
      rating: combatRatingOf(modifiers),
      combatRatingModifiers: modifiers,
      withinShortRange: found.withinShortRange,
      concealed,
      attackerInTargetFrontArc: inFront,
      lineOfSightCrossesTargetObstacle: false,
      targetOutsideFrontArc: found.outsideFrontArc,
      attackerConfirmedVisibility: found.visibilityFrom === undefined,
      ...nearPortalSituation(table, movement, targetId),
    },
  };
  // glossary: Precision's picks; Emplacement per model in the order of removal.
  const losses = plannedLosses(setup, table, { attackerId, attack, row, found }, targetState, {
    among: priority?.exposed,
    precision: movement.precision,
    picksAhead: movement.picksAhead === true,
    preference: movement.lossPreference,
  });
  return {
    attack: losses.attack,
    row,
    acquisition: found,
    ...(priority === undefined ? {} : { exposedOnly: priority.exposed }),
    ...(losses.picks === undefined ? {} : { precisionPicks: losses.picks }),
  };
}
