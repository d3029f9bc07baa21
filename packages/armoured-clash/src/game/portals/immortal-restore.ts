import type { GameSetup } from '../army.js';
import { armyUnit, footprintOf, tableUnitOf } from '../army-unit.js';
import type { Choice, Decision } from '../choice.js';
import { type GameEvent, event } from '../events.js';
import { formedUpModelsOrRefusal, modelStandsRefusal } from '../model-placement.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState, ModelState, UnitState } from '../state.js';
import { plannedTable, tableOf } from '../table-of.js';
import { unitStep } from '../unit-rules.js';
import { portalMarkersOf, withinReachOfPortal } from './portal-markers.js';
import { counted } from '../model-count.js';
import { IMMORTAL_REACH } from '../../rules/entries/immortal.js';

const IMMORTAL = 'glossary: Immortal';

/** Degrees in a half turn: a model's facing (radians) as the degrees placements take. */
const HALF_TURN_DEGREES = 180;

/** Model ids the unit's restored models take: those of its starting models not on the table (nor left as Wrecks), then new ones. */
function freeModelIds(unitState: UnitState, count: number): string[] {
  const used = new Set([...unitState.models, ...(unitState.wrecks ?? [])].map((m) => m.id));
  const free: string[] = [];
  for (let n = 1; free.length < count; n++) {
    const id = `${unitState.id}#${n}`;
    if (!used.has(id)) free.push(id);
  }
  return free;
}

/**
 * The unit with `count` models restored, or why they cannot be: the glossary
 * does not say where restored models go, so the unit forms up again around its
 * Officer where it stands, facing as it faces (rulebook p.14 Unit Coherency, as
 * a unit forms up when set up), every model on the battlefield, overlapping no
 * model and no Impassable Terrain. The Officer keeps its place; the other
 * models keep their ids, the restored ones take free ones.
 */
export function restoredModels(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  count: number,
): ModelState[] | IllegalChoice {
  const unit = armyUnit(setup, unitState.id);
  const officer = unitState.models.find((m) => m.id === unitState.officer) ?? unitState.models[0];
  if (officer === undefined)
    return new IllegalChoice(IMMORTAL, `${unit.name} has no Officer on the battlefield`);
  const facing = (officer.facing * HALF_TURN_DEGREES) / Math.PI;
  const total = unitState.models.length + count;
  const formed = formedUpModelsOrRefusal(unit, total, [officer.x, officer.y], facing);
  if (formed instanceof IllegalChoice) return formed;
  const ids = [
    officer.id,
    ...unitState.models.filter((m) => m !== officer).map((m) => m.id),
    ...freeModelIds(unitState, count),
  ];
  const models = formed.map((m, i) => ({ ...m, id: ids[i] ?? m.id }));
  const table = tableOf(
    setup,
    plannedTable(state, { ...state.units, [unitState.id]: { ...unitState, models: [] } }),
  );
  const tableUnit = tableUnitOf(unit, unitState.side, officer.id);
  for (const model of models) {
    const refusal = modelStandsRefusal(setup, table, tableUnit, model.id, footprintOf(unit, model));
    if (refusal !== undefined) return refusal;
  }
  return models;
}

/**
 * glossary: Immortal — as the unit's Activation starts (game step
 * activationStartRestores): within 3" of a Portal Marker, on the battlefield
 * and neither Garrisoning a Building nor Embarked, with models Destroyed, its
 * General may restore up to two of them, never above its starting
 * Reinforcement Limit (the models of its Reinforcement Level). Offered once
 * per Activation (activation.restoring).
 */
export function offerRestoring(setup: GameSetup, state: GameState): void {
  const activation = state.activation;
  const unitState = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || unitState === undefined) return;
  const restores = unitStep(setup, unitState.id, 'activationStartRestores', undefined);
  const markers = portalMarkersOf(state);
  const lost = armyUnit(setup, unitState.id).models - unitState.models.length;
  if (
    restores === undefined ||
    lost <= 0 ||
    !unitState.deployed ||
    unitState.garrisoning !== undefined ||
    markers.length === 0 ||
    !withinReachOfPortal(tableOf(setup, state), unitState.id, markers, restores.within)
  ) {
    activation.restoring = 'resolved';
    return;
  }
  activation.restoring = { models: Math.min(restores.models, lost), rule: restores.rule };
}

/** The General's choice: how many models to restore, the most first (those the unit has room to form up with), or none. */
export function immortalDecision(setup: GameSetup, state: GameState): Decision | undefined {
  const activation = state.activation;
  const restoring = activation?.restoring;
  const unitState = activation === undefined ? undefined : state.units[activation.unit];
  if (typeof restoring !== 'object' || unitState === undefined) return undefined;
  const counts = Array.from({ length: restoring.models }, (_, i) => restoring.models - i).filter(
    (count) => !(restoredModels(setup, state, unitState, count) instanceof IllegalChoice),
  );
  return {
    player: unitState.side,
    prompt: `${armyUnit(setup, unitState.id).name} is within ${IMMORTAL_REACH}" of a Portal Marker: restore up to ${counted(restoring.models, 'Destroyed model')} (${restoring.rule})`,
    options: [...counts, 0].map((count): Choice => ({ kind: 'restoreModels', count })),
  };
}

/** The General restores `count` models (none: declined); then the unit begins its Movement Step as normal. */
export function restoreModels(setup: GameSetup, state: GameState, count: number): GameEvent[] {
  const activation = state.activation;
  const restoring = activation?.restoring;
  const unitState = activation === undefined ? undefined : state.units[activation.unit];
  if (activation === undefined || typeof restoring !== 'object' || unitState === undefined) {
    throw new IllegalChoice(IMMORTAL, 'no Destroyed models may be restored now');
  }
  if (!Number.isSafeInteger(count) || count < 0 || count > restoring.models) {
    throw new IllegalChoice(
      IMMORTAL,
      `up to ${counted(restoring.models, 'model')} may be restored (not ${count})`,
    );
  }
  activation.restoring = 'resolved';
  const name = armyUnit(setup, unitState.id).name;
  if (count === 0)
    return [event('restore', `${name} restores no models (${IMMORTAL})`, { unit: unitState.id })];
  const models = restoredModels(setup, state, unitState, count);
  if (models instanceof IllegalChoice) throw models;
  unitState.models = models;
  return [
    event(
      'restore',
      `${name} restores ${counted(count, 'Destroyed model')}: ${counted(models.length, 'model')} (${IMMORTAL})`,
      {
        unit: unitState.id,
        side: unitState.side,
      },
    ),
  ];
}
