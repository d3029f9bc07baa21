import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { ArmyUnit, GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import { closeQuartersAttack } from './close-quarters-attack.js';
import type { GameState } from './state.js';
import { defensibleHouse, withHouse } from '../testing/house-fixture.js';

/** The skirmish with a Size 1 Defensible House at (10, 10), A's Rifles' Melee row with Siegebreaker when `siegebreaker`. */
function siegebreakerRifles(siegebreaker: boolean): GameSetup {
  const base = skirmishWith({});
  const withQuality = (unit: ArmyUnit): ArmyUnit =>
    unit.id !== 'a-rifles' || !siegebreaker
      ? unit
      : {
          ...unit,
          armaments: {
            ...unit.armaments,
            rows: unit.armaments.rows.map((row) =>
              row.attack === 'melee' ? { ...row, qualities: [{ name: 'Siegebreaker' }] } : row,
            ),
          },
        };
  const guns = {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(withQuality) },
    },
  };
  return withHouse(guns, defensibleHouse({ size: 1 }));
}

/** B's Rifles Garrisoning the House, A's Rifles Charged it, touching its south wall; seeded with `seed`. */
function stormed(setup: GameSetup, seed: number): GameState {
  const state = faceToFace(setup);
  state.units['b-rifles']!.garrisoning = 'house';
  state.rng = seedRng(seed);
  const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  return applyChoice(setup, activated, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 8],
    facing: 90,
  }).state;
}

const WRECK_SEED = 1;
/** The Garrison strikes first (Defensive Advantage); A's attack then Wrecks the House. */
const WRECK_EVENTS: readonly string[] = [
  'defensiveAdvantage',
  'closeQuartersAttack',
  'closeQuartersAttack',
  'buildingWrecked',
  'exit',
  'closeQuartersWin',
  'suppressionTest',
];

describe('glossary: Siegebreaker in a Close Quarters Attack against a Garrison', () => {
  it('glossary: Siegebreaker, rulebook p.45 Storming a Building: the charging unit attacks the Garrison as Garrisoned, with the building Size', () => {
    const setup = siegebreakerRifles(true);
    const state = stormed(setup, 1);
    const attack = closeQuartersAttack(setup, state, {
      striker: state.units['a-rifles']!,
      struck: state.units['b-rifles']!,
      outflanked: false,
      charged: true,
    });
    assert.equal(attack?.situation.buildingSize, 1);
    assert.ok(attack?.target.rules.some((r) => r.name === 'Garrisoned'));
  });

  it('glossary: Siegebreaker: a Heroic Strike against a Size 1 building Wrecks it; the Garrison suffers 1 further Damage and Exits at once', () => {
    const setup = siegebreakerRifles(true);
    const { state, events } = applyChoice(setup, stormed(setup, WRECK_SEED), {
      kind: 'closeQuartersAttack',
    });
    assert.deepEqual(
      events.map((e) => e.kind),
      WRECK_EVENTS,
    );
    assert.deepEqual(state.wreckedBuildings, ['house']);
    assert.equal(state.units['b-rifles']!.garrisoning, undefined);
  });

  it('glossary: Siegebreaker: the same roll without the quality leaves the building standing', () => {
    const setup = siegebreakerRifles(false);
    const { state } = applyChoice(setup, stormed(setup, WRECK_SEED), {
      kind: 'closeQuartersAttack',
    });
    assert.equal(state.wreckedBuildings, undefined);
  });
});
