import type { Attack, AttackSituation } from '../attack/attack.js';
import { emplacedModels } from '../battlefield/emplacement.js';
import type { Table } from '../battlefield/table.js';
import type { ArmyRangedRow, GameSetup } from './army.js';
import type { LossChoice } from './loss-order.js';
import { lossSequence } from './loss-sequence.js';
import { attackingUnit } from './open-formation-losses.js';
import { precisionPicks } from './precision-picks.js';
import type { UnitState } from './state.js';
import type { WeaponAcquisition } from './weapon-acquisition.js';

/** What a Ranged Attack's situation says of the target's Obstacles (glossary: Emplacement). */
export type EmplacementSituation = Pick<
  AttackSituation,
  'lineOfSightCrossesTargetObstacle' | 'obstacleCrossedInLossOrder'
>;

/**
 * glossary: Emplacement, model by model: a Ranged Attack from `attackerId`
 * reads, for each model in the order its losses take them (rulebook p.34;
 * game/loss-sequence.ts, with the attack's `choice`: Exposed models,
 * Precision), whether that model has the bonus, so the Damage counting
 * towards it reads its own Defence. The whole unit's flag is kept for a unit
 * every model of which has it; a unit without the rule, or no model emplaced,
 * reads the plain Defence.
 */
export function emplacementSituation(
  setup: GameSetup,
  table: Table,
  attackerId: string,
  target: UnitState,
  choice: LossChoice,
): EmplacementSituation {
  const emplaced = emplacedModels(table, attackerId, target.id);
  if (emplaced.size === 0) return { lineOfSightCrossesTargetObstacle: false };
  const every = target.models.every((m) => emplaced.has(m.id));
  const from = attackingUnit(table, attackerId);
  const sequence = lossSequence(setup, target, from, choice);
  return {
    lineOfSightCrossesTargetObstacle: every,
    obstacleCrossedInLossOrder: sequence.map((loss) => emplaced.has(loss.destroyed.id)),
  };
}

/** A Ranged Attack's losses as planned: the attack reading each model's Defence, and Precision's picks. */
export interface PlannedLosses {
  readonly attack: Attack;
  /** glossary: Precision — the chosen models the attacking Officer can acquire, in order. */
  readonly picks?: readonly string[];
}

/**
 * The losses a planned Ranged Attack will take, before any die is rolled: the
 * models Precision picks (game/precision-picks.ts), then, in the order the
 * losses take the models (the Exposed ones, `among`, when the attack
 * prioritises them), the Obstacle each model is behind (emplacementSituation).
 */
export function plannedLosses(
  setup: GameSetup,
  table: Table,
  planned: {
    readonly attackerId: string;
    readonly attack: Attack;
    readonly row: ArmyRangedRow;
    readonly found: WeaponAcquisition;
  },
  target: UnitState,
  declared: {
    readonly among?: readonly string[] | undefined;
    readonly precision?: readonly string[] | undefined;
    readonly picksAhead?: boolean;
    readonly preference?: readonly string[] | undefined;
  },
): PlannedLosses {
  const { attackerId, attack, row, found } = planned;
  const chosen = declared.precision;
  const parties = { attacker: attackerId, target };
  const ahead = declared.picksAhead === true;
  const picks =
    chosen && precisionPicks(setup, table, attack, row.range, found, parties, chosen, ahead);
  const choice = { among: declared.among, first: picks, preference: declared.preference };
  const emplaced = emplacementSituation(setup, table, attackerId, target, choice);
  return {
    attack: { ...attack, situation: { ...attack.situation, ...emplaced } },
    ...(picks === undefined ? {} : { picks }),
  };
}
