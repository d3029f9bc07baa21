import { FACE_NAMES, Face, rollAttackDie } from '../../dice/faces.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';
import { type GameEvent, event } from '../events.js';
import { queueDemiseBlast } from '../demise-queue.js';
import { type GameState, type ModelState, type UnitState, other } from '../state.js';
import { unitStep } from '../unit-rules.js';
import { generalCalled } from '../generals/generals-draw.js';

/** The outcomes of the glossary: Fiery Demise (X) table, in the order it prints them. */
export type FieryDemiseOutcome = 'smokeTrail' | 'rainOfDebris' | 'calamitousLanding';

/**
 * glossary: Fiery Demise (X): the face rolled gives the outcome. A guess: the
 * table's die-face icons are lost from our texts (three outcomes for the five
 * kinds of face; the first row's cell holds two icons, the others cannot be
 * read). As for Spectacular Demise, its rows follow the order rulebook p.32
 * lists the faces: Smoke Trail on a Heroic Strike or Strike (3 sides in 6),
 * Rain of Debris on a Glancing Strike or Miss (2 in 6), Calamitous Landing on
 * a Blank (1 in 6). Data, so that the printed icons can replace it.
 */
export const FIERY_DEMISE_TABLE: Readonly<Record<Face, FieryDemiseOutcome>> = {
  [Face.heroicStrike]: 'smokeTrail',
  [Face.strike]: 'smokeTrail',
  [Face.glancingStrike]: 'rainOfDebris',
  [Face.miss]: 'rainOfDebris',
  [Face.blank]: 'calamitousLanding',
};

/** glossary: Fiery Demise (X): Rain of Debris and Calamitous Landing reach units within 4" of the model. */
export const FIERY_DEMISE_REACH = 4;

const OUTCOME_NAMES: Readonly<Record<FieryDemiseOutcome, string>> = {
  smokeTrail: 'Smoke Trail',
  rainOfDebris: 'Rain of Debris',
  calamitousLanding: 'Calamitous Landing',
};

/**
 * Whether the unit is in its Sortie before its Escape Step (glossary: Fiery
 * Demise (X)): the active Aircraft unit at its Approach, first Reaction or
 * Engage Step, or an Interceptor's Interception Sortie before its Escape.
 */
export function beforeEscapeStep(state: GameState, unitId: string): boolean {
  const activation = state.activation;
  const sortie = activation?.sortie;
  if (activation === undefined || sortie === undefined) return false;
  if (activation.unit === unitId)
    return (
      sortie.step === 'approach' || sortie.step === 'firstReaction' || sortie.step === 'engage'
    );
  return sortie.interception?.unit === unitId && sortie.interception.step !== 'escape';
}

/**
 * glossary: Fiery Demise (X) — models of the Aircraft unit were Destroyed
 * before the Escape Step of its Sortie (game step modelDestroyedInSortie), by
 * any attack or loss (game/losses.ts destroyModels calls it, `losses` being
 * itself, for the units a Calamitous Landing hits): for each, where it stood
 * (`before`: the unit's models as the losses found them), the opposing General
 * rolls an Attack Die and the table (FIERY_DEMISE_TABLE) says what happens,
 * before the unit is removed from play when that was its last model. The
 * model is already taken from the unit; its place is where the table's
 * distances are measured from. A Rain of Debris's tests and a Calamitous
 * Landing's attacks are kept as data, made once the losses are taken
 * (game/demise-queue.ts, game/demise-blasts-made.ts). Without the rule,
 * outside such a Sortie, or no model lost: nothing.
 */
export function fieryDemise(
  setup: GameSetup,
  state: GameState,
  aircraft: UnitState,
  before: readonly ModelState[],
): GameEvent[] {
  if (!beforeEscapeStep(state, aircraft.id)) return [];
  const demise = unitStep(setup, aircraft.id, 'modelDestroyedInSortie', undefined);
  if (demise === undefined) return [];
  const standing = new Set(aircraft.models.map((m) => m.id));
  const name = armyUnit(setup, aircraft.id).name;
  const roller = generalCalled(state, other(aircraft.side));
  const rolls = before
    .filter((m) => !standing.has(m.id))
    .map((model) => {
      const face = rollAttackDie(state.rng);
      const outcome = FIERY_DEMISE_TABLE[face];
      const rolled = event(
        'fieryDemise',
        `${name}: a model Destroyed before its Escape Step: ${roller} rolls a ${FACE_NAMES[face] ?? ''}: ${OUTCOME_NAMES[outcome]} (${demise.rule})`,
        { unit: aircraft.id },
      );
      return { model, outcome, rolled };
    });
  // Each blast goes before those queued already: queued from the last model's, the first model's is made first.
  for (const { model, outcome } of rolls.slice().reverse()) {
    if (outcome === 'smokeTrail') continue;
    queueDemiseBlast(setup, state, aircraft, model, {
      outcome: OUTCOME_NAMES[outcome],
      rule: demise.rule,
      reach: FIERY_DEMISE_REACH,
      ...(outcome === 'calamitousLanding' ? { dice: demise.dice } : {}),
    });
  }
  return rolls.map((r) => r.rolled);
}
