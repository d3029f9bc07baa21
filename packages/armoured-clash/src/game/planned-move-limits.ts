import { EPSILON } from '@warroom/engine';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import { type UnitsInActivation, boosterBonus } from './locomotor-boosters.js';
import { unitStep } from './unit-rules.js';

/** What a General planning a move sees of the game: the units and the Activation under way. */
type Planning = UnitsInActivation;

/**
 * For a General planning a manoeuvre (the bots): the inches its rules add to
 * (or take from) the unit's usual limit, to pass as `bonus` to
 * manoeuvreAllowed, plannedManoeuvre or plannedCharge: glossary Locomotor
 * Boosters, activated in this Activation (a Charge or Double Time up to Speed
 * plus the card's Value, game/locomotor-boosters.ts). An Advance has none.
 */
export function plannedBonus(
  setup: GameSetup,
  planning: Planning,
  unitId: string,
  kind: 'advance' | 'doubleTime' | 'charge',
): number {
  return kind === 'advance' ? 0 : boosterBonus(setup, planning, unitId, kind);
}

/**
 * glossary: Pathfinders — for a General planning the Movement Step's
 * manoeuvre of a guided unit (`pathfinder`): whether its Officer ending at
 * `at` keeps the unit within the guide's reach (6"), measured from the
 * Officer's centre to a model's of the guide. Centres within reach put the
 * footprints within it too, so a move this allows is never refused for it
 * (some the engine allows, its other models nearer, are passed over).
 */
export function guidedEndWithin(
  setup: GameSetup,
  planning: Planning,
  unitId: string,
  at: At,
): boolean {
  const guide = planning.units[unitId]?.pathfinder;
  if (guide === undefined) return true;
  const reach: number = unitStep(setup, guide, 'friendlyActivationStarts', undefined) ?? 0;
  return (planning.units[guide]?.models ?? []).some(
    (m) => Math.hypot(m.x - at[0], m.y - at[1]) <= reach + EPSILON,
  );
}
