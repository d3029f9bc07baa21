import type { GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import { RECORD_FORMAT, replay } from '../game/record.js';
import type { GameState } from '../game/state.js';
import { OPENING_CHOICES } from './game-fixture.js';

// A Defensible Building for the Garrison, Storming and Demolition tests
// (rulebook pp.43-45), and the skirmish's opening with A's rifles placed near it.

type TerrainPiece = GameSetup['terrain'][number];

/** Where the House stands unless a test moves it: between the two Rifles of the skirmish. */
export const HOUSE_CENTRE: readonly [number, number] = [10, 10];

/** A House's Size (rulebook p.43) unless a test says otherwise. */
const HOUSE_SIZE = 2;

/** A Blocking 3" x 3" Defensible House `house`; its centre, Size and model limit as given. */
export function defensibleHouse(
  given: {
    readonly centre?: readonly [number, number];
    readonly size?: number;
    readonly modelLimit?: number;
  } = {},
): TerrainPiece {
  const [x, y] = given.centre ?? HOUSE_CENTRE;
  return {
    id: 'house',
    name: 'House',
    size: given.size ?? HOUSE_SIZE,
    features: ['blocking'],
    area: { rectangle: { centre: [x, y], width: 3, depth: 3, facing: 0 } },
    defensible: given.modelLimit === undefined ? {} : { modelLimit: given.modelLimit },
  };
}

/** `base` with `house` standing among its terrain (by default the House centred on (10, 10)). */
export function withHouse(base: GameSetup, house: TerrainPiece = defensibleHouse()): GameSetup {
  return { ...base, terrain: [...base.terrain, house] };
}

/**
 * The skirmish's opening (OPENING_CHOICES) on `setup`, A's rifles deployed at
 * (10, `y`) facing north rather than at (10, 6), then `then` played: Round 1.
 */
export function openedWithRiflesAt(
  setup: GameSetup,
  y: number,
  then: readonly Choice[] = [],
): GameState {
  const [, ...others] = OPENING_CHOICES;
  const rifles: Choice = { kind: 'deploy', unit: 'a-rifles', at: [10, y], facing: 90 };
  return replay({ format: RECORD_FORMAT, setup, seed: 1, choices: [rifles, ...others, ...then] })
    .state;
}
