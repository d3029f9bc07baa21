import { distanceBetween } from '@warroom/engine';
import { standingModels } from '../battlefield/garrison.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf } from './army-unit.js';
import type { GameState, ModelState, UnitState } from './state.js';
import { tableOf } from './table-of.js';

/**
 * The blast of one model's demise, still to be made (glossary: Spectacular
 * Demise (X) Shockwave, Detonation, Cataclysmic Detonation; Fiery Demise (X)
 * Rain of Debris, Calamitous Landing): rolled as the model was Destroyed
 * (game/losses.ts), made once those losses are taken, one unit at a time, so
 * that the game can stop for a General's decision between them (the order of
 * the attacks, a Command at a Suppression Test) and go on where it stopped
 * (game/demise-blasts-made.ts). Plain data, replaced and never changed in place.
 */
export interface DemiseBlast {
  /** The unit whose model it was: its General chooses the order of the attacks. */
  readonly unit: string;
  /** The outcome rolled, by its printed name ("Detonation"). */
  readonly outcome: string;
  /** The rule it comes from ("glossary: Spectacular Demise (X)"). */
  readonly rule: string;
  /** Where the model stood as it was Destroyed: the blast is measured from it. */
  readonly model: ModelState;
  /** A Neutral Ranged Attack of this many Attack Dice against each unit; without it, a Suppression Test for each. */
  readonly dice?: number;
  /** The units still to be attacked or tested, the next first (all those within reach as the model was Destroyed). */
  readonly units: readonly string[];
  /** The unit's General is still to give the order of the attacks ("This unit's General chooses the order"). */
  readonly orderDue?: true;
}

/**
 * Where the game goes on once the blasts are made, when it is a step that
 * cannot resume through the Attack Step's attacks (game/demise-then.ts): the
 * decision the Activation waits for, once a choice's sequence went on without
 * them (`activationWaits`).
 */
export interface DemiseThen {
  readonly kind: 'activationWaits';
}

/**
 * The blasts still to be made, the next first (`GameState.demiseBlasts`).
 * `resumesAttacks`: the Attack Step's attacks (or a Reaction Step's
 * Opportunity Fire) stopped for the order of the attacks, and go on once the
 * blasts are made (game/commands/attacks-in-turn.ts goOnAttacking).
 * `then`: the blasts resume another step instead (DemiseThen); the queue is
 * kept, its blasts all made, until the last test they called for is taken.
 */
export interface DemiseBlasts {
  readonly blasts: readonly DemiseBlast[];
  readonly resumesAttacks?: true;
  readonly then?: DemiseThen;
}

/** Every other unit on the battlefield within `reach` of the model, friend or foe, closest first. */
function unitsWithin(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
  reach: number,
): string[] {
  const table = tableOf(setup, state);
  const footprint = footprintOf(armyUnit(setup, unitState.id), model);
  const gap = (u: UnitState): number =>
    Math.min(...standingModels(table, u.id).map((m) => distanceBetween(footprint, m.footprint)));
  return Object.values(state.units)
    .filter((u) => u.id !== unitState.id && table.units.has(u.id) && !u.annihilated)
    .map((u) => ({ u, gap: gap(u) }))
    .filter(({ gap: g }) => g <= reach)
    .sort((p, q) => p.gap - q.gap)
    .map(({ u }) => u.id);
}

/** What a demise's outcome blasts: its reach, and the Attack Dice of its attacks (none: Suppression Tests). */
export interface BlastOf {
  readonly outcome: string;
  readonly rule: string;
  readonly reach: number;
  readonly dice?: number;
}

/**
 * A blast rolled for the model: the units within its reach as it stands now
 * are kept, and the blast goes before any still waiting (it comes out of the
 * losses of the blast being made, and so before that blast's other attacks).
 * Attacks against more than one unit wait for the unit's General's order.
 */
export function queueDemiseBlast(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
  { outcome, rule, reach, dice }: BlastOf,
): void {
  const units = unitsWithin(setup, state, unitState, model, reach);
  if (units.length === 0) return;
  const blast: DemiseBlast = {
    unit: unitState.id,
    outcome,
    rule,
    model,
    ...(dice === undefined ? {} : { dice }),
    units,
    ...(dice !== undefined && units.length > 1 ? { orderDue: true } : {}),
  };
  state.demiseBlasts = {
    ...state.demiseBlasts,
    blasts: [blast, ...(state.demiseBlasts?.blasts ?? [])],
  };
}
