import { EPSILON } from '@warroom/engine';
import { distanceBetweenUnits } from '../battlefield/table.js';
import type { DisciplineModifier } from '../cards/discipline.js';
import type { GameSetup } from './army.js';
import { auraDisciplineModifiers, traitsInPlay } from './discipline-auras.js';
import type { GameState } from './state.js';
import { armyUnit } from './army-unit.js';
import { tableOf } from './table-of.js';
import { unitStep } from './unit-rules.js';

/** glossary: Terrifying (X) — the distance within which it acts. */
export const TERRIFYING_DISTANCE = 6;

/**
 * The Discipline modifiers of a unit's Discipline Tests where it stands (rulebook
 * p.13 Modifiers: fixed modifiers all apply):
 * - rulebook p.34 Disordered: -1;
 * - glossary: Terrifying (X): -1 for each other unit, friend or foe, with
 *   Terrifying (X) within 6" of it (game step terrifyingTraits), unless it has the X Trait (also one it
 *   gains where it stands: game/discipline-auras.ts traitsInPlay);
 * - Chain of Command (X"), Shrine of the Faithful (X"): game/discipline-auras.ts.
 */
export function disciplineModifiers(
  setup: GameSetup,
  state: GameState,
  unitId: string,
): DisciplineModifier[] {
  const unit = state.units[unitId];
  if (unit === undefined) throw new RangeError(`unknown unit ${unitId}`);
  const modifiers: DisciplineModifier[] = [];
  if (unit.statuses.includes('disordered')) modifiers.push({ source: 'Disordered', amount: -1 });
  modifiers.push(...auraDisciplineModifiers(setup, state, unitId));
  const traits = traitsInPlay(setup, state, unitId).map((t) => t.toLowerCase());
  const others = Object.values(state.units).filter(
    (u) => u.id !== unitId && u.deployed && !u.annihilated && u.models.length > 0,
  );
  const fearsome = others.flatMap((u) =>
    unitStep(setup, u.id, 'terrifyingTraits', [])
      .filter((trait) => !traits.includes(trait.toLowerCase()))
      .map((trait) => ({ unit: u.id, trait })),
  );
  if (fearsome.length === 0 || unit.models.length === 0) return modifiers;
  const table = tableOf(setup, state);
  for (const { unit: id, trait } of fearsome) {
    if (distanceBetweenUnits(table, id, unitId) <= TERRIFYING_DISTANCE + EPSILON) {
      const source = `Terrifying (${trait}) of ${armyUnit(setup, id).name}`;
      modifiers.push({ source, amount: -1 });
    }
  }
  return modifiers;
}
