import { distanceBetween } from '@warroom/engine';
import { makeAttackRoll } from '../attack/attack-roll.js';
import type { Attack } from '../attack/attack.js';
import { prepareAttack } from '../attack/prepare.js';
import { standingModels } from '../battlefield/garrison.js';
import { FACE_NAMES, Face, rollAttackDie } from '../dice/faces.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { GameSetup } from './army.js';
import { armyUnit, footprintOf } from './army-unit.js';
import { attackTarget, knownRules } from './attack-parties.js';
import { combatSuppressionTest } from './combat-suppression-test.js';
import { attackDiceShown } from './dice-shown.js';
import { type GameEvent, event } from './events.js';
import { lurch } from './lurch.js';
import type { AttackingUnit } from './open-formation-losses.js';
import { rangedAttackSuppression } from './ranged-suppression.js';
import { type GameState, type ModelState, type UnitState, other } from './state.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

/** The outcomes of the glossary: Spectacular Demise (X) table, in the order it prints them. */
export type DemiseOutcome =
  'halted' | 'lurch' | 'shockwave' | 'detonation' | 'cataclysmicDetonation';

/**
 * glossary: Spectacular Demise (X): the face rolled gives the outcome. The
 * table's die-face icons are lost from our texts (five outcomes, one per kind
 * of face); our reading takes its rows in the order rulebook p.32 lists the
 * faces (Heroic Strike, Strike, Glancing Strike, Miss, Blank). Data, so that
 * the printed icons can replace it.
 */
export const SPECTACULAR_DEMISE_TABLE: Readonly<Record<Face, DemiseOutcome>> = {
  [Face.heroicStrike]: 'halted',
  [Face.strike]: 'lurch',
  [Face.glancingStrike]: 'shockwave',
  [Face.miss]: 'detonation',
  [Face.blank]: 'cataclysmicDetonation',
};

/** glossary: Spectacular Demise (X): how far each outcome reaches, in inches. */
export const SHOCKWAVE_REACH = 6;
export const DETONATION_REACH = 4;
export const CATACLYSMIC_REACH = 8;

const OUTCOME_NAMES: Readonly<Record<DemiseOutcome, string>> = {
  halted: 'Halted',
  lurch: 'Lurch',
  shockwave: 'Shockwave',
  detonation: 'Detonation',
  cataclysmicDetonation: 'Cataclysmic Detonation',
};

/**
 * How a unit a Detonation hits loses its models: the Destroying Models of
 * game/losses.ts (destroyModels), which calls the demise and passes itself in.
 * A Detonation's losses can bring another unit's Spectacular Demise, so the
 * demise is handed the losses rather than importing them (no import cycle).
 */
export type DetonationLosses = (
  setup: GameSetup,
  state: GameState,
  target: UnitState,
  count: number,
  from: AttackingUnit,
) => GameEvent[];

/** What becomes of the last model: where it is Destroyed, and whether it leaves no wreck. */
export interface LastModelDemise {
  readonly events: GameEvent[];
  readonly model: ModelState;
  readonly removedFromPlay: boolean;
}

/** Every other unit on the battlefield within `reach` of the model, friend or foe, closest first. */
function unitsWithin(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
  reach: number,
): UnitState[] {
  const table = tableOf(setup, state);
  const footprint = footprintOf(armyUnit(setup, unitState.id), model);
  const gap = (u: UnitState): number =>
    Math.min(...standingModels(table, u.id).map((m) => distanceBetween(footprint, m.footprint)));
  return Object.values(state.units)
    .filter((u) => u.id !== unitState.id && table.units.has(u.id) && !u.annihilated)
    .map((u) => ({ u, gap: gap(u) }))
    .filter(({ gap: g }) => g <= reach)
    .sort((p, q) => p.gap - q.gap)
    .map(({ u }) => u);
}

/** The Detonation's Neutral Ranged Attack of `dice` dice against one unit, before any die is rolled. */
export function detonationAttack(
  setup: GameSetup,
  unitState: UnitState,
  target: UnitState,
  dice: number,
): Attack {
  return {
    weapon: { dice, qualities: [], attack: 'ranged' },
    attackerRules: knownRules(armyUnit(setup, unitState.id).specialRules),
    target: attackTarget(armyUnit(setup, target.id), target),
    situation: {
      kind: 'ranged',
      rating: 'neutral',
      withinShortRange: false,
      concealed: false,
      attackerInTargetFrontArc: false,
      lineOfSightCrossesTargetObstacle: false,
    },
  };
}

/**
 * A Detonation: a Neutral Ranged Attack with X dice against each unit within
 * reach, friend or foe, each followed by its Check for Suppression. The
 * unit's General chooses the order: not offered yet, closest first.
 */
function detonate(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
  dice: number,
  reach: number,
  losses: DetonationLosses,
): GameEvent[] {
  const name = armyUnit(setup, unitState.id).name;
  const from = [footprintOf(armyUnit(setup, unitState.id), model)];
  const events: GameEvent[] = [];
  for (const target of unitsWithin(setup, state, unitState, model, reach)) {
    if (target.annihilated) continue;
    const prepared = prepareAttack(
      detonationAttack(setup, unitState, target, dice),
      ARMOURED_CLASH_RULES,
    );
    const { pool, outcome } = makeAttackRoll(state.rng, prepared);
    target.damage = outcome.target.damage;
    const text =
      `${name} detonates against ${armyUnit(setup, target.id).name}: ${prepared.rating}, ` +
      `${dice} dice, ${outcome.hits} hits, ${outcome.target.damageSuffered} damage, ` +
      `${outcome.target.modelsDestroyed} destroyed`;
    const roll = attackDiceShown(prepared, pool, outcome);
    events.push(event('rangedAttack', text, { unit: unitState.id, side: unitState.side, roll }));
    events.push(...losses(setup, state, target, outcome.target.modelsDestroyed, from));
    if (!target.annihilated)
      events.push(...rangedAttackSuppression(setup, state, prepared, outcome, target, false));
  }
  return events;
}

/** Shockwave: each unit within 6" of the model, friend or foe, takes a Suppression Test. */
function shockwave(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
): GameEvent[] {
  return unitsWithin(setup, state, unitState, model, SHOCKWAVE_REACH).flatMap((u) =>
    u.annihilated ? [] : combatSuppressionTest(setup, state, u, u.models.length),
  );
}

/**
 * glossary: Spectacular Demise (X) — the last model of a unit with the rule
 * (game step lastModelDestroyed) is about to be Destroyed: the opposing
 * General rolls an Attack Die and the table (SPECTACULAR_DEMISE_TABLE) says
 * what happens first. Returns the events, the model as it is then Destroyed
 * (where a Lurch left it) and whether it is removed from play even if it would
 * be Wrecked (Cataclysmic Detonation). Other models, or no such rule: nothing.
 * `losses`: how the units a Detonation hits lose their models (DetonationLosses).
 */
export function lastModelDemise(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
  losses: DetonationLosses,
): LastModelDemise {
  const unchanged = { events: [], model, removedFromPlay: false };
  if (unitState.models.length !== 1 || !unitState.deployed || unitState.garrisoning !== undefined)
    return unchanged;
  const demise = unitStep(setup, unitState.id, 'lastModelDestroyed', undefined);
  if (demise === undefined) return unchanged;
  const face = rollAttackDie(state.rng);
  const outcome = SPECTACULAR_DEMISE_TABLE[face];
  const name = armyUnit(setup, unitState.id).name;
  const roller = other(unitState.side).toUpperCase();
  const rolled = event(
    'spectacularDemise',
    `${name}'s last model: General ${roller} rolls a ${FACE_NAMES[face] ?? ''}: ${OUTCOME_NAMES[outcome]} (${demise.rule})`,
    { unit: unitState.id },
  );
  switch (outcome) {
    case 'halted':
      return { ...unchanged, events: [rolled] };
    case 'lurch': {
      const moved = lurch(setup, state, unitState, model);
      unitState.models = [moved.model];
      const text = `${model.id} lurches ${moved.moved.toFixed(2)}" at a bearing of ${moved.bearing}°`;
      return {
        ...unchanged,
        model: moved.model,
        events: [rolled, event('lurch', text, { unit: unitState.id })],
      };
    }
    case 'shockwave':
      return { ...unchanged, events: [rolled, ...shockwave(setup, state, unitState, model)] };
    case 'detonation':
    case 'cataclysmicDetonation': {
      const reach = outcome === 'detonation' ? DETONATION_REACH : CATACLYSMIC_REACH;
      const blast = detonate(setup, state, unitState, model, demise.dice, reach, losses);
      return {
        model,
        events: [rolled, ...blast],
        removedFromPlay: outcome === 'cataclysmicDetonation',
      };
    }
  }
}

/** Cataclysmic Detonation: the model Destroyed is removed from play even if it would be Wrecked. */
export function noWreckLeft(unitState: UnitState, model: ModelState): GameEvent[] {
  const wrecks = unitState.wrecks ?? [];
  if (!wrecks.some((w) => w.id === model.id)) return [];
  unitState.wrecks = wrecks.filter((w) => w.id !== model.id);
  const text = `${model.id} is removed from play: no wreck is left (Cataclysmic Detonation)`;
  return [event('removedFromPlay', text, { unit: unitState.id })];
}
