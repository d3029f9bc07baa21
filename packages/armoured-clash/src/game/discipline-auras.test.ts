import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { parseRuleRef } from '../rules/rule-ref.js';
import { checkRuleRef } from '../rules/rules-in-play.js';
import { holding, put, withChanges } from '../testing/aura-fixture.js';
import { opened } from '../testing/clash-fixture.js';
import { rifles } from '../testing/game-fixture.js';
import type { GameSetup } from './army.js';
import { traitsInPlay } from './discipline-auras.js';
import { disciplineModifiers } from './discipline-modifiers.js';
import { unitDisciplineTest } from './discipline-test.js';
import type { GameState } from './state.js';

/**
 * The A rifles' Officer at (10, 10), another of its models at (10, 14); the A
 * tanks (one model) north of them, `gap` inches from the Officer's base and
 * `gap` - 4 from the other model's.
 */
function standing(setup: GameSetup, gap: number): GameState {
  const state = opened(setup);
  put(state, 'a-rifles', [
    [10, 10],
    [10, 14],
  ]);
  put(state, 'a-tanks', [[10, 11.5 + gap]]);
  return state;
}

function disorder(state: GameState, unitId: string): GameState {
  state.units[unitId]?.statuses.push('disordered');
  return state;
}

describe('glossary: Chain of Command (X")', () => {
  const chain = withChanges({ 'a-tanks': holding(parseRuleRef('Chain of Command (6")')) });

  it('is read from a profile\'s text such as Chain of Command (6")', () => {
    const entry = checkRuleRef(parseRuleRef('Chain of Command (6")'), ARMOURED_CLASH_RULES);
    assert.equal(typeof entry === 'string' ? entry : entry.name, 'Chain of Command');
  });

  it('the unit that has it gains +1 Discipline', () => {
    assert.deepEqual(disciplineModifiers(chain, standing(chain, 20), 'a-tanks'), [
      { source: 'Chain of Command (6")', amount: 1 },
    ]);
  });

  it('a friendly unit whose Officer is within X" gains +1; measured from its Officer', () => {
    assert.deepEqual(disciplineModifiers(chain, standing(chain, 6), 'a-rifles'), [
      { source: 'Chain of Command (6") of Tanks a-tanks', amount: 1 },
    ]);
    // At 6.1" from the Officer nothing, though another model of the unit is 2.1" away.
    assert.deepEqual(disciplineModifiers(chain, standing(chain, 6.1), 'a-rifles'), []);
  });

  it('no effect while the unit that has it is Disordered', () => {
    const state = disorder(standing(chain, 6), 'a-tanks');
    assert.deepEqual(
      disciplineModifiers(chain, state, 'a-tanks').map((m) => m.source),
      ['Disordered'],
    );
    assert.deepEqual(disciplineModifiers(chain, state, 'a-rifles'), []);
  });

  it('a Disordered unit within reach still gains it: -1 and +1 (rulebook p.13 Modifiers)', () => {
    const state = disorder(standing(chain, 6), 'a-rifles');
    assert.deepEqual(
      disciplineModifiers(chain, state, 'a-rifles').map((m) => m.amount),
      [-1, 1],
    );
  });

  it("does not reach the enemy's units", () => {
    const enemy = withChanges({ 'b-tanks': holding({ name: 'Chain of Command', x: 6 }) });
    const state = opened(enemy);
    put(state, 'a-rifles', [[10, 10]]);
    put(state, 'b-tanks', [[10, 13]]);
    assert.deepEqual(disciplineModifiers(enemy, state, 'a-rifles'), []);
  });

  it('measured from the Transport it is Embarked on, too', () => {
    // A third unit of A's (a-scouts) tests; the tanks are Embarked on the A rifles (as a Transport).
    const base = withChanges({ 'a-tanks': holding({ name: 'Chain of Command', x: 6 }) });
    const three: GameSetup = {
      ...base,
      generals: {
        ...base.generals,
        a: { ...base.generals.a, units: [...base.generals.a.units, rifles('a-scouts')] },
      },
    };
    const aboard = (gap: number) => {
      const state = opened(base);
      const tanks = state.units['a-tanks'];
      if (tanks === undefined) throw new RangeError('a-tanks');
      state.units['a-tanks'] = { ...tanks, models: [], deployed: false };
      state.units['a-tanks'].embarked = { transport: 'a-rifles', models: 2 };
      state.units['a-scouts'] = { ...tanks, id: 'a-scouts', officer: 'a-scouts#1' };
      put(state, 'a-rifles', [[10, 10]]);
      put(state, 'a-scouts', [[10, 11 + gap]]);
      return disciplineModifiers(three, state, 'a-scouts');
    };
    assert.deepEqual(aboard(6), [{ source: 'Chain of Command (6") of Tanks a-tanks', amount: 1 }]);
    assert.deepEqual(aboard(6.1), []);
  });

  it('in a Rally Test: the unit tests at its Discipline 6 + 1', () => {
    const state = standing(chain, 6);
    assert.equal(unitDisciplineTest(chain, state, 'a-rifles', 'rallyTest').discipline, 7);
  });
});

describe('glossary: Shrine of the Faithful (X")', () => {
  const shrine = withChanges({ 'a-tanks': holding({ name: 'Shrine of the Faithful', x: 6 }) });

  it('friendly units within X" gain +1 Discipline and the Faithful Trait', () => {
    // The nearest model of the rifles is 6" from the tanks.
    const state = standing(shrine, 10);
    assert.deepEqual(disciplineModifiers(shrine, state, 'a-rifles'), [
      { source: 'Shrine of the Faithful (6") of Tanks a-tanks', amount: 1 },
    ]);
    assert.deepEqual(traitsInPlay(shrine, state, 'a-rifles'), ['Faithful']);
  });

  it('nothing beyond X", nor for the unit that has it', () => {
    const state = standing(shrine, 10.1);
    assert.deepEqual(disciplineModifiers(shrine, state, 'a-rifles'), []);
    assert.deepEqual(traitsInPlay(shrine, state, 'a-rifles'), []);
    assert.deepEqual(disciplineModifiers(shrine, standing(shrine, 1), 'a-tanks'), []);
  });

  it('a Behemoth unit gains +1 Discipline but not the Faithful Trait', () => {
    const behemoth = withChanges(
      { 'a-rifles': (unit) => ({ ...unit, traits: ['Behemoth'] }) },
      shrine,
    );
    const state = standing(behemoth, 10);
    assert.deepEqual(traitsInPlay(behemoth, state, 'a-rifles'), ['Behemoth']);
    assert.equal(disciplineModifiers(behemoth, state, 'a-rifles')[0]?.amount, 1);
  });

  it('the Faithful Trait it gives counts against Terrifying (Faithful)', () => {
    const feared = withChanges({ 'b-rifles': holding({ name: 'Terrifying (Faithful)' }) }, shrine);
    const near = (gap: number) => {
      const state = standing(feared, gap);
      put(state, 'b-rifles', [[13, 10]]);
      return disciplineModifiers(feared, state, 'a-rifles').map((m) => m.amount);
    };
    assert.deepEqual(near(10), [1]);
    assert.deepEqual(near(10.1), [-1]);
  });
});
