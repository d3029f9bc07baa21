import { EPSILON, overlaps, point, withinDistance } from '@warroom/engine';
import { objectiveMarker } from '../battlefield/objectives.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { type LossAsk, type LossAsker, askedOn } from './loss-choice-due.js';
import type { GameState, ModelState } from './state.js';
import { tableOf } from './table-of.js';

/** Where the game stops for a choice among losses: which kinds it asks. */
export interface LossesAskedWhere {
  /** rulebook p.34: the model removed of several equally eligible (Close Quarters, Falling Back, Withdrawing). */
  readonly chooseLoss: boolean;
}

/**
 * Where a model stands as the rules read a single model's place: the terrain
 * pieces its footprint stands in (rulebook pp.40-43: cover, Area Terrain,
 * buildings) and the Strategic Objective Markers it touches (p.39
 * Controlling Objectives), as one text.
 */
function standing(setup: GameSetup, state: GameState, unitId: string, model: ModelState): string {
  const footprint = footprintOf(armyUnit(setup, unitId), model);
  const removed = state.removedObjectives ?? [];
  const terrain = tableOf(setup, state)
    .terrain.filter((piece) => overlaps(piece.area, footprint))
    .map((piece) => piece.id);
  const markers = (setup.objectives ?? [])
    .filter((o) => !removed.includes(o.id))
    .filter((o) => withinDistance(objectiveMarker(point(o.at[0], o.at[1])), footprint, EPSILON))
    .map((o) => o.id);
  return [...terrain, '|', ...markers].join(' ');
}

/**
 * Whether the choice `ask` is one the game stops for. A Field Promotion
 * wherever losses are taken (rulebook p.35: "the unit's General must perform
 * a Field Promotion": where the Officer stands is what the unit's moves, its
 * Withdraw and its coherency are read from). A model among equally eligible
 * losses only where the attack has no wait of its own before its losses
 * (`where`: a Ranged Attack asks its target's General for an order of
 * preference as it is declared, game/losses-ordered.ts), and only when the
 * models differ in something the rules read. Our reading (rulebook pp.34-35,
 * which leave the choice to the General): the models of a unit share one
 * profile and the unit's Damage (no model carries wounds or weapons of its
 * own here), so equally eligible models differ only in where they stand;
 * the game asks when that place differs as the rules read a single model's
 * (standing: the terrain it stands in, an Objective Marker it touches), and
 * otherwise the engine's default stands (the back rank's end, the first of
 * those equally closest): a choice between two ends of an identical rank
 * would stop nearly every Close Quarters Combat for nothing.
 */
function asked(setup: GameSetup, state: GameState, ask: LossAsk, where: LossesAskedWhere): boolean {
  if (ask.kind === 'fieldPromotion') return true;
  if (!where.chooseLoss) return false;
  const places = new Set(ask.among.map((m) => standing(setup, state, ask.unit.id, m)));
  return places.size > 1;
}

/** The asker for losses taken on `state` where `where` says which choices are asked. */
export function askedWhere(setup: GameSetup, state: GameState, where: LossesAskedWhere): LossAsker {
  return askedOn(state, (ask) => asked(setup, state, ask, where));
}

/**
 * The asker for an attack's losses (game/losses.ts destroyModels): a Field
 * Promotion asked always; a model among equal losses while a Close Quarters
 * Combat is under way (rulebook p.28: the charging unit's attack and the
 * Retaliations, `activation.closeQuarters`), where the attack has no pause
 * before its losses.
 */
export function lossesAskedOn(setup: GameSetup, state: GameState): LossAsker {
  const chooseLoss = state.activation?.closeQuarters !== undefined;
  return askedWhere(setup, state, { chooseLoss });
}
