import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { makeAttackRoll } from '../attack/attack-roll.js';
import { prepareAttack } from '../attack/prepare.js';
import { Face } from '../dice/faces.js';
import { attackOdds } from '../odds/attack-odds.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { opened } from '../testing/clash-fixture.js';
import { SPECTACULAR_DEMISE, aWithinBlast, lastTankAt } from '../testing/demise-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { chiSquare, chiSquareCritical } from '../testing/statistics.js';
import { seedShowing, shift, unitIn as unit } from '../testing/unit-state-fixture.js';
import type { GameEvent } from './events.js';
import { destroyModels } from './losses.js';
import { setupRuleProblems } from './setup-rules.js';
import { detonationAttack } from './demise-blast.js';
import { demiseBlastsGoOn } from './demise-blasts-made.js';
import { SPECTACULAR_DEMISE_TABLE } from './spectacular-demise.js';
import type { GameState } from './state.js';

const RULE = 'glossary: Spectacular Demise (X)';
const setup = skirmishWith({ 'b-tanks': { rules: SPECTACULAR_DEMISE } });

/**
 * B's tanks down to one model at (24, 20) (x 23-25, y 18.5-21.5); A's tanks 2"
 * south of it, A's rifles 5.5" west of it; B's rifles more than 8" away. The
 * generator seeded so that the first die rolled shows `face`.
 */
function lastTank(face: Face): GameState {
  const state = opened(setup);
  lastTankAt(state);
  aWithinBlast(state);
  state.rng = seedRng(seedShowing(face));
  return state;
}

function destroyLast(state: GameState): GameEvent[] {
  return destroyModels(setup, state, unit(state, 'b-tanks'), 1, undefined);
}

function kinds(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.kind);
}

describe(RULE, () => {
  it('glossary: Spectacular Demise (X): a known rule, not reported when the data loads', () => {
    assert.deepEqual(setupRuleProblems(setup), []);
  });

  it('glossary: Spectacular Demise (X): the table, one outcome per kind of face (our reading of the lost icons)', () => {
    assert.deepEqual(SPECTACULAR_DEMISE_TABLE, {
      [Face.heroicStrike]: 'halted',
      [Face.strike]: 'lurch',
      [Face.glancingStrike]: 'shockwave',
      [Face.miss]: 'detonation',
      [Face.blank]: 'cataclysmicDetonation',
    });
  });

  it('glossary: Spectacular Demise (X): Halted — the last model is Destroyed as normal (Large: Wrecked where it stood)', () => {
    const state = lastTank(Face.heroicStrike);
    const events = destroyLast(state);
    assert.equal(
      events[0]?.text,
      `Tanks b-tanks's last model: General A rolls a Heroic Strike: Halted (${RULE})`,
    );
    assert.deepEqual(kinds(events), ['spectacularDemise', 'wrecked', 'annihilated']);
    assert.deepEqual(
      unit(state, 'b-tanks').wrecks?.map((m) => [m.x, m.y]),
      [[24, 20]],
    );
  });

  it('glossary: Spectacular Demise (X): Lurch — the model moves 3" first, stopping 1" from other models; its wreck is where it stopped', () => {
    const state = lastTank(Face.strike);
    const events = destroyLast(state);
    assert.deepEqual(kinds(events), ['spectacularDemise', 'lurch', 'wrecked', 'annihilated']);
    const [wreck] = unit(state, 'b-tanks').wrecks ?? [];
    assert.ok(wreck !== undefined);
    const moved = Math.hypot(wreck.x - 24, wreck.y - 20);
    const said = /lurches ([\d.]+)" at a bearing of (\d+)°/.exec(events[1]?.text ?? '');
    assert.ok(said !== null);
    assert.ok(Math.abs(moved - Number(said[1])) < 0.01);
    assert.ok(moved <= 3 + 1e-9);
  });

  it('glossary: Spectacular Demise (X): Lurch — it stops 1" away from the models in its way', () => {
    const state = lastTank(Face.strike);
    // The first Strike seed lurches at a bearing of 191°: A's rifles moved 3" closer, 2.5" west of the tank.
    shift(state, 'a-rifles', 3, 0);
    const events = destroyLast(state);
    assert.match(events[1]?.text ?? '', /at a bearing of 191°$/);
    const [wreck] = unit(state, 'b-tanks').wrecks ?? [];
    assert.ok(wreck !== undefined);
    // Its west face at 23 - 0.9816 d must stay 1" from the rifles' east face at 20.5: d = 1.52 to the step.
    const moved = Math.hypot(wreck.x - 24, wreck.y - 20);
    assert.ok(Math.abs(moved - 1.52) < 1e-9, `moved ${moved}`);
  });

  it('glossary: Spectacular Demise (X): Shockwave — each unit within 6", friend or foe, takes a Suppression Test, once the losses are taken', () => {
    const state = lastTank(Face.glancingStrike);
    assert.deepEqual(kinds(destroyLast(state)), ['spectacularDemise', 'wrecked', 'annihilated']);
    assert.deepEqual(
      state.demiseBlasts?.blasts.map((b) => [b.outcome, b.units]),
      [['Shockwave', ['a-tanks', 'a-rifles']]],
    );
    const tested = demiseBlastsGoOn(setup, state, false)
      .filter((e) => e.kind === 'suppressionTest')
      .map((e) => e.unit);
    assert.deepEqual(tested, ['a-tanks', 'a-rifles']);
    assert.equal(state.demiseBlasts, undefined);
  });

  it('glossary: Spectacular Demise (X): Detonation — a Neutral Ranged Attack with X dice against the one unit within 4", no order to give', () => {
    const state = lastTank(Face.miss);
    destroyLast(state);
    assert.equal(state.demiseBlasts?.blasts[0]?.orderDue, undefined);
    const blasts = demiseBlastsGoOn(setup, state, false)
      .filter((e) => e.kind === 'rangedAttack')
      .map((e) => e.text);
    assert.equal(blasts.length, 1);
    assert.match(
      blasts[0] ?? '',
      /^Tanks b-tanks's Detonation hits Tanks a-tanks \(glossary: Spectacular Demise \(X\)\): neutral, 6 dice,/,
    );
    assert.ok(unit(state, 'b-tanks').wrecks?.length === 1);
  });

  it('glossary: Spectacular Demise (X): Cataclysmic Detonation — every unit within 8", and no wreck is left; the attacks wait for their order', () => {
    const state = lastTank(Face.blank);
    const events = destroyLast(state);
    assert.deepEqual(unit(state, 'b-tanks').wrecks ?? [], []);
    assert.ok(kinds(events).includes('removedFromPlay'));
    assert.deepEqual(state.demiseBlasts?.blasts[0]?.units, ['a-tanks', 'a-rifles']);
    assert.equal(state.demiseBlasts?.blasts[0]?.orderDue, true);
    assert.deepEqual(demiseBlastsGoOn(setup, state, false), []);
  });

  it('glossary: Spectacular Demise (X): only for the last model, and only for a unit holding the rule', () => {
    const state = lastTank(Face.blank);
    const tanks = unit(state, 'a-tanks');
    assert.ok(
      !kinds(destroyModels(setup, state, tanks, 1, undefined)).includes('spectacularDemise'),
    );
    assert.ok(
      !kinds(destroyModels(setup, state, tanks, 1, undefined)).includes('spectacularDemise'),
    );
    const two = opened(setup);
    assert.ok(
      !kinds(destroyModels(setup, two, unit(two, 'b-tanks'), 1, undefined)).includes(
        'spectacularDemise',
      ),
    );
  });

  it("glossary: Spectacular Demise (X): the exact odds of a Detonation's attack agree with the engine's seeded dice", () => {
    const state = lastTank(Face.miss);
    const attack = detonationAttack(setup, 'b-tanks', unit(state, 'a-rifles'), 6);
    const prepared = prepareAttack(attack, ARMOURED_CLASH_RULES);
    assert.equal(prepared.rating, 'neutral');
    const odds = attackOdds(attack, ARMOURED_CLASH_RULES);
    const samples = 20_000;
    const rng = seedRng('detonation');
    const destroyed = new Array<number>(odds.modelsDestroyed.length).fill(0);
    for (let i = 0; i < samples; i++) {
      destroyed[makeAttackRoll(rng, prepared).outcome.target.modelsDestroyed]! += 1;
    }
    const { statistic, degreesOfFreedom } = chiSquare(destroyed, odds.modelsDestroyed, samples);
    assert.ok(degreesOfFreedom >= 1);
    assert.ok(statistic < chiSquareCritical(degreesOfFreedom), `chi-square ${statistic}`);
  });
});
