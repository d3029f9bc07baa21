import type { GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import { RECORD_FORMAT, replay } from '../game/record.js';
import type { GameState } from '../game/state.js';
import { setHand } from './command-fixture.js';

// A's Tanks held in Reserve (rulebook p.57) to Round 2's Deploy Reserves
// step (rulebook p.21): for the rules of units arriving from Reserve.

/** A's Tanks held in Reserve, the other units deployed, A given the Initiative: Round 1's Activation Phase. */
export const A_TANKS_IN_RESERVE: readonly Choice[] = [
  { kind: 'reserve', unit: 'a-tanks' },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
  { kind: 'giveInitiative', to: 'a' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
];

/** Round 1 with every deployed unit holding, to Round 2's Deploy Reserves step, A to deploy. */
export const TO_DEPLOY_RESERVES: readonly Choice[] = [
  ...A_TANKS_IN_RESERVE,
  ...(['a-rifles', 'b-rifles', 'b-tanks'] as const).flatMap((unit): Choice[] => [
    { kind: 'activate', unit },
    { kind: 'hold' },
    { kind: 'hold' },
  ]),
  { kind: 'surrender' },
  { kind: 'surrender' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
];

/** The seed the Deploy Reserves tests replay TO_DEPLOY_RESERVES with. */
export const RESERVES_SEED = 4;

/** Round 2's Deploy Reserves step of `setup` (A's Tanks in Reserve, A to deploy), A holding `aHand`, B `bHand` (or B's hand as dealt). */
export function atDeployReserves(
  setup: GameSetup,
  aHand: readonly number[],
  bHand?: readonly number[],
): GameState {
  const { state } = replay({
    format: RECORD_FORMAT,
    setup,
    seed: RESERVES_SEED,
    choices: TO_DEPLOY_RESERVES,
  });
  setHand(state, 'a', aHand);
  if (bHand !== undefined) setHand(state, 'b', bHand);
  return state;
}
