import type { GameSetup } from '../game/army.js';
import type { GameEvent } from '../game/events.js';
import { RECORD_FORMAT, replay } from '../game/record.js';
import { deployFromReserve } from '../game/reserves.js';
import type { GameState } from '../game/state.js';
import { testsGoOn } from '../game/tests-go-on.js';

// A's Tanks arriving from Reserve (rulebook p.21) among other units, for the
// rules that act as a unit arrives: glossary: Dynamic Entry (X") and what
// answers it (Commands at its tests, Covering Fire).

/** Where A's Tanks arrive from Reserve, facing north. */
const ARRIVAL: readonly [number, number] = [24, 1.5];
const NORTH = 90;
/** How far B's rifles are moved east, and to which y: 3.5" north of where the tanks arrive. */
const B_RIFLES_EAST = 14;
const B_RIFLES_Y = 7;
/** How far B's (Large) tanks are moved east, and to which y: 3" east of B's rifles. */
const B_TANKS_EAST = 5;
const B_TANKS_Y = 6;

/** A's Tanks in Reserve, the others deployed (A's rifles at (19, 5)): Round 1's Deploy Reserves step, A to deploy. */
export function tanksInReserve(setup: GameSetup): GameState {
  const { state } = replay({
    format: RECORD_FORMAT,
    setup,
    seed: 1,
    choices: [
      { kind: 'reserve', unit: 'a-tanks' },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      { kind: 'deploy', unit: 'a-rifles', at: [19, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
    ],
  });
  state.stage = 'deployReserves';
  state.turn = 'a';
  return state;
}

/** B's rifles moved 3.5" north of where A's Tanks arrive, B's (Large) tanks 3" east of them. */
export function bNearTheArrival(state: GameState): void {
  const b = state.units['b-rifles'];
  const bTanks = state.units['b-tanks'];
  if (b === undefined || bTanks === undefined)
    throw new RangeError('the setup has no b-rifles or b-tanks');
  b.models = b.models.map((m) => ({ ...m, x: m.x + B_RIFLES_EAST, y: B_RIFLES_Y }));
  bTanks.models = bTanks.models.map((m) => ({ ...m, x: m.x + B_TANKS_EAST, y: B_TANKS_Y }));
}

/** A's Tanks Deployed from Reserve at (24, 1.5), facing north, and the tests their arrival calls for. */
export function tanksArrive(setup: GameSetup, state: GameState): GameEvent[] {
  return [
    ...deployFromReserve(setup, state, 'a-tanks', ARRIVAL, NORTH),
    ...testsGoOn(setup, state),
  ];
}
