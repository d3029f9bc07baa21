import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import type { RuleRef } from '../rules/rule-ref.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import { planRangedAttack, rangedAttack } from './ranged-attack.js';
import type { GameState } from './state.js';
import { walled } from '../testing/wall-fixture.js';
import { rangedRowWith } from '../testing/gun-fixture.js';

type Change = (unit: ArmyUnit) => ArmyUnit;

/** The skirmish with some units changed. */
function changed(changes: Readonly<Record<string, Change>>, base = skirmish()): GameSetup {
  const side = (units: readonly ArmyUnit[]) => units.map((u) => changes[u.id]?.(u) ?? u);
  return {
    ...base,
    generals: {
      a: { ...base.generals.a, units: side(base.generals.a.units) },
      b: { ...base.generals.b, units: side(base.generals.b.units) },
    },
  };
}

/** The unit's Ranged row against `target` Heavy units with more qualities. */
const heavyRowWith = (...qualities: RuleRef[]): Change => rangedRowWith('heavy', ...qualities);

const withRules =
  (...rules: RuleRef[]): Change =>
  (unit) => ({ ...unit, specialRules: [...unit.specialRules, ...rules] });

/** Moves every model of a unit by (dx, dy), and turns it to `facing` radians if given. */
function shift(state: GameState, unitId: string, dx: number, dy: number, facing?: number): void {
  const unit = state.units[unitId];
  if (unit === undefined) throw new RangeError(unitId);
  unit.models = unit.models.map((m) => ({
    ...m,
    x: m.x + dx,
    y: m.y + dy,
    facing: facing ?? m.facing,
  }));
}

/** Discipline 3: the B tanks fail a Suppression Test at 3 - 1 (half lost) - 1 (Disordered). */
const shaky: Change = (unit) => ({ ...unit, discipline: 3 });

/**
 * The A tanks fire at the B tanks (Penetrating: each Damage destroys one of the
 * two, and the Officer: Disordered) with the first seed whose test fails.
 */
function failedTest(setup: GameSetup): { state: GameState; events: GameEvent[] } {
  for (let seed = 1; seed < 200; seed++) {
    const state = opened(setup);
    state.rng = seedRng(seed);
    const attacker = state.units['a-tanks'];
    if (attacker === undefined) throw new RangeError('a-tanks');
    const events = rangedAttack(setup, state, attacker, 'b-tanks', false);
    if (events.some((e) => e.kind === 'suppressionTest' && e.text.endsWith('failed'))) {
      return { state, events };
    }
  }
  throw new Error('no seed fails the test');
}

describe('glossary: Cryo (in a game)', () => {
  it('the target that fails its Suppression Test gains Activated instead of Suppressed', () => {
    const setup = changed({ 'a-tanks': heavyRowWith({ name: 'Cryo' }), 'b-tanks': shaky });
    const { state, events } = failedTest(setup);
    const statuses = state.units['b-tanks']?.statuses ?? [];
    assert.ok(statuses.includes('activated'));
    assert.ok(!statuses.includes('suppressed'));
    assert.match(events.find((e) => e.kind === 'statuses')?.text ?? '', /gains activated/);
  });
});

describe('glossary: Seismic (in a game)', () => {
  it('the target that becomes Suppressed is Disordered as well', () => {
    const setup = changed({ 'a-tanks': heavyRowWith({ name: 'Seismic' }), 'b-tanks': shaky });
    const statuses = failedTest(setup).state.units['b-tanks']?.statuses ?? [];
    assert.ok(statuses.includes('suppressed'));
    assert.ok(statuses.includes('disordered'));
  });
});

describe('glossary: Automata (in a game)', () => {
  it('passes its Suppression Tests without drawing a card', () => {
    const setup = changed({ 'b-tanks': withRules({ name: 'Automata' }) });
    let tested = 0;
    for (let seed = 1; seed < 30; seed++) {
      const state = opened(setup);
      state.rng = seedRng(seed);
      const deck = state.players.b.deck.piles.drawPile.length;
      const attacker = state.units['a-tanks'];
      if (attacker === undefined) throw new RangeError('a-tanks');
      const events = rangedAttack(setup, state, attacker, 'b-tanks', false);
      const test = events.find((e) => e.kind === 'suppressionTest');
      if (test === undefined) continue;
      tested++;
      assert.match(test.text, /passes its Suppression Test without a card/);
      assert.equal(state.players.b.deck.piles.drawPile.length, deck);
      assert.ok(!(state.units['b-tanks']?.statuses ?? []).includes('suppressed'));
    }
    assert.ok(tested > 0);
  });
});

describe('glossary: Terrifying (X) (in a game)', () => {
  it('the target\'s Suppression Test within 6" of a Terrifying unit is at -1 Discipline', () => {
    const plain = skirmish();
    const terrifying = changed({ 'a-rifles': withRules({ name: 'Terrifying (Undead)' }) });
    const tests = [plain, terrifying].map((setup) => {
      const state = opened(setup);
      // The A rifles within 6" of both B tanks (3" from the one left once the Officer is lost).
      shift(state, 'a-rifles', 14, 20);
      for (let seed = 1; seed < 50; seed++) {
        state.rng = seedRng(seed);
        const copy = structuredClone(state);
        const attacker = copy.units['a-tanks'];
        if (attacker === undefined) throw new RangeError('a-tanks');
        const text = rangedAttack(setup, copy, attacker, 'b-tanks', false).find(
          (e) => e.kind === 'suppressionTest',
        )?.text;
        if (text !== undefined) return text;
      }
      throw new Error('no test');
    });
    // 7, -1 for losing half the unit, -1 for the lost Officer (Disordered); -1 more for Terrifying.
    assert.match(tests[0] ?? '', /at 5:/);
    assert.match(tests[1] ?? '', /at 4:/);
  });
});

describe('glossary: Turret (in a game)', () => {
  it("confirms Visibility outside the Officer's Front Arc, with a further penalty", () => {
    const turned = (setup: GameSetup): GameState => {
      const state = opened(setup);
      shift(state, 'a-tanks', 0, 0, -Math.PI / 2);
      return state;
    };
    const plain = skirmish();
    assert.throws(
      () => planRangedAttack(plain, turned(plain), 'a-tanks', 'b-tanks', false),
      /cannot acquire .*visibility/,
    );
    const setup = changed({ 'a-tanks': heavyRowWith({ name: 'Turret' }) });
    const plan = planRangedAttack(setup, turned(setup), 'a-tanks', 'b-tanks', false);
    assert.equal(plan.acquisition.outsideFrontArc, true);
    assert.equal(prepareAttack(plan.attack, ARMOURED_CLASH_RULES).rating, 'weakened');
    const ahead = opened(setup);
    const inFront = planRangedAttack(setup, ahead, 'a-tanks', 'b-tanks', false);
    assert.equal(prepareAttack(inFront.attack, ARMOURED_CLASH_RULES).rating, 'neutral');
  });
});

describe('glossary: Indirect (in a game)', () => {
  it('a friendly unit that confirms Visibility lets it fire, Weakened regardless', () => {
    const plain = walled(skirmish());
    assert.throws(
      () => planRangedAttack(plain, opened(plain), 'a-tanks', 'b-tanks', true),
      /cannot acquire .*visibility/,
    );
    const setup = walled(changed({ 'a-tanks': heavyRowWith({ name: 'Indirect' }) }));
    const plan = planRangedAttack(setup, opened(setup), 'a-tanks', 'b-tanks', true);
    assert.equal(plan.acquisition.visibilityFrom, 'a-rifles');
    // Aiming against Concealed (no Clear Line of Sight) would be Neutral.
    assert.equal(plan.attack.situation.rating, 'neutral');
    assert.equal(prepareAttack(plan.attack, ARMOURED_CLASH_RULES).rating, 'weakened');
  });

  it('cannot target a unit within its Short Range', () => {
    const setup = changed({ 'a-tanks': heavyRowWith({ name: 'Indirect' }) });
    const state = opened(setup);
    shift(state, 'b-tanks', 0, -14);
    assert.throws(
      () => planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false),
      /cannot acquire .*range/,
    );
  });
});

describe('glossary: Lock On (in a game)', () => {
  it('Opportunity Fire with Lock On has no Opportunity Fire penalty', () => {
    const rating = (setup: GameSetup): string => {
      const plan = planRangedAttack(setup, opened(setup), 'a-tanks', 'b-tanks', false, true);
      return prepareAttack(plan.attack, ARMOURED_CLASH_RULES).rating;
    };
    assert.equal(rating(skirmish()), 'weakened');
    assert.equal(rating(changed({ 'a-tanks': heavyRowWith({ name: 'Lock On' }) })), 'neutral');
  });
});

describe('glossary: Slow to Fire (in a game)', () => {
  const setup = changed({ 'a-tanks': heavyRowWith({ name: 'Slow to Fire' }) });

  it('after the attack the unit is Reloading, and the attack cannot be used until it Re-Arms', () => {
    const state = opened(setup);
    const tanks = state.units['a-tanks'];
    if (tanks === undefined) throw new RangeError('a-tanks');
    rangedAttack(setup, state, tanks, 'b-tanks', false);
    assert.ok(tanks.statuses.includes('reloading'));
    assert.throws(
      () => planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false),
      /cannot be used while Reloading/,
    );
  });

  it('not while Suppressed, and never as Opportunity Fire', () => {
    const state = opened(setup);
    state.units['a-tanks']?.statuses.push('suppressed');
    assert.throws(
      () => planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false),
      /cannot be used while Suppressed/,
    );
    assert.throws(
      () => planRangedAttack(setup, opened(setup), 'a-tanks', 'b-tanks', false, true),
      /cannot make Opportunity Fire/,
    );
  });
});

describe('glossary: Reactive (in a game)', () => {
  const setup = changed({ 'a-tanks': heavyRowWith({ name: 'Reactive' }) });

  it('only as Opportunity Fire, Reloading afterwards, and not again while Reloading', () => {
    assert.throws(
      () => planRangedAttack(setup, opened(setup), 'a-tanks', 'b-tanks', false),
      /only made as Opportunity Fire/,
    );
    const state = opened(setup);
    const tanks = state.units['a-tanks'];
    if (tanks === undefined) throw new RangeError('a-tanks');
    rangedAttack(setup, state, tanks, 'b-tanks', false, true);
    assert.ok(tanks.statuses.includes('reloading'));
    assert.throws(
      () => planRangedAttack(setup, state, 'a-tanks', 'b-tanks', false, true),
      /cannot be used while Reloading/,
    );
  });
});

describe('glossary: Coruscating (in a game)', () => {
  it('an attack with this Quality cannot be used to make Opportunity Fire', () => {
    const setup = changed({ 'a-tanks': heavyRowWith({ name: 'Coruscating' }) });
    assert.throws(
      () => planRangedAttack(setup, opened(setup), 'a-tanks', 'b-tanks', false, true),
      /glossary: Coruscating|cannot make Opportunity Fire/,
    );
    // In the Attack Step it is made at the units along its line (game/coruscating.test.ts).
    assert.doesNotThrow(() =>
      planRangedAttack(setup, opened(setup), 'a-tanks', 'b-tanks', false, false, {
        alongLine: true,
      }),
    );
  });
});
