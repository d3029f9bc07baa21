import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { tanks } from '../testing/game-fixture.js';
import { defensibleHouse, openedWithRiflesAt, withHouse } from '../testing/house-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import { planRangedAttack, rangedAttack } from './ranged-attack.js';
import type { GameState } from './state.js';

const TANK_GRID = tanks('grid').armaments;

/** The skirmish with a 3" square Defensible House of Size `size` at (10, 10); B's tanks' guns Siegebreaker or not. */
function siegeSkirmish(size: number, siegebreaker: boolean): GameSetup {
  const rows = TANK_GRID.rows.map((row) =>
    row.attack === 'ranged' && siegebreaker
      ? { ...row, qualities: [{ name: 'Siegebreaker' }] }
      : row,
  );
  const guns = skirmishWith({ 'b-tanks': { profile: { armaments: { ...TANK_GRID, rows } } } });
  return withHouse(guns, defensibleHouse({ size }));
}

/** A's rifles Garrisoning the House; B's tanks brought 7" closer. */
function garrisoned(setup: GameSetup): GameState {
  const after = openedWithRiflesAt(setup, 6, [
    { kind: 'activate', unit: 'a-rifles' },
    { kind: 'hold' },
    { kind: 'garrison', building: 'house' },
  ]);
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
    const setup = siegeSkirmish(1, true);
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
    const { state, events } = fire(siegeSkirmish(1, true), 1);
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

  it('glossary: Siegebreaker, rulebook p.35: an attack that Annihilates the Garrison still Wrecks its building, and the unit Garrisons nothing', () => {
    // Seed 1 as above (two Heroic Strikes against a House of Size 1), the Garrison down to one model.
    const setup = siegeSkirmish(1, true);
    const state = garrisoned(setup);
    const rifles = state.units['a-rifles'];
    const tanksState = state.units['b-tanks'];
    assert.ok(rifles !== undefined && tanksState !== undefined);
    rifles.models = rifles.models.slice(0, 1);
    state.rng = seedRng(1);
    const events = rangedAttack(setup, state, tanksState, 'a-rifles', false);
    // 3 Damage kill the last model: no unit is still Garrisoning, so no further Damage and no Exit.
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Tanks b-tanks fires at Rifles a-rifles: weakened, 10 dice (Strike, Blank, Glancing Strike, Blank, Heroic Strike, Heroic Strike, Miss, Glancing Strike, Strike, Strike), 7 hits, 3 damage, 1 destroyed',
        'Rifles a-rifles is Annihilated: General B scores 2 VP',
        'House is Wrecked: Blocking Terrain for the rest of the game',
      ],
    );
    assert.deepEqual(state.wreckedBuildings, ['house']);
    assert.equal(rifles.annihilated, true);
    assert.equal(rifles.garrisoning, undefined);
  });

  it('glossary: Siegebreaker: without the quality the same rolls Wreck nothing', () => {
    const setup = siegeSkirmish(1, false);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { state, events } = fire(setup, seed);
      assert.ok(!events.some((e) => e.kind === 'buildingWrecked'));
      assert.equal(state.wreckedBuildings, undefined);
    }
  });
});
