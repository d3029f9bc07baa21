import { type Point, centreOf, overlaps } from '@warroom/engine';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { moveEnded } from './commands/moves-ended.js';
import { type GameEvent, event } from './events.js';
import { formationOf } from './formation.js';
import { annihilate, destroyModel, promotionOrder } from './losses.js';
import { destroyedWithDemise } from './spectacular-demise.js';
import { standingLossOrder } from './standing-loss-order.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { dropStatuses } from './statuses.js';
import { type WithdrawChecks, withdrawChecks } from './withdraw-checks.js';
import { officerWithdrawal } from './withdraw-officer.js';
import { withdrawLossOrder } from './withdraw-order.js';
import { withdrawPlaces } from './withdraw-placement.js';
import { buildingOfGame } from './wrecked-behemoths.js';
import { leaveWreck } from './wrecks.js';
import { toldIfWaiting } from './loss-choice-told.js';

export { WITHDRAW_DISTANCE } from './withdraw-officer.js';

/** The point a unit Withdraws directly away from: the other unit's Officer, or the centre of the building it Garrisons (rulebook p.43). */
function withdrawnFrom(setup: GameSetup, state: GameState, from: UnitState): Point | undefined {
  const building = buildingOfGame(setup, state.units, from.garrisoning);
  if (building !== undefined) return building.defensible?.centre ?? centreOf(building.area);
  return from.models[0];
}

/**
 * rulebook p.29 Withdrawing: the Officer moves 3" directly away from the other
 * unit, ending with it in its Front Arc, in a straight line (a Ponderous one
 * along the Turning Template, p.16: withdraw-officer.ts) clear of
 * Impassable Terrain (rulebook p.41) and enemy models (p.16; withdraw-path.ts).
 * An Officer that cannot be placed so is Destroyed: rulebook p.35 Loss of an
 * Officer, the unit is Disordered and its General performs a Field Promotion
 * (game/field-promotion.ts: by its standing order, else its choice asked
 * then), and the Withdraw goes on
 * with the new Officer, which moves 3" directly away from where it stands in
 * its turn, until one is placed or none is left. Our reading: p.35 "In Close
 * Formation units, the Officer always occupies the centre of the front rank",
 * so the others are placed round the Officer that moved, never round the
 * empty place of one that could not (which would leave a gap in the front
 * rank); no back-rank model is removed in its stead, as that would leave the
 * Officer where it cannot stand. The other models are then placed in Unit
 * Coherency with it, not within 1" of an enemy, each reaching its place by a
 * route round Impassable Terrain and enemy models (withdraw-route.ts; a
 * Ponderous one along the Turning Template, withdraw-template-route.ts); a model
 * that cannot be placed so is Destroyed, those kept chosen by the unit's loss
 * order (withdraw-order.ts; the others placed in model order). The unit
 * moves, so it loses On Lookout and Taking Cover (rulebook p.30).
 */
export function withdraw(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  from: UnitState,
): GameEvent[] {
  const unit = armyUnit(setup, unitState.id);
  const other = withdrawnFrom(setup, state, from);
  if (other === undefined || unitState.models.length === 0) return [];
  const events: GameEvent[] = [event('withdraw', `${unit.name} Withdraws`, { unit: unit.id })];
  dropStatuses(unitState, 'onLookout', 'takingCover', 'entrenched');
  // The places of models whose wreck would stand where another model is placed (rulebook p.35 Wrecks):
  // kept clear, a model that stood there cannot leave it and is Destroyed.
  let wrecked: readonly ModelState[] = [];
  for (;;) {
    const officer = unitState.models.find((m) => m.id === unitState.officer) ?? unitState.models[0];
    if (officer === undefined) return events;
    // Drawn again after an Officer is lost: a Large one stays as a wreck.
    const checks = withdrawChecks(setup, state, unitState, wrecked);
    const move = officerWithdrawal({ rules: unit.specialRules }, officer, other);
    if (
      move !== undefined &&
      checks.standsAt(move.at, move.facing) &&
      checks.movesAlong(officer, move.waypoints)
    ) {
      const plan = placesOfOthers(setup, state, unitState, { officer, ...move }, checks);
      const inTheWay = wrecksInTheWay(setup, unitState, plan);
      if (inTheWay.length === 0) return [...events, ...placed(setup, state, unitState, plan)];
      wrecked = [...wrecked, ...inTheWay];
      continue;
    }
    const last = unitState.models.length === 1;
    // rulebook p.35: the Field Promotion it may wait for is told the Withdraw so far (game/loss-choice-told.ts).
    events.push(
      ...toldIfWaiting(events, () => destroyedWithdrawing(setup, state, unitState, officer)),
    );
    if (last) return [...events, ...annihilate(setup, state, unitState, officer)];
    // The new Officer Withdraws from where it stands: the places kept clear are found again.
    wrecked = [];
  }
}

/**
 * rulebook p.29: a model that cannot be placed according to these rules "is
 * immediately Destroyed": the Officer, another model or the last one alike,
 * as every model Destroyed is (rulebook p.34 Destroying Models,
 * model-destroyed.ts destroyModel): a Large one stays where it stood, Wrecked
 * (p.35 Wrecks); an Officer lost is replaced by a Field Promotion by the
 * General's standing order (p.35 Loss of an Officer, game/standing-loss-order.ts),
 * else by the General's choice asked as it is lost, told what came before
 * (game/loss-choice-told.ts), no model removed in its stead (its own place is the problem); and only the
 * unit's last model rolls for glossary: Spectacular Demise (X) ("When the last
 * model in this unit is Destroyed"), before it is removed (spectacular-demise.ts
 * destroyedWithDemise). The caller Annihilates a unit left with no model.
 */
function destroyedWithdrawing(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
): GameEvent[] {
  const cannot = [cannotBePlaced(unitState, model)];
  // rulebook p.35 Field Promotion: else the General's choice as the Officer is lost (game/loss-choice-wait.ts),
  // told that the model could not be placed.
  const preference = toldIfWaiting(cannot, () =>
    promotionOrder(setup, state, unitState, model, standingLossOrder(state, unitState)),
  );
  const destroyed =
    unitState.models.length === 1
      ? destroyedWithDemise(setup, state, unitState, model, undefined, preference)
      : destroyModel(setup, unitState, model, false, undefined, preference);
  return [...cannot, ...destroyed];
}

/** Where a Withdraw puts the unit's models: those placed, where, and those Destroyed in the order of the losses. */
interface WithdrawPlan {
  readonly placed: readonly ModelState[];
  readonly destroyed: readonly ModelState[];
}

/**
 * rulebook p.35 Wrecks: the models of `plan` Destroyed that would stay where
 * they stood, Wrecked, on a place of a model placed (tried on a copy of the
 * unit: game/wrecks.ts leaveWreck). Those places are then kept clear, and the
 * Withdraw planned again: the General cannot place a model where a wreck will
 * stand.
 */
function wrecksInTheWay(setup: GameSetup, unitState: UnitState, plan: WithdrawPlan): ModelState[] {
  const unit = armyUnit(setup, unitState.id);
  const trial: UnitState = { ...unitState, wrecks: [] };
  for (const model of plan.destroyed) leaveWreck(setup, trial, model);
  const places = plan.placed.map((m) => footprintOf(unit, m));
  return (trial.wrecks ?? []).filter((wreck) => {
    const footprint = footprintOf(unit, wreck);
    return places.some((place) => overlaps(place, footprint));
  });
}

/**
 * rulebook p.29: the unit's models where `plan` puts them; those not placed
 * are Destroyed (a Large one stays where it stood, rulebook p.35 Wrecks). The
 * unit ended a move (rulebook p.37 Covering Fire).
 */
function placed(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  plan: WithdrawPlan,
): GameEvent[] {
  const events = plan.destroyed.flatMap((model) =>
    destroyedWithdrawing(setup, state, unitState, model),
  );
  unitState.models = plan.placed;
  moveEnded(state, unitState.id);
  return events;
}

function cannotBePlaced(unitState: UnitState, model: ModelState): GameEvent {
  return event('removed', `${model.id} cannot be placed and is Destroyed (rulebook p.29)`, {
    unit: unitState.id,
  });
}

/**
 * rulebook p.29: the Officer placed at `officer.at`, the General moves the
 * other models into Unit Coherency with it; those that cannot be placed are
 * to be Destroyed, in the order of the losses.
 */
function placesOfOthers(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  officer: { readonly officer: ModelState; readonly at: Point; readonly facing: number },
  checks: WithdrawChecks,
): WithdrawPlan {
  const unit = armyUnit(setup, unitState.id);
  const { facing } = officer;
  const lostFirst = withdrawLossOrder(setup, state, unitState, officer.officer);
  const others = unitState.models.filter((m) => m.id !== officer.officer.id);
  const keptFirst = [...lostFirst].reverse().map((m) => others.findIndex((o) => o.id === m.id));
  const placing = withdrawPlaces(
    { base: unit.footprint, formation: formationOf(setup, unitState) },
    unitState.models.length,
    officer,
    (at) => checks.standsAt(at, facing),
    {
      keptFirst,
      reaches: (i, at) => {
        const mover = others[i];
        return mover !== undefined && checks.routeTo(mover, at, facing) !== undefined;
      },
    },
  );
  const movers = [officer.officer, ...placing.movers.map((i) => others[i] as ModelState)];
  const placed: ModelState[] = placing.places.map((at, i) => ({
    ...(movers[i] as ModelState),
    x: at.x,
    y: at.y,
    facing,
  }));
  const destroyed = lostFirst.filter((m) => !placed.some((p) => p.id === m.id));
  return { placed, destroyed };
}
