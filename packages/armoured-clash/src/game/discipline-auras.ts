import type { DisciplineModifier } from '../cards/discipline.js';
import { CHAIN_OF_COMMAND_BONUS } from '../rules/entries/chain-of-command.js';
import {
  BEHEMOTH_TRAIT,
  FAITHFUL_TRAIT,
  SHRINE_OF_THE_FAITHFUL_BONUS,
} from '../rules/entries/shrine-of-the-faithful.js';
import type { GameSetup } from './army.js';
import { auraSources } from './auras.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { unitStep } from './unit-rules.js';

function disordered(state: GameState, unitId: string): boolean {
  return state.units[unitId]?.statuses.includes('disordered') === true;
}

/**
 * The Discipline modifiers a unit has from its own Chain of Command and from
 * the rules of the friendly units around it (each source its own modifier,
 * rulebook p.13 Modifiers: fixed modifiers all apply):
 * - glossary: Chain of Command (X"): +1 for the unit that has it (game step
 *   ownDisciplineModifiers); +1 for each other friendly unit with it (or the
 *   Transport it is Embarked on) within X" of this unit's Officer (game step
 *   aurasHeld); none from a Disordered unit's;
 * - glossary: Shrine of the Faithful (X"): +1 for each other friendly unit
 *   with it within X".
 */
export function auraDisciplineModifiers(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): DisciplineModifier[] {
  const modifiers: DisciplineModifier[] = disordered(state, unitId)
    ? []
    : [...unitStep(setup, unitId, 'ownDisciplineModifiers', [])];
  // From the unit with it, or the Transport it is Embarked on.
  const chains = auraSources(setup, state, unitId, 'Chain of Command');
  for (const source of chains) {
    if (disordered(state, source.unit)) continue;
    modifiers.push({
      source: `Chain of Command (${source.x}") of ${source.name}`,
      amount: CHAIN_OF_COMMAND_BONUS,
    });
  }
  for (const source of auraSources(setup, state, unitId, 'Shrine of the Faithful')) {
    modifiers.push({
      source: `Shrine of the Faithful (${source.x}") of ${source.name}`,
      amount: SHRINE_OF_THE_FAITHFUL_BONUS,
    });
  }
  return modifiers;
}

/**
 * A unit's Traits where it stands: its profile's, and the Faithful Trait while
 * a friendly unit's Shrine of the Faithful (X") reaches it (glossary: never for
 * a Behemoth unit).
 */
export function traitsInPlay(setup: GameSetup, state: GameState, unitId: string): string[] {
  const traits = [...armyUnit(setup, unitId).traits];
  const lower = traits.map((t) => t.toLowerCase());
  if (lower.includes(BEHEMOTH_TRAIT.toLowerCase()) || lower.includes(FAITHFUL_TRAIT.toLowerCase()))
    return traits;
  const shrines = auraSources(setup, state, unitId, 'Shrine of the Faithful');
  return shrines.length > 0 ? [...traits, FAITHFUL_TRAIT] : traits;
}
