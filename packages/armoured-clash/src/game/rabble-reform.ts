import { type UnitMove, checkMove } from '../battlefield/movement/check-move.js';
import { extentAlong } from '../battlefield/coherency.js';
import { type Placement, formUp } from '../battlefield/form-up.js';
import { type Table, centreOfModel, modelsOf } from '../battlefield/table.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { type GameEvent, event } from './events.js';
import { destroyModels } from './losses.js';
import { modelsOf as countedModels } from './model-count.js';
import { moveModels } from './move-models.js';
import { assumeFormation } from './rabble.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

/** glossary: Rabble gives the move into the Formation reassumed no Movement Limit. */
const NO_MOVEMENT_LIMIT = Number.POSITIVE_INFINITY;

/**
 * The moves that re-form the unit in its Formation about its Officer where it
 * stands, facing as it faces: one for each width of front, widest first
 * (formUp), each model going straight to its place; allowed to end in contact
 * with enemy units (a unit that Charged stays in contact).
 */
function reformsAboutOfficer(table: Table, unitId: string, officerId: string): UnitMove[] {
  const unit = table.units.get(unitId);
  const models = modelsOf(table, unitId);
  const officer = models.find((m) => m.id === officerId);
  if (unit === undefined || officer === undefined) return [];
  const { width, depth } = extentAlong(officer.footprint, officer.facing);
  const base = officer.footprint.kind === 'circle' ? { diameter: width } : { width, depth };
  const ordered = [officer, ...models.filter((m) => m !== officer)];
  const centre = centreOfModel(officer);
  const moves: UnitMove[] = [];
  for (let perRank = models.length; perRank >= 1; perRank--) {
    const spec = { models: models.length, base, formation: unit.formation, perRank };
    let placements: Placement[];
    try {
      placements = formUp(spec, centre, officer.facing);
    } catch (error) {
      // Too wide a front for Unit Coherency: a narrower one is tried.
      if (!(error instanceof RangeError)) throw error;
      continue;
    }
    const paths = ordered.map((model, i) => ({
      model: model.id,
      waypoints: [centreOfModel(model), placements[i]?.at ?? centre],
      facing: officer.facing,
    }));
    moves.push({ unit: unitId, limit: NO_MOVEMENT_LIMIT, paths, mayEndInContact: true });
  }
  return moves;
}

/** The model other than the Officer whose centre stands farthest from the Officer's (the first of equals). */
function farthestFromOfficer(unitState: UnitState): ModelState | undefined {
  const officer = unitState.models.find((m) => m.id === unitState.officer);
  if (officer === undefined) return undefined;
  let farthest: { model: ModelState; apart: number } | undefined;
  for (const model of unitState.models) {
    if (model === officer) continue;
    const apart = Math.hypot(model.x - officer.x, model.y - officer.y);
    if (farthest === undefined || apart > farthest.apart) farthest = { model, apart };
  }
  return farthest?.model;
}

/**
 * Re-forms the unit on the table in the Formation it now fights in, with the
 * widest front whose move breaks no rule (checkMove: terrain, other models,
 * the battlefield's edges, Unit Coherency). When none does, a model is unable
 * to move into Unit Coherency and is Abandoned (removed, counting as
 * Destroyed, rulebook p.22), and the rest are re-formed again. Which model
 * goes is left to its General by the rules; the engine's default is the
 * model farthest from the Officer (never the Officer itself). Returns the
 * models Abandoned, in order.
 */
function reform(setup: GameSetup, state: GameState, unitState: UnitState): string[] {
  const abandoned: string[] = [];
  for (;;) {
    const table = tableOf(setup, state);
    if (modelsOf(table, unitState.id).length <= 1) return abandoned;
    const moves = reformsAboutOfficer(table, unitState.id, unitState.officer);
    const made = moves.find((move) => checkMove(table, move).legal);
    if (made !== undefined) {
      moveModels(setup, unitState, made);
      return abandoned;
    }
    const stray = farthestFromOfficer(unitState);
    if (stray === undefined) return abandoned;
    abandoned.push(stray.id);
    unitState.models = unitState.models.filter((m) => m !== stray);
  }
}

/**
 * rulebook p.24 The Movement Step, at its end (game step movementStepEnded):
 * the Formation the unit's rules make it assume again (glossary: Rabble: Close
 * Formation, the Movement Step after it Fell Back). The unit is re-formed about
 * its Officer (reform); models unable to move into Unit Coherency are
 * Abandoned. A unit with no models on the table (Garrisoning, Embarked) takes
 * the Formation only.
 */
export function formationAtMovementStepEnd(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
): GameEvent[] {
  if (unitState.annihilated) return [];
  const formation = unitStep(setup, unitState.id, 'movementStepEnded', unitState.formation);
  const events = assumeFormation(setup, unitState, formation);
  if (events.length === 0) return [];
  const abandoned = reform(setup, state, unitState);
  if (abandoned.length === 0) return events;
  const name = armyUnit(setup, unitState.id).name;
  return [
    ...events,
    event(
      'abandoned',
      `${countedModels(abandoned.length, name)} Abandoned: ${abandoned.join(', ')}`,
      {
        unit: unitState.id,
      },
    ),
    ...destroyModels(setup, state, unitState, 0, undefined),
  ];
}
