import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { makeAttackRoll } from '../attack/attack-roll.js';
import { prepareAttack } from '../attack/prepare.js';
import { attackOdds } from '../odds/attack-odds.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { rifles } from '../testing/game-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { chiSquare, chiSquareCritical } from '../testing/statistics.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { GameEvent } from './events.js';
import { setupRuleProblems } from './setup-rules.js';
import { sponsonsAttack } from './sponsons.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

const SPONSONS = 'glossary: Sponsons (X)';
const RIFLE_GRID = rifles('grid').armaments;
/** B-rifles without a Melee row make no Retaliation: only the Sponsons strike back. */
const NO_MELEE = { ...RIFLE_GRID, rows: RIFLE_GRID.rows.filter((row) => row.attack !== 'melee') };

function withSponsons(x: number): GameSetup {
  return skirmishWith({
    'b-rifles': { rules: [{ name: 'Sponsons', x }], profile: { armaments: NO_MELEE, defence: 2 } },
  });
}

/** A-rifles Charge B-rifles into contact (faceToFace), the generator seeded `seed`. */
function charge(setup: GameSetup, seed: number): { state: GameState; events: GameEvent[] } {
  let state = faceToFace(setup);
  state.rng = seedRng(seed);
  state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(setup, state, { kind: 'noReaction' }).state;
  return applyChoice(setup, state, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 11],
    facing: 90,
  });
}

function texts(events: readonly GameEvent[], kind: string): string[] {
  return events.filter((e) => e.kind === kind).map((e) => e.text);
}

describe(SPONSONS, () => {
  it('glossary: Sponsons (X): a unit holding it is known, not reported when the data loads', () => {
    assert.deepEqual(setupRuleProblems(withSponsons(2)), []);
  });

  it('glossary: Sponsons (X): an enemy ending its Charge in contact takes a Weakened Attack Roll of X dice, and no Suppression Test', () => {
    const { state, events } = charge(withSponsons(2), 5);
    assert.deepEqual(texts(events, 'sponsons'), [
      `Rifles b-rifles fires its Sponsons at Rifles a-rifles (${SPONSONS}): weakened, 2 dice, 2 hits, 2 damage, 2 destroyed`,
    ]);
    assert.equal(state.units['a-rifles']?.models.length, 4);
    assert.deepEqual(texts(events, 'suppressionTest'), []);
    assert.equal(state.activation?.step, 'attack');
  });

  it('glossary: Sponsons (X): the models it Destroys do not count in deciding who wins the Close Quarters Combat', () => {
    const setup = withSponsons(2);
    // Seed 6: the Sponsons Destroy 2 of A-rifles, A-rifles then Destroy 1 of B-rifles: A wins.
    const won = charge(setup, 6);
    assert.match(texts(won.events, 'sponsons')[0] ?? '', /, 2 destroyed$/);
    const fought = applyChoice(setup, won.state, { kind: 'closeQuartersAttack' }).events;
    assert.match(texts(fought, 'closeQuartersAttack')[0] ?? '', /, 1 destroyed$/);
    assert.deepEqual(texts(fought, 'closeQuartersWin'), [
      'Rifles a-rifles wins the Close Quarters Combat',
    ]);
    // Seed 11: the Sponsons Destroy 4, the Close Quarters Attack none: a Stalemate, not B's win.
    const held = charge(setup, 11);
    assert.match(texts(held.events, 'sponsons')[0] ?? '', /, 4 destroyed$/);
    const drawn = applyChoice(setup, held.state, { kind: 'closeQuartersAttack' }).events;
    assert.deepEqual(texts(drawn, 'stalemate'), ['The Close Quarters Combat is a Stalemate']);
  });

  it('glossary: Sponsons (X): a charging unit Annihilated by it makes no Close Quarters Attack; its Activation ends', () => {
    const { state, events } = charge(withSponsons(20), 1);
    assert.equal(state.units['a-rifles']?.annihilated, true);
    assert.equal(state.activation, undefined);
    assert.deepEqual(texts(events, 'closeQuartersAttack'), []);
  });

  it('glossary: Sponsons (X): a unit not in contact at the end of the Charge does not fire', () => {
    const setup = skirmishWith({ 'b-tanks': { rules: [{ name: 'Sponsons', x: 4 }] } });
    assert.deepEqual(texts(charge(setup, 5).events, 'sponsons'), []);
  });

  it("glossary: Sponsons (X): the exact odds of its Attack Roll agree with the engine's seeded dice", () => {
    const setup = withSponsons(3);
    const state = faceToFace(setup);
    const [holder, charger] = [state.units['b-rifles'], state.units['a-rifles']];
    assert.ok(holder !== undefined && charger !== undefined);
    const attack = sponsonsAttack(setup, tableOf(setup, state), holder, charger, 3);
    const prepared = prepareAttack(attack, ARMOURED_CLASH_RULES);
    assert.equal(prepared.rating, 'weakened');
    assert.equal(prepared.plan.dice, 3);
    const odds = attackOdds(attack, ARMOURED_CLASH_RULES);
    const samples = 20_000;
    const rng = seedRng('sponsons');
    const destroyed = new Array<number>(odds.modelsDestroyed.length).fill(0);
    for (let i = 0; i < samples; i++) {
      const { outcome } = makeAttackRoll(rng, prepared);
      destroyed[outcome.target.modelsDestroyed]! += 1;
    }
    const { statistic, degreesOfFreedom } = chiSquare(destroyed, odds.modelsDestroyed, samples);
    assert.ok(degreesOfFreedom >= 1);
    assert.ok(statistic < chiSquareCritical(degreesOfFreedom), `chi-square ${statistic}`);
  });
});
