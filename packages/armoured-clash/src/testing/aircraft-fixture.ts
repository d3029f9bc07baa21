import type { ArmyRangedRow, ArmyUnit, GameSetup } from '../game/army.js';
import type { Choice } from '../game/choice.js';
import { putOnTheBattlefield } from '../game/deployment.js';
import { RECORD_FORMAT, replay } from '../game/record.js';
import { placeFromReserve } from '../game/reserves.js';
import type { GameState } from '../game/state.js';
import { setHand } from './command-fixture.js';
import { rifles, skirmish, tanks } from './game-fixture.js';

/** Two fighter aircraft in Open Formation: an Aerial Aircraft unit with guns against Light and Heavy targets. */
export function fighters(id: string, specialRules: ArmyUnit['specialRules'] = []): ArmyUnit {
  return {
    id,
    name: `Fighters ${id}`,
    type: 'aircraft',
    category: 'aerial',
    size: 3,
    formation: 'open',
    speed: 18,
    defence: 3,
    damageLimit: 2,
    discipline: 7,
    traits: [],
    specialRules: [{ name: 'Flying' }, ...specialRules],
    armaments: {
      readsBy: 'models',
      columns: [
        { from: 1, to: 1 },
        { from: 2, to: 2 },
      ],
      rows: [
        {
          attack: 'ranged',
          target: 'light',
          range: { short: 6, long: 24 },
          dice: [4, 8],
          qualities: [],
        },
        {
          attack: 'ranged',
          target: 'heavy',
          range: { short: 6, long: 24 },
          dice: [3, 6],
          qualities: [],
        },
      ],
    },
    footprint: { width: 2, depth: 2 },
    models: 2,
    victoryPoints: 3,
  };
}

/** A unit given a Ranged row against Aerial targets reaching `long` inches, `dice` per column (its anti-air guns). */
export function withAntiAir(unit: ArmyUnit, long: number, dice = 1): ArmyUnit {
  const row: ArmyRangedRow = {
    attack: 'ranged',
    target: 'aerial',
    range: { short: long / 2, long },
    dice: unit.armaments.columns.map(() => dice),
    qualities: [],
  };
  return { ...unit, armaments: { ...unit.armaments, rows: [...unit.armaments.rows, row] } };
}

/**
 * The skirmish with A's fighters (`a-fighters`, with `rules`); B's rifles
 * reach Aerial targets at 12", B's tanks at 8" (with `tankDice` dice per column).
 */
export function airSkirmish(rules: ArmyUnit['specialRules'] = [], tankDice = 1): GameSetup {
  const setup = skirmish();
  return {
    ...setup,
    generals: {
      a: { ...setup.generals.a, units: [...setup.generals.a.units, fighters('a-fighters', rules)] },
      b: {
        ...setup.generals.b,
        units: [withAntiAir(rifles('b-rifles'), 12), withAntiAir(tanks('b-tanks'), 8, tankDice)],
      },
    },
  };
}

/** The skirmish's start with the fighters in Reserve: the ground units deploy, A takes the Initiative. */
export const AIR_OPENING: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [6, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [18, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [30, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
  { kind: 'giveInitiative', to: 'a' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
];

/**
 * Round 1's Activation Phase after AIR_OPENING, with the fighters already
 * arrived from Reserve (as in a Deploy Reserves step, rulebook p.21): at the
 * south edge around (18, 1), facing north, Incoming.
 */
export function fightersArrived(setup: GameSetup): GameState {
  const { state, illegal } = replay({
    format: RECORD_FORMAT,
    setup,
    seed: 7,
    choices: AIR_OPENING,
  });
  if (illegal !== undefined) throw new Error(`the air opening is illegal: ${illegal.message}`);
  const fighter = state.units['a-fighters'];
  if (fighter === undefined) throw new Error('the setup has no a-fighters');
  putOnTheBattlefield(fighter, placeFromReserve(setup, state, 'a-fighters', [18, 1], 90));
  return state;
}

/** The fighters arrived (fightersArrived), B's `lookout` units On Lookout; A holds `aHand`, B `bHand`. */
export function fightersArrivedHolding(
  setup: GameSetup,
  aHand: readonly number[],
  bHand: readonly number[],
  lookout: readonly string[] = [],
): GameState {
  const state = fightersArrived(setup);
  for (const id of lookout) state.units[id]?.statuses.push('onLookout');
  setHand(state, 'a', aHand);
  setHand(state, 'b', bHand);
  return state;
}
