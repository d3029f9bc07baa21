import {
  type ArmyUnit,
  type Choice,
  type Decision,
  type GameSetup,
  type GameState,
  RECORD_FORMAT,
  applyChoice,
  replay,
} from '@warroom/armoured-clash';
import { OPENING_CHOICES, skirmish } from '@warroom/armoured-clash/testing';

/** The seed of the skirmish set-ups the heuristic's tests start from. */
const SEED = 3;

/** The skirmish with each unit's profile changed by `change`. */
export function skirmishChanged(change: (unit: ArmyUnit) => ArmyUnit): GameSetup {
  const base = skirmish();
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(change) },
      b: { ...base.generals.b, units: base.generals.b.units.map(change) },
    },
  };
}

/**
 * The skirmish's opening (A's Rifles at (10, 6) facing north, B's at (10, 30)
 * facing south, the Tanks at x = 24; A to activate), B's Rifles then moved
 * `closer` inches south towards A's, then the choices `then` made.
 */
export function skirmishAfter(
  setup: GameSetup,
  closer: number,
  then: readonly Choice[] = [],
): GameState {
  let state = replay({ format: RECORD_FORMAT, setup, seed: SEED, choices: OPENING_CHOICES }).state;
  const b = state.units['b-rifles'];
  if (b === undefined) throw new RangeError('the skirmish has no b-rifles');
  b.models = b.models.map((m) => ({ ...m, y: m.y - closer }));
  for (const choice of then) state = applyChoice(setup, state, choice).state;
  return state;
}

/** A's Rifles Activated and holding in their Movement Step: their Attack Step. */
export const A_RIFLES_ATTACK_STEP: readonly Choice[] = [
  { kind: 'activate', unit: 'a-rifles' },
  { kind: 'hold' },
];

/** A decision of General A's offering `options` (and `constraints`), as a test poses it to the bot. */
export function decisionOf(
  options: Decision['options'],
  constraints?: Decision['constraints'],
): Decision {
  return {
    player: 'a',
    prompt: 'a test decision',
    options,
    ...(constraints ? { constraints } : {}),
  };
}

/** A Strategic Objective 14" north of A's Rifles' Officer (10, 6), beyond WALL_ACROSS. */
export const OBJECTIVE_BEYOND_WALL: [number, number] = [10, 20];

/** Impassable Terrain from x = 5 to 15 across y = 8 to 9: across the way of A's Rifles to OBJECTIVE_BEYOND_WALL. */
export const WALL_ACROSS: GameSetup['terrain'][number] = {
  id: 'wall',
  name: 'Wall',
  size: 3,
  features: ['impassable'],
  area: {
    polygon: [
      [5, 8],
      [15, 8],
      [15, 9],
      [5, 9],
    ],
  },
};
