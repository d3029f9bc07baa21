import type { GameSetup } from '../army.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { tableOf } from '../table-of.js';
import type { CoveringGoesOn } from './enemy-ended-move.js';
import { awaitsCoveringFire } from './enemy-ends-move.js';

/**
 * rulebook p.37 (Covering Fire: "when an enemy unit ends a move"): `unit`
 * ended a Fall Back (p.36) or a Withdraw (p.29) during an Activation; the other
 * General is offered the Command once the game reaches a point where it can
 * stop and go on (awaitsMovesEnded). Not recorded outside an Activation, nor
 * in an Air Support or Interception Sortie, whose steps do not stop for it yet.
 */
export function moveEnded(state: GameState, unit: string): void {
  const activation = state.activation;
  if (activation === undefined || activation.sortie !== undefined) return;
  if (activation.soaringInterception !== undefined) return;
  const ended = activation.movesEnded ?? [];
  if (!ended.includes(unit)) activation.movesEnded = [...ended, unit];
}

/**
 * The moves recorded by moveEnded, offered now: the units still on the
 * battlefield, by General (the first recorded first), each General's units
 * together, measured where they stand now. When the other General may issue a
 * Command then, the game waits (`goesOn`: where it goes on; the units of
 * another General still to offer stay recorded): the events of the wait, or
 * undefined when nothing waits. Costs one property read when nothing moved.
 */
export function awaitsMovesEnded(
  setup: GameSetup,
  state: GameState,
  goesOn: CoveringGoesOn,
  endsActivation = false,
): GameEvent[] | undefined {
  const activation = state.activation;
  const ended = activation?.movesEnded;
  if (activation === undefined || ended === undefined) return undefined;
  delete activation.movesEnded;
  const table = tableOf(setup, state);
  let left = ended.filter((id) => state.units[id]?.annihilated === false && table.units.has(id));
  while (left.length > 0) {
    const side = state.units[left[0] ?? '']?.side;
    const movers = left.filter((id) => state.units[id]?.side === side);
    left = left.filter((id) => state.units[id]?.side !== side);
    const wait = awaitsCoveringFire(setup, state, { endsActivation, movers, goesOn }, table);
    if (wait === undefined) continue;
    if (left.length > 0) activation.movesEnded = left;
    return wait;
  }
  return undefined;
}

/**
 * rulebook pp.24, 37: the active unit ended an Advance or a Double Time in its
 * Movement Step, a Charge, or a free Advance after its attack (`freeAdvance`:
 * glossary: Hit & Run (X")). Moves that ended in the Movement Step before it
 * (a Fall Back: Shockwave) are offered first (awaitsMovesEnded).
 * When the other General might issue a Command to one of their units now, the
 * Activation waits for that General before its Reaction Step (or, after a free
 * Advance, its end): the events of the wait, or undefined when the game does
 * not wait. `endsActivation`: the Movement Step used up the Attack Step.
 */
export function awaitsEnemyEndsMove(
  setup: GameSetup,
  state: GameState,
  endsActivation: boolean,
  freeAdvance = false,
): GameEvent[] | undefined {
  // Moves ended in the Movement Step before the unit's own (a Fall Back through Shockwave).
  const before = freeAdvance
    ? undefined
    : awaitsMovesEnded(setup, state, 'movementStep', endsActivation);
  if (before !== undefined) return before;
  const activation = state.activation;
  if (activation === undefined || (!freeAdvance && activation.moved !== true)) return undefined;
  return awaitsCoveringFire(setup, state, {
    endsActivation,
    ...(freeAdvance ? { freeAdvance: true } : {}),
  });
}
