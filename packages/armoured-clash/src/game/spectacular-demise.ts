import { FACE_NAMES, Face, rollAttackDie } from '../dice/faces.js';
import type { GameSetup } from './army.js';
import { armyUnit } from './army-unit.js';
import { queueDemiseBlast } from './demise-queue.js';
import { type GameEvent, event } from './events.js';
import { lurch } from './lurch.js';
import { destroyModel } from './model-destroyed.js';
import type { AttackingUnit } from './open-formation-losses.js';
import { type GameState, type ModelState, type UnitState, other } from './state.js';
import { unitStep } from './unit-rules.js';
import { generalCalled } from './generals/generals-draw.js';

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

/** What becomes of the last model: where it is Destroyed, and whether it leaves no wreck. */
export interface LastModelDemise {
  readonly events: GameEvent[];
  readonly model: ModelState;
  readonly removedFromPlay: boolean;
}

/**
 * glossary: Spectacular Demise (X) — the last model of a unit with the rule
 * (game step lastModelDestroyed) is about to be Destroyed: the opposing
 * General rolls an Attack Die and the table (SPECTACULAR_DEMISE_TABLE) says
 * what happens first. Returns the events, the model as it is then Destroyed
 * (where a Lurch left it) and whether it is removed from play even if it would
 * be Wrecked (Cataclysmic Detonation). Other models, or no such rule: nothing.
 * A Shockwave's tests and a Detonation's attacks are kept as data, made once
 * the losses are taken (game/demise-queue.ts, game/demise-blasts-made.ts): the
 * units within reach are those as the model stands now.
 */
export function lastModelDemise(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  model: ModelState,
): LastModelDemise {
  const unchanged = { events: [], model, removedFromPlay: false };
  if (unitState.models.length !== 1 || !unitState.deployed || unitState.garrisoning !== undefined)
    return unchanged;
  const demise = unitStep(setup, unitState.id, 'lastModelDestroyed', undefined);
  if (demise === undefined) return unchanged;
  const face = rollAttackDie(state.rng);
  const outcome = SPECTACULAR_DEMISE_TABLE[face];
  const name = armyUnit(setup, unitState.id).name;
  const roller = generalCalled(state, other(unitState.side));
  const rolled = event(
    'spectacularDemise',
    `${name}'s last model: ${roller} rolls a ${FACE_NAMES[face] ?? ''}: ${OUTCOME_NAMES[outcome]} (${demise.rule})`,
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
      queueDemiseBlast(setup, state, unitState, model, {
        outcome: 'Shockwave',
        rule: demise.rule,
        reach: SHOCKWAVE_REACH,
      });
      return { ...unchanged, events: [rolled] };
    case 'detonation':
    case 'cataclysmicDetonation': {
      const reach = outcome === 'detonation' ? DETONATION_REACH : CATACLYSMIC_REACH;
      queueDemiseBlast(setup, state, unitState, model, {
        outcome: OUTCOME_NAMES[outcome],
        rule: demise.rule,
        reach,
        dice: demise.dice,
      });
      return { model, events: [rolled], removedFromPlay: outcome === 'cataclysmicDetonation' };
    }
  }
}

/**
 * rulebook p.34 Destroying Models, with glossary: Spectacular Demise (X): the
 * model `victim` is Destroyed (destroyModel, with the attacking unit `from` and
 * its General's `preference`), the unit's last model after its demise: where a
 * Lurch left it, and leaving no wreck after a Cataclysmic Detonation. Also a
 * last model removed because its unit cannot Fall Back (rulebook p.36: it
 * counts as having been Destroyed).
 */
export function destroyedWithDemise(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  victim: ModelState,
  from?: AttackingUnit,
  preference?: readonly string[],
): GameEvent[] {
  const demise = lastModelDemise(setup, state, unitState, victim);
  const events = [
    ...demise.events,
    ...destroyModel(setup, unitState, demise.model, true, from, preference),
  ];
  return demise.removedFromPlay ? [...events, ...noWreckLeft(unitState, demise.model)] : events;
}

/** Cataclysmic Detonation: the model Destroyed is removed from play even if it would be Wrecked. */
function noWreckLeft(unitState: UnitState, model: ModelState): GameEvent[] {
  const wrecks = unitState.wrecks ?? [];
  if (!wrecks.some((w) => w.id === model.id)) return [];
  unitState.wrecks = wrecks.filter((w) => w.id !== model.id);
  const text = `${model.id} is removed from play: no wreck is left (Cataclysmic Detonation)`;
  return [event('removedFromPlay', text, { unit: unitState.id })];
}
