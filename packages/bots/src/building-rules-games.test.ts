import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ArmyUnit,
  type GameSetup,
  applyChoice,
  initialState,
  nextDecision,
  playerView,
} from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { heuristicPlayer } from './heuristic-player.js';
import type { Player } from './player.js';
import { randomPlayer } from './random-player.js';

/** Rounds of the games: enough for the rifles to reach the houses. */
const ROUNDS = 4;
const SEEDS = [0, 1, 2];
/** The random bots' games: enough for some Charge to reach a house. */
const RANDOM_SEEDS = [0, 1, 2, 3, 4, 5];
const SOAR_SPEED = 12;

/** A Defensible House (3" square, Size 2) centred on `centre`. */
function house(id: string, centre: [number, number]): GameSetup['terrain'][number] {
  return {
    id,
    name: `House ${id}`,
    size: 2,
    features: ['blocking'],
    area: { rectangle: { centre, width: 3, depth: 3, facing: 0 } },
    defensible: {},
  };
}

/** The skirmish with both Generals' rifles holding Demolition, Occupy and Soar (12"), and two houses midfield. */
function buildingSkirmish(): GameSetup {
  const base = skirmish();
  const rules = [{ name: 'Demolition' }, { name: 'Occupy' }, { name: 'Soar', x: SOAR_SPEED }];
  const change = (unit: ArmyUnit): ArmyUnit =>
    unit.type === 'infantry' ? { ...unit, specialRules: [...unit.specialRules, ...rules] } : unit;
  return {
    ...base,
    rounds: ROUNDS,
    terrain: [...base.terrain, house('west-house', [12, 18]), house('east-house', [30, 18])],
    generals: {
      a: { ...base.generals.a, units: base.generals.a.units.map(change) },
      b: { ...base.generals.b, units: base.generals.b.units.map(change) },
    },
  };
}

/** Plays a game to its end; returns the kinds of the events it made. */
function play(setup: GameSetup, seed: number, players: { a: Player; b: Player }): string[] {
  let state = initialState(setup, seed);
  const kinds: string[] = [];
  for (let d = nextDecision(setup, state); d !== undefined; d = nextDecision(setup, state)) {
    const choice = players[d.player].choose(setup, playerView(state, d.player), d);
    const result = applyChoice(setup, state, choice);
    state = result.state;
    kinds.push(...result.events.map((e) => e.kind));
  }
  assert.equal(state.stage, 'over');
  return kinds;
}

describe('bots with Demolition, Occupy and Soar (glossary)', () => {
  const setup = buildingSkirmish();

  it('glossary: Demolition, Occupy, Soar (X"): random bots play their games to the end, Charges at buildings and Soaring among their choices', () => {
    const kinds = RANDOM_SEEDS.flatMap((seed) =>
      play(setup, seed, { a: randomPlayer(`bld ${seed} a`), b: randomPlayer(`bld ${seed} b`) }),
    );
    assert.ok(kinds.includes('soar'));
    assert.ok(kinds.includes('demolition'));
  });

  it('glossary: Demolition, Occupy, Soar (X"): heuristic bots play their games to the end', () => {
    for (const seed of SEEDS) play(setup, seed, { a: heuristicPlayer(), b: heuristicPlayer() });
  });
});
