import { EPSILON, distance, distanceBetween, point, radians } from '@warroom/engine';
import { inFrontArc } from '../battlefield/arcs.js';
import { withinUnitFrontArc } from '../battlefield/front-arc.js';
import { type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import { footprintAt } from '../battlefield/movement/swept-path.js';
import { reformMove } from '../battlefield/movement/unit-moves.js';
import { centreOfModel, modelsOf } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import { mayChargeTarget } from './charge-targets.js';
import type { At } from './choice.js';
import { geometryOrIllegal } from './geometry-or-illegal.js';
import { legPoints } from './move-legs.js';
import { movementLimit } from './manoeuvre-limits.js';
import { moveModels } from './move-models.js';
import { IllegalChoice } from './rule-error.js';
import { CHOICE_FORMAT } from './choice-shape.js';
import type { ActivationState, GameState, UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { armyUnit } from './army-unit.js';
import { hasTwoFrontArcs } from './front-arcs.js';
import { type TableState, tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';
import { buildingContact, secondaryCombatantsOf, stormingContact } from './charge-contact.js';
import { defensibleBuilding, mayChargeBuilding } from './demolition-targets.js';
import type { TerrainPiece } from '../battlefield/terrain.js';

/** A Charge's move, checked (plannedCharge). */
export type PlannedCharge = ReturnType<typeof plannedCharge>;

/** How far a model's counted move may exceed its path before the Charge is Impeded, in inches. */
const IMPEDED_TOLERANCE = 1e-6;

/**
 * The move a Charge makes, checked: the Officer to `at` (in contact with the
 * target, the target in its Front Arc), the unit re-formed, up to twice the
 * Speed; throws IllegalChoice with the rule broken. Reads only the table.
 */
export function plannedCharge(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  targetId: string,
  at: At,
  facing: number,
  bonus = 0,
  via?: readonly At[],
): { move: UnitMove; used: ReadonlyMap<string, number>; outflanked: boolean } {
  // `bonus`: inches a rule adds to (or takes from) the limit (glossary: Locomotor Boosters).
  // `via`: the points the Officer passes, a Charge broken into legs (rulebook p.16).
  const { units } = state;
  const legs = { at, facing, via };
  const limit = movementLimit(setup, unitId, 'charge', units) + bonus;
  // glossary: Demolition: the target may be an unoccupied Defensible Building.
  const building = Object.hasOwn(units, targetId) ? undefined : defensibleBuilding(setup, targetId);
  if (building !== undefined)
    return plannedBuildingCharge(setup, state, unitId, building, legs, limit);
  if (!Object.hasOwn(units, targetId)) {
    throw new IllegalChoice(
      CHOICE_FORMAT,
      `charge: target names no unit or Defensible Building of this game ("${targetId}")`,
    );
  }
  if (!mayChargeTarget(setup, state, unitId, targetId)) {
    throw new IllegalChoice('rulebook p.24 Charge', `${unitId} cannot Charge ${targetId}`);
  }
  const table = tableOf(setup, state);
  const officerBefore = table.models.find((m) => m.id === units[unitId]?.officer);
  // rulebook p.44: a Garrisoned unit has a 360° Front Arc, so it is never Outflanked.
  // glossary: Rolling Stock: a target with it is Outflanked from neither of its Front Arcs.
  const storming = units[targetId]?.garrisoning !== undefined;
  const outflanked =
    !storming &&
    table.units.get(targetId)?.formation === 'close' &&
    officerBefore !== undefined &&
    !withinUnitFrontArc(table, targetId, centreOfModel(officerBefore));
  const move: UnitMove = {
    ...geometryOrIllegal('rulebook p.14 Unit Coherency', () =>
      reformMove(table, unitId, point(at[0], at[1]), radians(facing), limit, legPoints(via)),
    ),
    mayContact: targetId,
    mayEndInContact: true,
  };
  const result = checkMove(table, move);
  if (!result.legal) throw new IllegalChoice(result.rule, result.message);
  if (storming) {
    stormingContact(table, move, targetId);
    return { move, used: result.used, outflanked: false };
  }
  const end = point(at[0], at[1]);
  const officer =
    officerBefore === undefined ? undefined : footprintAt(officerBefore, end, radians(facing));
  const targetModels = modelsOf(table, targetId);
  const touching =
    officer !== undefined &&
    targetModels.some((m) => distanceBetween(officer, m.footprint) <= EPSILON);
  // glossary: Rolling Stock: the target may be in either of the charger's Front Arcs.
  const rollingStock = hasTwoFrontArcs(armyUnit(setup, unitId));
  const ahead = targetModels.some((m) =>
    inFrontArc(end, radians(facing), centreOfModel(m), rollingStock),
  );
  if (!touching || !ahead) {
    throw new IllegalChoice(
      'rulebook p.24 Charge',
      'the Officer must end in contact with the target, the target in its Front Arc',
    );
  }
  return { move, used: result.used, outflanked };
}

/**
 * glossary: Demolition — a Charge at an unoccupied Defensible Building, read
 * as Storming it (rulebook p.45): a model ends in contact with its Footprint.
 */
function plannedBuildingCharge(
  setup: GameSetup,
  state: TableState,
  unitId: string,
  building: TerrainPiece,
  legs: { readonly at: At; readonly facing: number; readonly via?: readonly At[] | undefined },
  limit: number,
): PlannedCharge {
  const { at, facing, via } = legs;
  if (!mayChargeBuilding(setup, state, unitId, building.id)) {
    throw new IllegalChoice(
      'glossary: Demolition',
      `${unitId} cannot Charge ${building.name}: it needs Demolition, a Charge, Line of Sight to it and no Garrison in it`,
    );
  }
  const table = tableOf(setup, state);
  const move: UnitMove = geometryOrIllegal('rulebook p.14 Unit Coherency', () =>
    reformMove(table, unitId, point(at[0], at[1]), radians(facing), limit, legPoints(via)),
  );
  const result = checkMove(table, move);
  if (!result.legal) throw new IllegalChoice(result.rule, result.message);
  buildingContact(table, move, building.area);
  return { move, used: result.used, outflanked: false };
}

/**
 * The active unit, in its Movement Step and free to Charge; throws IllegalChoice
 * when it is not (rulebook p.24: a unit that failed its Rally Test cannot Charge).
 */
export function chargingUnit(state: GameState): {
  activation: ActivationState;
  unitState: UnitState;
} {
  const activation = state.activation;
  const unitState = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || unitState === undefined || activation.step !== 'movement') {
    throw new IllegalChoice('rulebook p.24 The Movement Step', 'it is not the Movement Step');
  }
  if (activation.rallyFailed) {
    throw new IllegalChoice(
      'rulebook p.24 Reduced Capability',
      'a unit that failed its Rally Test cannot Charge',
    );
  }
  return { activation, unitState };
}

/**
 * A checked Charge made on `state`: the unit moved into contact, the Charge
 * recorded in its Activation (Outflanking; rulebook p.25 Impeded Charges: a
 * model moving through Difficult Terrain or across an Obstacle), and the
 * statuses lost (rulebook p.30: the charging unit moves, and its target enters
 * contact with an enemy unit: game step enterContact, where Pavises keeps
 * Taking Cover). What the Charge makes, and what the odds before it read.
 */
export function moveIntoContact(
  setup: GameSetup,
  state: GameState,
  activation: ActivationState,
  unitState: UnitState,
  targetId: string,
  { move, used, outflanked }: PlannedCharge,
): NonNullable<ActivationState['charge']> {
  moveModels(setup, unitState, move);
  const impeded = move.paths.some((p) => {
    const length = p.waypoints
      .slice(1)
      .reduce((sum, w, i) => sum + distance(p.waypoints[i] ?? w, w), 0);
    return (used.get(p.model) ?? 0) > length + IMPEDED_TOLERANCE;
  });
  dropStatuses(unitState, 'takingCover', 'onLookout', 'entrenched');
  const targetState = state.units[targetId];
  if (targetState !== undefined) {
    dropStatuses(
      targetState,
      ...unitStep(setup, targetId, 'enterContact', ['takingCover', 'onLookout']),
    );
  }
  const secondaryCombatants = secondaryCombatantsOf(setup, state, unitState.id, targetId);
  for (const id of secondaryCombatants) {
    const secondary = state.units[id];
    if (secondary !== undefined)
      dropStatuses(secondary, ...unitStep(setup, id, 'enterContact', ['takingCover', 'onLookout']));
  }
  activation.moved = true;
  activation.charge = {
    target: targetId,
    outflanked,
    impeded,
    ...(secondaryCombatants.length === 0 ? {} : { secondaryCombatants }),
    // glossary: Demolition: the target is an unoccupied Defensible Building.
    ...(targetState === undefined ? { building: true as const } : {}),
  };
  return activation.charge;
}
