import type { TargetUnit } from '../attack/attack.js';
import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import type { GameState, UnitState } from './state.js';
import { stormedGarrisonExits } from './storming-exit.js';
import { buildingOfGame } from './wrecked-behemoths.js';
import { wreckBuilding } from './wrecked-buildings.js';

const SIEGEBREAKER = 'glossary: Siegebreaker';

/**
 * rulebook p.44 Garrisoned Units: the target of a Ranged Attack Garrisoning a
 * Defensible Building has the Garrisoned entry among its rules (Defence +1,
 * which Torrent and Trap cancel), and the attack knows the building's own Size
 * (Siegebreaker: a Hill's is not added; a Wrecked Behemoth's is its unit's,
 * glossary: Occupy). Other targets unchanged.
 */
export function asGarrisonedTarget(
  setup: GameSetup,
  units: GameState['units'],
  target: TargetUnit,
  targetState: UnitState,
): { readonly target: TargetUnit; readonly buildingSize?: number } {
  const building = targetState.garrisoning;
  if (building === undefined) return { target };
  const piece = buildingOfGame(setup, units, building);
  return {
    target: { ...target, rules: [...target.rules, { name: 'Garrisoned' }] },
    ...(piece === undefined ? {} : { buildingSize: piece.size }),
  };
}

/**
 * glossary: Siegebreaker — the attack Wrecked the building its target Garrisons
 * (the further Damage is the attack's own: rules/entries/siegebreaker.ts): a
 * Wrecked status token is placed on it (game/wrecked-buildings.ts) and the unit,
 * if still there, makes an immediate Exit manoeuvre. Where it is placed is not
 * written: read as a Storming Exit, as far as possible from the attacking unit.
 * `building`: the one the target Garrisoned as the attack was made (an
 * Annihilated unit Garrisons nothing: game/annihilation.ts).
 */
export function siegebreakerWrecks(
  setup: GameSetup,
  state: GameState,
  wrecked: { readonly buildingWrecked: boolean; readonly building: string | undefined },
  targetState: UnitState,
  attackerState: UnitState,
): GameEvent[] {
  const { buildingWrecked, building } = wrecked;
  if (!buildingWrecked || building === undefined) return [];
  const events = wreckBuilding(setup, state, building);
  if (targetState.annihilated) return events;
  return [
    ...events,
    ...stormedGarrisonExits(setup, state, targetState, attackerState, SIEGEBREAKER),
  ];
}
