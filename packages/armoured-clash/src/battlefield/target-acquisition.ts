import {
  EPSILON,
  type Shape,
  circle,
  distanceBetween,
  lengthInside,
  withinDistance,
} from '@warroom/engine';
import { arcOfPoint } from './arcs.js';
import { buildingCentre, garrisonModel } from './garrison.js';
import { type SightLine, lineOfSight } from './line-of-sight.js';
import { type SightIndex, sightIndex } from './sight-index.js';
import { type Table, type TableModel, type TableUnit, centreOfModel, modelsOf } from './table.js';
import { sightTraitsOf } from './unit-traits.js';
import { hasFeature } from './terrain.js';

/** The Short and Long Range of the Ranged Attack row matching the target's category (rulebook p.13). */
export interface AttackRange {
  readonly short: number;
  readonly long: number;
}

/** The check of rulebook p.17 that failed. */
export type AcquisitionCheck = 'armaments' | 'visibility' | 'range';

/** Line of Sight from the attacking Officer to one model of the target unit. */
export interface SightToModel {
  readonly model: string;
  readonly line: SightLine;
}

export interface TargetAcquisition {
  readonly confirmed: boolean;
  /** The first check that failed, when not confirmed. */
  readonly failed?: AcquisitionCheck;
  /** From the attacking Officer to the closest model of the target unit. */
  readonly distance: number;
  readonly sightLines: readonly SightToModel[];
  /** rulebook p.26 Exposed Models: models the Officer has Clear Line of Sight to. */
  readonly exposed: readonly string[];
  /** rulebook p.26 Concealed, and p.42 Obstacles: why the Concealed penalty applies. */
  readonly concealed: readonly string[];
  readonly withinShortRange: boolean;
  /** No model of the target is within the attacking Officer's Front Arc (glossary: Turret's penalty). */
  readonly outsideFrontArc: boolean;
}

const OBSTACLE_CONCEALS = ['infantry', 'cavalry', 'fieldGun'];

/** How `acquireTarget` is asked. */
export interface AcquisitionOptions {
  /** glossary: Turret — Visibility may be confirmed outside the Officer's Front Arc. */
  readonly anyArc?: boolean;
  /** The table's sight index, when the caller builds it once for a list. */
  readonly sight?: (() => SightIndex) | undefined;
  /**
   * The caller reads only whether the target is acquired and, if not, which
   * check failed: Check Armaments and Check Range, which draw no Line of Sight,
   * are made first, and such a refusal keeps none (no sight lines, Exposed or
   * Concealed models). The check it names is still the one the full answer
   * names (a player reads it in the refusal: rulebook p.17, the checks in the
   * order Armaments, Visibility, Range): a target beyond Long Range is refused
   * by Check Visibility when no model of it is seen, lines drawn only until
   * Blocked and only until one model is seen.
   */
  readonly verdictOnly?: boolean;
}

/** What Target Acquisition measures between: the attacking Officer and the target's models. */
export interface AcquisitionParties {
  readonly attacker: TableUnit;
  /** The attacking Officer, or the building its unit Garrisons. */
  readonly officer: TableModel;
  /** The building the target Garrisons, standing in for its models. */
  readonly building: TableModel | undefined;
  readonly targetModels: readonly TableModel[];
  /** rulebook p.44 Dug In: ranges to or from a Garrisoned unit are measured from the building's centre point. */
  readonly measured: (model: TableModel) => Shape;
}

/**
 * What the yes/no check found when it confirmed Target Acquisition (rulebook
 * p.17 Check Range, then Check Visibility): the parties, and the first model
 * of the target seen, with its Line of Sight.
 * The line is drawn only until Blocked, and it is not: drawn in full it is the
 * same line (line-of-sight.ts stops early only at a reason that
 * blocks), so the full acquisition need not draw it again.
 */
export interface FirstSeen {
  readonly parties: AcquisitionParties;
  /** The index of the model seen among the parties' target models. */
  readonly index: number;
  readonly line: SightLine;
}

/** The attacking Officer and the target's models on the table; throws RangeError when one is missing. */
export function acquisitionParties(
  table: Table,
  attackerId: string,
  targetId: string,
): AcquisitionParties {
  const attacker = table.units.get(attackerId);
  if (attacker === undefined) throw new RangeError(`unknown unit ${attackerId}`);
  const target = table.units.get(targetId);
  if (target === undefined) throw new RangeError(`unknown unit ${targetId}`);
  const officer =
    garrisonModel(table, attacker) ?? table.models.find((m) => m.id === attacker.officer);
  if (officer === undefined) throw new RangeError(`${attacker.name} has no Officer on the table`);
  const building = garrisonModel(table, target);
  const targetModels = building === undefined ? modelsOf(table, targetId) : [building];
  if (targetModels.length === 0)
    throw new RangeError(`unit ${targetId} has no models on the table`);
  const garrisoned = (m: TableModel): boolean =>
    m === building || (m === officer && attacker.garrisoning !== undefined);
  const measured = (m: TableModel): Shape =>
    garrisoned(m) ? circle(buildingCentre(table, m), 0) : m.footprint;
  return { attacker, officer, building, targetModels, measured };
}

/**
 * rulebook p.17 Target Acquisition for a Ranged Attack of `attacker` against
 * `target`: Check Armaments (a row for the target's category: `range` is
 * undefined when there is none), Check Visibility (Clear or Obscured Line of
 * Sight from the Officer to at least one model), Check Range (the Officer to the
 * closest model within Long Range). Also works out Exposed models, whether the
 * target is Concealed and whether it is within Short Range. With `anyArc`
 * (glossary: Turret) Visibility may be confirmed outside the Officer's Front Arc.
 * `verdictOnly` refuses by Armaments and Range keeping no Line of Sight, naming
 * Visibility rather than Range for a target out of sight beyond Long Range.
 * `seen`: what targetAcquired found on this table for the same two units and
 * arc (battlefield/target-acquired.ts firstSeen), its parties and line kept.
 */
export function acquireTarget(
  table: Table,
  attackerId: string,
  targetId: string,
  range: AttackRange | undefined,
  options: AcquisitionOptions = {},
  seen?: FirstSeen,
): TargetAcquisition {
  const { attacker, officer, building, targetModels, measured } =
    seen?.parties ?? acquisitionParties(table, attackerId, targetId);
  const distance = Math.min(
    ...targetModels.map((m) => distanceBetween(measured(officer), measured(m))),
  );
  const withinShortRange = range !== undefined && distance <= range.short + EPSILON;
  const outsideFrontArc = outsideOfficersFrontArc({ attacker, officer, targetModels });
  const sightOf = (): SightIndex => options.sight?.() ?? sightIndex(table);
  if (options.verdictOnly === true && (range === undefined || distance > range.long + EPSILON)) {
    let failed: AcquisitionCheck = 'armaments';
    if (range !== undefined) {
      failed = anyModelSeen(table, officer, targetModels, options, sightOf())
        ? 'range'
        : 'visibility';
    }
    const unseen = { sightLines: [], exposed: [], concealed: [] };
    return { confirmed: false, failed, distance, withinShortRange, outsideFrontArc, ...unseen };
  }
  const sight = sightOf();
  const sightLines = targetModels.map((model, index) => ({
    model: model.id,
    line:
      index === seen?.index
        ? seen.line
        : lineOfSight(
            table,
            officer,
            model,
            { rangedAttack: true, anyArc: options.anyArc === true },
            sight,
          ),
  }));
  const exposed = sightLines.filter((s) => s.line.visibility === 'clear').map((s) => s.model);
  const concealed: string[] = [];
  if (2 * exposed.length < targetModels.length) {
    concealed.push('the Officer has Clear Line of Sight to fewer than half of the models');
  }
  const obstacle = concealingObstacle(table, officer, targetId, targetModels, sightLines);
  if (building !== undefined) concealed.push('it Garrisons a building (rulebook p.44)');
  if (obstacle !== undefined)
    concealed.push(`its Line of Sight crosses ${obstacle}, in contact with the target`);
  const common = { distance, sightLines, exposed, concealed, withinShortRange, outsideFrontArc };

  if (range === undefined) return { confirmed: false, failed: 'armaments', ...common };
  if (sightLines.every((s) => s.line.visibility === 'blocked')) {
    return { confirmed: false, failed: 'visibility', ...common };
  }
  if (distance > range.long + EPSILON) return { confirmed: false, failed: 'range', ...common };
  return { confirmed: true, ...common };
}

/**
 * rulebook p.17 Check Visibility alone: whether the Officer has Clear or
 * Obscured Line of Sight to some model of the target (each line drawn only
 * until it is Blocked, and none after the first model seen).
 */
function anyModelSeen(
  table: Table,
  officer: TableModel,
  targetModels: readonly TableModel[],
  options: AcquisitionOptions,
  sight: SightIndex,
): boolean {
  const context = { rangedAttack: true, anyArc: options.anyArc === true, untilBlocked: true };
  return targetModels.some(
    (m) => lineOfSight(table, officer, m, context, sight).visibility !== 'blocked',
  );
}

/** No model of the target is within the attacking Officer's Front Arc (a Garrison's Officer sees all round). */
export function outsideOfficersFrontArc(
  parties: Pick<AcquisitionParties, 'attacker' | 'officer' | 'targetModels'>,
): boolean {
  const { attacker, officer, targetModels } = parties;
  // glossary Rolling Stock: its rear arc is a second Front Arc.
  const frontArcs = sightTraitsOf(attacker).rollingStock ? ['front', 'rear'] : ['front'];
  return (
    attacker.garrisoning === undefined &&
    targetModels.every(
      (m) =>
        !frontArcs.includes(arcOfPoint(centreOfModel(officer), officer.facing, centreOfModel(m))),
    )
  );
}

/**
 * rulebook p.42 Obstacles: an Infantry, Cavalry or Field Gun target is Concealed
 * when the attacker's Line of Sight crosses an Obstacle in contact with it —
 * read here as every line the Officer draws to a visible model crossing one.
 */
function concealingObstacle(
  table: Table,
  officer: TableModel,
  targetId: string,
  targetModels: readonly TableModel[],
  sightLines: readonly SightToModel[],
): string | undefined {
  const target = table.units.get(targetId);
  if (target === undefined || !OBSTACLE_CONCEALS.includes(target.type)) return undefined;
  const obstacles = table.terrain.filter(
    (piece) =>
      hasFeature(piece, 'obstacle') &&
      targetModels.some((m) => withinDistance(piece.area, m.footprint, EPSILON)),
  );
  const from = centreOfModel(officer);
  const visible = targetModels.filter((m) =>
    sightLines.some((s) => s.model === m.id && s.line.visibility !== 'blocked'),
  );
  const crossing = obstacles.find((piece) =>
    visible.every((m) => lengthInside(from, centreOfModel(m), piece.area) > EPSILON),
  );
  return visible.length > 0 ? crossing?.name : undefined;
}
