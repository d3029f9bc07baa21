import { seedRng } from '@warroom/engine';
import { type Face, rollAttackDie } from '../dice/faces.js';
import type { GameState, UnitState } from '../game/state.js';

// Handles on the units of a game's state, for tests that stand models by hand.

/** The unit `id` of the state; a unit the state does not hold is a RangeError naming it. */
export function unitIn(state: GameState, id: string): UnitState {
  const found = state.units[id];
  if (found === undefined) throw new RangeError(id);
  return found;
}

/** Moves every model of the unit by `dx`, `dy` inches. */
export function shift(state: GameState, id: string, dx: number, dy: number): void {
  const u = unitIn(state, id);
  u.models = u.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
}

/** Stands the unit's models where `at` says (x, y, facing), in model order; models past `at` stay. */
export function place(
  state: GameState,
  id: string,
  at: readonly (readonly [number, number, number])[],
): void {
  const u = unitIn(state, id);
  u.models = u.models.map((m, i) => {
    const [x, y, facing] = at[i] ?? [m.x, m.y, m.facing];
    return { ...m, x, y, facing };
  });
}

/** The unit's models by id, in model order. */
export const modelIds = (u: UnitState): string[] => u.models.map((m) => m.id);

/** The first seed, counting from 1, whose generator's first die shows `face`. */
export function seedShowing(face: Face): number {
  let seed = 1;
  while (rollAttackDie(seedRng(seed)) !== face) seed += 1;
  return seed;
}

/**
 * A's tanks moved beside A's rifles' rank (as the skirmish opened them): level
 * with its Officer, `gap` inches east of its east end (half a base, 0.5",
 * east of its last centre; a tank is 2" wide).
 */
export function aTanksBesideRifles(state: GameState, gap: number): void {
  const rank = unitIn(state, 'a-rifles').models;
  const tanks = unitIn(state, 'a-tanks');
  const east = Math.max(...rank.map((m) => m.x)) + 0.5 + gap + 1;
  const dx = east - Math.min(...tanks.models.map((m) => m.x));
  const dy = (rank[0]?.y ?? 0) - (tanks.models[0]?.y ?? 0);
  tanks.models = tanks.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
}
