import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import type { ModelState, UnitState } from './state.js';
import { unitStep } from './unit-rules.js';

/**
 * rulebook p.35 Wrecks: a model Destroyed whose unit's rules keep it in play
 * (game step modelDestroyed: glossary Large) stays where it stood, Wrecked. It
 * counts as Destroyed for all purposes (the caller removes it from the unit's
 * models as usual) and is Blocking Terrain for the rest of the game
 * (game/table-of.ts). A model set aside (Garrisoning, Embarked) has no place on
 * the battlefield and leaves none.
 */
export function leaveWreck(setup: GameSetup, unitState: UnitState, model: ModelState): GameEvent[] {
  if (!unitState.deployed || unitState.garrisoning !== undefined) return [];
  if (unitStep(setup, unitState.id, 'modelDestroyed', 'removed') !== 'wrecked') return [];
  unitState.wrecks = [...(unitState.wrecks ?? []), model];
  return [
    event('wrecked', `${model.id} is Wrecked: it stays on the battlefield as Blocking Terrain`, {
      unit: unitState.id,
    }),
  ];
}
