import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { garrisonProblem } from '../battlefield/garrison.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import { nextDecision } from './next-decision.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';
import { garrisonOptions } from './transport/garrison.js';
import { withHouse } from '../testing/house-fixture.js';

/** The skirmish (both Rifles at Defence 3, A's with `rules`) with a 3" x 3" Defensible House centred on (10, 10). */
function demolitionSkirmish(rules: readonly RuleRef[]): GameSetup {
  const base = skirmishWith({
    'a-rifles': { profile: { defence: 3 }, rules },
    'b-rifles': { profile: { defence: 3 } },
  });
  return withHouse(base);
}

const setup = demolitionSkirmish([{ name: 'Demolition' }]);

/** B's Rifles Garrisoning the House, A's Rifles (six models) Charged it, touching its south wall; seeded with `seed`. */
function charged(seed: number, game: GameSetup = setup): GameState {
  const state = faceToFace(game);
  state.units['b-rifles']!.garrisoning = 'house';
  state.rng = seedRng(seed);
  const activated = applyChoice(game, state, { kind: 'activate', unit: 'a-rifles' }).state;
  return applyChoice(game, activated, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 8],
    facing: 90,
  }).state;
}

describe('glossary: Demolition', () => {
  it('glossary: Demolition: after a Charge against a Garrisoned unit, the unit may roll a Demolition instead of a Close Quarters Attack; without the rule it may not', () => {
    assert.deepEqual(nextDecision(setup, charged(1))?.options, [
      { kind: 'closeQuartersAttack' },
      { kind: 'demolish' },
    ]);
    const plain = demolitionSkirmish([]);
    const state = charged(1, plain);
    assert.deepEqual(nextDecision(plain, state)?.options, [{ kind: 'closeQuartersAttack' }]);
    assert.throws(
      () => applyChoice(plain, state, { kind: 'demolish' }),
      (error) => error instanceof IllegalChoice && error.rule === 'glossary: Demolition',
    );
  });

  it('glossary: Demolition: six dice; a Heroic Strike Wrecks the building, each adds a die; the hits destroy 2, the Garrison Exits without Retaliating', () => {
    const { state, events } = applyChoice(setup, charged(1), { kind: 'demolish' });
    assert.deepEqual(
      events.slice(0, 3).map((e) => e.kind),
      ['demolition', 'buildingWrecked', 'exit'],
    );
    const roll = events[0]?.roll;
    // Six dice rolled, two Heroic Strikes among them, each adding a die.
    assert.equal(roll?.dice.filter((d) => !d.added).length, 6);
    assert.equal(roll?.dice.filter((d) => !d.added && d.rolled === 'Heroic Strike').length, 2);
    assert.equal(roll?.dice.filter((d) => d.added).length, 2);
    assert.equal(roll?.modelsDestroyed, 2);
    assert.ok(!events.some((e) => e.kind === 'closeQuartersAttack'));
    assert.deepEqual(state.wreckedBuildings, ['house']);
    const garrison = state.units['b-rifles']!;
    assert.equal(garrison.garrisoning, undefined);
    assert.equal(garrison.models.length, 4);
    assert.equal(state.activation, undefined);
  });

  it('glossary: Demolition: no Heroic Strike: the building stands, and the Garrison still Exits', () => {
    const { state, events } = applyChoice(setup, charged(4), { kind: 'demolish' });
    assert.deepEqual(
      events.slice(0, 2).map((e) => e.kind),
      ['demolition', 'exit'],
    );
    assert.equal(events[0]?.roll?.dice.length, 6);
    assert.equal(state.wreckedBuildings, undefined);
    assert.equal(state.units['b-rifles']!.garrisoning, undefined);
    assert.equal(state.units['b-rifles']!.models.length, 6);
  });
});

describe('glossary: Occupy', () => {
  it('glossary: Demolition, Occupy: a Wrecked building can no longer be Garrisoned, but by a unit with Occupy', () => {
    const wrecked = applyChoice(setup, charged(1), { kind: 'demolish' }).state;
    const table = tableOf(setup, wrecked);
    assert.match(
      garrisonProblem(table, 'a-rifles', 'house') ?? '',
      /House is Wrecked: only a unit with Occupy can Garrison it/,
    );
    assert.equal(garrisonProblem(table, 'a-rifles', 'house', true), undefined);
    assert.deepEqual(garrisonOptions(setup, wrecked, 'a-rifles'), []);
    const occupying = demolitionSkirmish([{ name: 'Demolition' }, { name: 'Occupy' }]);
    assert.deepEqual(garrisonOptions(occupying, wrecked, 'a-rifles'), [
      { kind: 'garrison', building: 'house' },
    ]);
  });
});
