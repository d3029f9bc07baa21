import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { skirmish, tanks } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import { planRangedAttack, rangedAttack } from './ranged-attack.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';

const TANK_GRID = tanks('grid').armaments;

/** The skirmish with a 3" square Defensible House of Size `size` at (10, 10); B's tanks' guns Siegebreaker or not. */
function withHouse(size: number, siegebreaker: boolean): GameSetup {
  const base = skirmish();
  const rows = TANK_GRID.rows.map((row) =>
    row.attack === 'ranged' && siegebreaker
      ? { ...row, qualities: [{ name: 'Siegebreaker' }] }
      : row,
  );
  const house = {
    id: 'house',
    name: 'House',
    size,
    features: ['blocking' as const],
    area: { rectangle: { centre: [10, 10] as [number, number], width: 3, depth: 3, facing: 0 } },
    defensible: {},
  };
  return {
    ...base,
    terrain: [...base.terrain, house],
    generals: {
      ...base.generals,
      b: {
        ...base.generals.b,
        units: base.generals.b.units.map((u) =>
          u.id === 'b-tanks' ? { ...u, armaments: { ...TANK_GRID, rows } } : u,
        ),
      },
    },
  };
}

/** A's rifles Garrisoning the House; B's tanks brought 7" closer. */
function garrisoned(setup: GameSetup): GameState {
  const state = replay({
    format: RECORD_FORMAT,
    setup,
    seed: 1,
    choices: [
      { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      { kind: 'giveInitiative', to: 'a' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'hold' },
    ],
  }).state;
  const after = applyChoice(setup, state, { kind: 'garrison', building: 'house' }).state;
  const b = after.units['b-tanks'];
  assert.ok(b !== undefined);
  b.models = b.models.map((m) => ({ ...m, y: m.y - 7 }));
  return after;
}

/** B's tanks fire at the Garrison, the generator seeded `seed`. */
function fire(setup: GameSetup, seed: number): { state: GameState; events: GameEvent[] } {
  const state = garrisoned(setup);
  state.rng = seedRng(seed);
  const tanksState = state.units['b-tanks'];
  assert.ok(tanksState !== undefined);
  const events = rangedAttack(setup, state, tanksState, 'a-rifles', false);
  return { state, events };
}

describe('glossary: Siegebreaker in the game', () => {
  it('rulebook p.44 Garrisoned Units: a Ranged Attack against a Garrison meets Defence +1, and knows the building’s Size', () => {
    const setup = withHouse(1, true);
    const plan = planRangedAttack(setup, garrisoned(setup), 'b-tanks', 'a-rifles', false);
    assert.equal(plan.attack.situation.buildingSize, 1);
    const prepared = prepareAttack(plan.attack, ARMOURED_CLASH_RULES);
    assert.deepEqual(
      prepared.defenceModifiers.map((m) => m.source),
      ['Garrisoned'],
    );
    assert.equal(prepared.defence, 2);
  });

  it('glossary: Siegebreaker: a Heroic Strike per point of Size Wrecks the building; the Garrison suffers Damage equal to the Size and Exits', () => {
    // Seed 1: 10 Weakened dice, two Heroic Strikes against a House of Size 1; Defence 2 (Garrisoned).
    const { state, events } = fire(withHouse(1, true), 1);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Tanks b-tanks fires at Rifles a-rifles: weakened, 10 dice (Strike, Blank, Glancing Strike, Blank, Heroic Strike, Heroic Strike, Miss, Glancing Strike, Strike, Strike), 7 hits, 4 damage, 4 destroyed',
        'House is Wrecked: Blocking Terrain for the rest of the game',
        'Rifles a-rifles Exits House, as far as possible from the attacker (glossary: Siegebreaker)',
        'Rifles a-rifles takes a Suppression Test at 5: card 7, failed',
        'Rifles a-rifles Breaks',
        'Rifles a-rifles is Annihilated: General B scores 2 VP',
      ],
    );
    // 7 hits against Defence 2 are 3 Damage, and 1 more for the Size: four models of Damage Limit 1.
    assert.deepEqual(state.wreckedBuildings, ['house']);
    assert.equal(state.units['a-rifles']?.garrisoning, undefined);
  });

  it('glossary: Siegebreaker: without the quality the same rolls Wreck nothing', () => {
    const setup = withHouse(1, false);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { state, events } = fire(setup, seed);
      assert.ok(!events.some((e) => e.kind === 'buildingWrecked'));
      assert.equal(state.wreckedBuildings, undefined);
    }
  });
});
