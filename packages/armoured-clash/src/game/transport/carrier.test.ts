import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import { annihilate, destroyModels } from '../losses.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState } from '../state.js';
import { initialState } from '../initial-state.js';
import { carrierOpened, carrierSkirmish, fieldGuns } from './carrier-fixture.js';
import { play } from '../../testing/play-fixture.js';

function unit(state: GameState, id: string): GameState['units'][string] {
  const found = state.units[id];
  if (found === undefined) throw new RangeError(id);
  return found;
}

const oneLoad = carrierSkirmish([fieldGuns('a-guns', 'a-tanks')]);

describe('glossary: Carrier (X)', () => {
  it('glossary: Carrier (X): a unit Loaded at deployment starts aboard the Carrier model that carries it, deployed with it and never on its own', () => {
    const start = initialState(oneLoad, 1);
    assert.deepEqual(unit(start, 'a-guns').embarked, {
      transport: 'a-tanks',
      models: 2,
      carrierModel: 'a-tanks#1',
    });
    assert.deepEqual(nextDecision(oneLoad, start)?.constraints?.[0], {
      kind: 'deploy',
      units: ['a-rifles', 'a-tanks'],
      zone: oneLoad.generals.a.zone,
    });
  });

  it('glossary: Carrier (X): the Loaded unit follows the Embarked Units rules as Infantry: Activated, it may only Disembark (rulebook p.46)', () => {
    const state = carrierOpened(oneLoad, [10, 6]);
    const { state: active } = play(oneLoad, state, [{ kind: 'activate', unit: 'a-guns' }]);
    const decision = nextDecision(oneLoad, active);
    assert.deepEqual(decision?.options, [{ kind: 'hold' }]);
    assert.deepEqual(decision?.constraints, [
      { kind: 'disembark', unit: 'a-guns', transport: 'a-tanks', reach: 3 },
    ]);
    const { state: landed, events } = play(oneLoad, active, [
      { kind: 'disembark', at: [24, 10], facing: 90 },
    ]);
    assert.equal(landed.units['a-guns']?.embarked, undefined);
    assert.equal(landed.units['a-guns']?.deployed, true);
    assert.ok(events.some((e) => e.text === 'Guns a-guns Disembarks from Tanks a-tanks'));
  });

  it('glossary: Carrier (X): X units cannot Embark on the Carrier: once Disembarked the guns are offered no Embark, and one is refused', () => {
    const state = carrierOpened(oneLoad, [10, 6]);
    const { state: landed } = play(oneLoad, state, [
      { kind: 'activate', unit: 'a-guns' },
      { kind: 'disembark', at: [24, 10], facing: 90 },
    ]);
    const options = nextDecision(oneLoad, landed)?.options ?? [];
    assert.equal(
      options.some((o) => o.kind === 'embark'),
      false,
    );
    assert.throws(
      () => applyChoice(oneLoad, landed, { kind: 'embark', transport: 'a-tanks' }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === 'rulebook p.30 Embark',
    );
  });

  it('glossary: Carrier (X): when a Carrier model is Destroyed, the unit it carries is Destroyed (Annihilated); the other model’s load stays', () => {
    const two = carrierSkirmish([fieldGuns('a-guns', 'a-tanks'), fieldGuns('a-guns-2', 'a-tanks')]);
    const state = carrierOpened(two, [10, 6]);
    assert.equal(unit(state, 'a-guns-2').embarked?.carrierModel, 'a-tanks#2');
    const events = destroyModels(two, state, unit(state, 'a-tanks'), 1, undefined);
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'a-tanks#2 is Wrecked: it stays on the battlefield as Blocking Terrain',
        'Guns a-guns-2 is Destroyed with the Tanks a-tanks model carrying it (glossary: Carrier (X))',
        'Guns a-guns-2 is Annihilated: General B scores 2 VP',
      ],
    );
    assert.equal(unit(state, 'a-guns').annihilated, false);
    assert.equal(unit(state, 'a-guns-2').annihilated, true);
    assert.equal(state.players.b.vp, 2);
  });

  it('glossary: Carrier (X): a Carrier Annihilated takes every unit it carries with it', () => {
    const state = carrierOpened(oneLoad, [10, 6]);
    const events = annihilate(oneLoad, state, unit(state, 'a-tanks'));
    assert.deepEqual(
      events.map((e) => e.text),
      [
        'Tanks a-tanks is Annihilated: General B scores 3 VP',
        'Guns a-guns is Destroyed with the Tanks a-tanks model carrying it (glossary: Carrier (X))',
        'Guns a-guns is Annihilated: General B scores 2 VP',
      ],
    );
  });

  it('glossary: Carrier (X) Note: a Transport with Carrier (X) carries a Loaded unit and an Embarked Infantry unit at once, all Coordinated', () => {
    const both = carrierSkirmish([fieldGuns('a-guns', 'a-tanks')], true);
    const state = carrierOpened(both);
    assert.deepEqual(unit(state, 'a-rifles').embarked, { transport: 'a-tanks', models: 6 });
    const { state: offered, events } = play(both, state, [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'hold' },
      { kind: 'hold' },
    ]);
    assert.ok(
      events.some(
        (e) => e.text === 'Tanks a-tanks is Coordinated with Rifles a-rifles, Guns a-guns',
      ),
    );
    const { state: next, events: then } = play(both, offered, [
      { kind: 'activate', unit: 'a-guns' },
      { kind: 'hold' },
      { kind: 'hold' },
    ]);
    assert.ok(then.some((e) => e.text === 'Guns a-guns is Coordinated with Rifles a-rifles'));
    assert.deepEqual(nextDecision(both, next)?.options, [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'declineCoordinated' },
    ]);
  });

  it('glossary: Carrier (X): a Carrier carries Basic X units only, never another Trait, a Transport or a Behemoth; one per model', () => {
    const refused = (guns: Parameters<typeof carrierSkirmish>[0], message: RegExp): void => {
      assert.throws(() => initialState(carrierSkirmish(guns), 1), message);
    };
    refused(
      [fieldGuns('a-guns', 'a-tanks', { reinforcement: 'reinforced' })],
      /a-guns: cannot start Loaded: Tanks a-tanks carries basic units only; Guns a-guns is reinforced \(glossary: Carrier \(X\)\)/,
    );
    refused(
      [fieldGuns('a-guns', 'a-tanks', { type: 'artillery', traits: [] })],
      /a-guns: cannot start Loaded: Tanks a-tanks can only carry Field Gun units \(glossary: Carrier \(X\)\)/,
    );
    refused(
      [fieldGuns('a-guns', 'a-tanks', { traits: ['Field Gun', 'Transport'] })],
      /units with the Transport or Behemoth traits cannot be carried/,
    );
    refused(
      [
        fieldGuns('a-guns', 'a-tanks'),
        fieldGuns('a-guns-2', 'a-tanks'),
        fieldGuns('a-guns-3', 'a-tanks'),
      ],
      /a-guns-3: cannot start Loaded: every model of Tanks a-tanks is already Loaded/,
    );
    refused([fieldGuns('a-guns', 'b-tanks')], /loadedOn "b-tanks" is not a unit of General A/);
    refused(
      [fieldGuns('a-guns', 'a-rifles')],
      /Rifles a-rifles has neither Carrier \(X\) nor Heavy Carrier \(X\)/,
    );
  });
});

describe('glossary: Heavy Carrier (X)', () => {
  const heavy = { name: 'Heavy Carrier (Field Gun)' };

  it('glossary: Heavy Carrier (X): each model carries two Basic X units, or one Reinforced', () => {
    const setup = carrierSkirmish(
      [
        fieldGuns('a-guns', 'a-tanks'),
        fieldGuns('a-big-guns', 'a-tanks', { reinforcement: 'reinforced' }),
        fieldGuns('a-guns-2', 'a-tanks'),
      ],
      false,
      heavy,
    );
    const start = initialState(setup, 1);
    assert.equal(unit(start, 'a-guns').embarked?.carrierModel, 'a-tanks#1');
    assert.equal(unit(start, 'a-big-guns').embarked?.carrierModel, 'a-tanks#2');
    assert.equal(unit(start, 'a-guns-2').embarked?.carrierModel, 'a-tanks#1');
  });

  it('glossary: Heavy Carrier (X): no Full-Strength unit, and no more than its models hold', () => {
    assert.throws(
      () =>
        initialState(
          carrierSkirmish(
            [fieldGuns('a-guns', 'a-tanks', { reinforcement: 'fullStrength' })],
            false,
            heavy,
          ),
          1,
        ),
      /Tanks a-tanks carries basic or reinforced units only; Guns a-guns is fullStrength \(glossary: Heavy Carrier \(X\)\)/,
    );
    assert.throws(
      () =>
        initialState(
          carrierSkirmish(
            [
              fieldGuns('a-guns', 'a-tanks', { reinforcement: 'reinforced' }),
              fieldGuns('a-guns-2', 'a-tanks', { reinforcement: 'reinforced' }),
              fieldGuns('a-guns-3', 'a-tanks'),
            ],
            false,
            heavy,
          ),
          1,
        ),
      /a-guns-3: cannot start Loaded: every model of Tanks a-tanks is already Loaded \(glossary: Heavy Carrier \(X\)\)/,
    );
  });

  it('glossary: Heavy Carrier (X): both Basic units on a Destroyed model are Destroyed with it', () => {
    const setup = carrierSkirmish(
      [
        fieldGuns('a-big-guns', 'a-tanks', { reinforcement: 'reinforced' }),
        fieldGuns('a-guns', 'a-tanks'),
        fieldGuns('a-guns-2', 'a-tanks'),
      ],
      false,
      heavy,
    );
    const state = carrierOpened(setup, [10, 6]);
    destroyModels(setup, state, unit(state, 'a-tanks'), 1, undefined);
    assert.deepEqual(
      ['a-big-guns', 'a-guns', 'a-guns-2'].map((id) => unit(state, id).annihilated),
      [false, true, true],
    );
  });
});
