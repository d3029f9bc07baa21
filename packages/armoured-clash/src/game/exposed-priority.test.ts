import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepareAttack } from '../attack/prepare.js';
import { attackOdds } from '../odds/attack-odds.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmish } from '../testing/game-fixture.js';
import type { GameSetup } from './army.js';
import { planRangedAttack, rangedAttack } from './ranged-attack.js';
import { IllegalChoice } from './rule-error.js';

const RULE = 'rulebook p.26 Exposed Models';

/** A wall of Size 3 across y = 18 between x0 and x1: it blocks the Line of Sight crossing it. */
function wall(id: string, x0: number, x1: number): GameSetup['terrain'][number] {
  const corners: [number, number][] = [
    [x0, 18],
    [x1, 18],
    [x1, 18.5],
    [x0, 18.5],
  ];
  return { id, name: 'Wall', size: 3, features: ['blocking'], area: { polygon: corners } };
}

/**
 * The skirmish with B's Tanks three models strong (#1, the Officer, at x = 24;
 * #2 at 21.75; #3 at 26.25, all at y = 31) and two walls hiding #2 and #3 from
 * A's Tanks' Officer (24, 5): only #1 is Exposed, one of three (Concealed).
 */
function hidden(walls = [wall('w1', 22.2, 23.5), wall('w2', 24.6, 25.8)]): GameSetup {
  const base = skirmish();
  const units = base.generals.b.units.map((u) => (u.id === 'b-tanks' ? { ...u, models: 3 } : u));
  return {
    ...base,
    terrain: [...base.terrain, ...walls],
    generals: { ...base.generals, b: { ...base.generals.b, units } },
  };
}

const refused = (e: unknown): boolean => e instanceof IllegalChoice && e.rule === RULE;

describe('rulebook p.26 Exposed Models: the attack prioritises Exposed models', () => {
  const setup = hidden();
  const opening = opened(setup);

  it('declared, the models not Exposed are ignored: no Concealed penalty (Weakened becomes Neutral), the attack counts 1 model and ignores 2', () => {
    const plain = planRangedAttack(setup, opening, 'a-tanks', 'b-tanks', false);
    assert.deepEqual(plain.acquisition.exposed, ['b-tanks#1']);
    assert.equal(prepareAttack(plain.attack, ARMOURED_CLASH_RULES).rating, 'weakened');
    const context = { prioritiseExposed: true };
    const plan = planRangedAttack(setup, opening, 'a-tanks', 'b-tanks', false, false, context);
    assert.equal(prepareAttack(plan.attack, ARMOURED_CLASH_RULES).rating, 'neutral');
    assert.deepEqual(plan.acquisition.concealed, []);
    assert.equal(plan.attack.target.models, 1);
    assert.equal(plan.attack.target.ignoredModels, 2);
    assert.deepEqual(plan.exposedOnly, ['b-tanks#1']);
  });

  it('the exact odds count it: at most the one Exposed model can be Destroyed', () => {
    const context = { prioritiseExposed: true };
    const plan = planRangedAttack(setup, opening, 'a-tanks', 'b-tanks', false, false, context);
    const odds = attackOdds(plan.attack, ARMOURED_CLASH_RULES);
    assert.equal(odds.modelsDestroyed.length, 2);
  });

  it('only Exposed models are Destroyed and the remaining Damage is discarded: 4 Damage on 2 accumulated (Damage Limit 3) Destroys #1 only; the unit keeps #2 and #3 and tests', () => {
    const state = opened(setup);
    state.rng = { a: 2, b: 2, c: 3, d: 4 };
    state.units['b-tanks']!.damage = 2;
    const attacker = state.units['a-tanks']!;
    const declared = { prioritiseExposed: true };
    const events = rangedAttack(
      setup,
      state,
      attacker,
      'b-tanks',
      false,
      false,
      undefined,
      false,
      declared,
    );
    assert.match(events[0]?.text ?? '', /: neutral, .* 4 damage, 1 destroyed/);
    assert.deepEqual(
      state.units['b-tanks']!.models.map((m) => m.id),
      ['b-tanks#2', 'b-tanks#3'],
    );
    assert.equal(state.units['b-tanks']!.damage, 0);
    // Discipline 7, Disordered (its Officer lost) -1; 1 of 3 models lost is not half.
    assert.match(events.find((e) => e.kind === 'suppressionTest')?.text ?? '', /at 6:/);
  });

  it('not allowed when every model is Exposed, or none is', () => {
    const open = hidden([]);
    const context = { prioritiseExposed: true };
    const all = () =>
      planRangedAttack(open, opened(open), 'a-tanks', 'b-tanks', false, false, context);
    assert.throws(all, refused);
    assert.throws(all, /3 of 3 are/);
  });

  it("not allowed when the nearest Exposed model is outside the attack's Long Range", () => {
    // A's Tanks' row against Heavy targets cut to 22" Long Range; the hidden #2 and #3 moved up to y = 28
    // (20" away, in range), the Exposed #1 left at y = 31 (23" away).
    const short = hidden();
    const tanks = short.generals.a.units.map((u) =>
      u.id !== 'a-tanks'
        ? u
        : {
            ...u,
            armaments: {
              ...u.armaments,
              rows: u.armaments.rows.map((r) =>
                r.attack === 'ranged' ? { ...r, range: { short: 10, long: 22 } } : r,
              ),
            },
          },
    );
    const near = {
      ...short,
      generals: { ...short.generals, a: { ...short.generals.a, units: tanks } },
    };
    const state = opened(near);
    const target = state.units['b-tanks']!;
    target.models = target.models.map((m) => (m.id === 'b-tanks#1' ? m : { ...m, y: 28 }));
    const plain = planRangedAttack(near, state, 'a-tanks', 'b-tanks', false);
    assert.deepEqual(plain.acquisition.exposed, ['b-tanks#1']);
    const context = { prioritiseExposed: true };
    const prioritised = () =>
      planRangedAttack(near, state, 'a-tanks', 'b-tanks', false, false, context);
    assert.throws(prioritised, refused);
    assert.throws(prioritised, /outside the attack's Long Range \(22"\)/);
  });
});
