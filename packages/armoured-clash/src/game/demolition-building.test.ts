import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import type { RuleRef } from '../rules/rule-ref.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { withHouse } from '../testing/house-fixture.js';

/** The skirmish with A's Rifles (six models) holding `rules`, and a 3" x 3" Defensible House centred on (10, 10). */
function demolitionSkirmish(rules: readonly RuleRef[]): GameSetup {
  return withHouse(skirmishWith({ 'a-rifles': { rules } }));
}

const setup = demolitionSkirmish([{ name: 'Demolition' }]);
/** A seed whose six dice show no Heroic Strike (Miss, Glancing Strike, Blank, Glancing Strike, Miss, Blank). */
const NO_HEROIC_SEED = 4;
const chargeHouse: Choice = { kind: 'charge', target: 'house', at: [10, 8], facing: 90 };

/** A's Rifles Activated, seeded with `seed`, the House Wrecked when `wrecked`. */
function activated(seed: number, game: GameSetup = setup, wrecked = false): GameState {
  const state = faceToFace(game);
  state.rng = seedRng(seed);
  if (wrecked) state.wreckedBuildings = ['house'];
  return applyChoice(game, state, { kind: 'activate', unit: 'a-rifles' }).state;
}

/** The Charge targets the Movement Step offers A's Rifles. */
function chargeTargetsOffered(game: GameSetup, state: GameState): readonly string[] {
  const charge = nextDecision(game, state)?.constraints?.find((c) => c.kind === 'charge');
  return charge?.kind === 'charge' ? charge.targets : [];
}

const refusedBy =
  (rule: string) =>
  (error: unknown): boolean =>
    error instanceof IllegalChoice && error.rule === rule;

describe('glossary: Demolition at an unoccupied Defensible Building', () => {
  it('glossary: Demolition: a unit with the rule may target a Defensible Building with its Charge; without it, or once the building is Wrecked, it may not', () => {
    assert.deepEqual(chargeTargetsOffered(setup, activated(1)), ['b-tanks', 'house']);
    const plain = demolitionSkirmish([]);
    assert.deepEqual(chargeTargetsOffered(plain, activated(1, plain)), ['b-tanks']);
    assert.throws(
      () => applyChoice(plain, activated(1, plain), chargeHouse),
      refusedBy('glossary: Demolition'),
    );
    const wrecked = activated(1, setup, true);
    assert.deepEqual(chargeTargetsOffered(setup, wrecked), ['b-tanks']);
    assert.throws(
      () => applyChoice(setup, wrecked, chargeHouse),
      refusedBy('glossary: Demolition'),
    );
  });

  it('glossary: Demolition, rulebook p.45 Storming a Building: the Charge must end with a model in contact with the building Footprint', () => {
    assert.throws(
      () => applyChoice(setup, activated(1), { ...chargeHouse, at: [10, 7] }),
      refusedBy('rulebook p.45 Storming a Building'),
    );
  });

  it('glossary: Demolition: after the Charge it makes no Close Quarters Attack, only the Demolition roll; six dice, a Heroic Strike Wrecks the building', () => {
    const charged = applyChoice(setup, activated(1), chargeHouse).state;
    assert.deepEqual(charged.activation?.charge, {
      target: 'house',
      outflanked: false,
      impeded: false,
      building: true,
    });
    assert.deepEqual(nextDecision(setup, charged)?.options, [{ kind: 'demolish' }]);
    assert.throws(
      () => applyChoice(setup, charged, { kind: 'closeQuartersAttack' }),
      refusedBy('rulebook p.28 Close Quarters Attacks'),
    );
    const { state, events } = applyChoice(setup, charged, { kind: 'demolish' });
    assert.deepEqual(
      events.map((e) => [e.kind, e.text]),
      [
        [
          'demolition',
          'Rifles a-rifles rolls a Demolition: Strike, Blank, Glancing Strike, Blank, Heroic Strike, Heroic Strike (glossary: Demolition)',
        ],
        ['buildingWrecked', 'House is Wrecked: Blocking Terrain for the rest of the game'],
      ],
    );
    assert.deepEqual(state.wreckedBuildings, ['house']);
    assert.equal(state.activation, undefined);
  });

  it('glossary: Demolition: no Heroic Strike among the dice: the building stands', () => {
    const charged = applyChoice(setup, activated(NO_HEROIC_SEED), chargeHouse).state;
    const { state, events } = applyChoice(setup, charged, { kind: 'demolish' });
    assert.deepEqual(
      events.map((e) => e.kind),
      ['demolition'],
    );
    assert.equal(state.wreckedBuildings, undefined);
  });
});
