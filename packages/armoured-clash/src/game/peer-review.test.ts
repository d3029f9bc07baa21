import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { checkForSuppression } from '../attack/suppression.js';
import { attackOdds } from '../odds/attack-odds.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { anAttack } from '../testing/attack-fixture.js';
import { holding, put, withChanges } from '../testing/aura-fixture.js';
import { opened } from '../testing/clash-fixture.js';
import { prepared } from '../testing/resolve-fixture.js';
import type { GameSetup } from './army.js';
import { unitDisciplineTest } from './discipline-test.js';
import { rangedAttack } from './ranged-attack.js';
import type { GameState } from './state.js';

const reviewed = withChanges({ 'a-tanks': holding({ name: 'Peer Review', x: 6 }) });

/** The A rifles (one model at (10, 10)) `gap` inches from the A tanks' model. */
function standing(setup: GameSetup, gap: number): GameState {
  const state = opened(setup);
  put(state, 'a-rifles', [[10, 10]]);
  put(state, 'a-tanks', [[10, 11.5 + gap]]);
  return state;
}

describe('glossary: Peer Review (X")', () => {
  it('a friendly unit within X" passes its Rally and Suppression Tests without a card', () => {
    for (const test of ['rallyTest', 'suppressionTest'] as const) {
      const state = standing(reviewed, 6);
      const cards = state.players.a.deck.piles.drawPile.length;
      const taken = unitDisciplineTest(reviewed, state, 'a-rifles', test);
      assert.equal(taken.passed, true);
      assert.match(taken.event.text, /without a card \(Peer Review of Tanks a-tanks\)$/);
      assert.equal(state.players.a.deck.piles.drawPile.length, cards);
    }
  });

  it('beyond X" the unit draws a card as usual', () => {
    const state = standing(reviewed, 6.1);
    const taken = unitDisciplineTest(reviewed, state, 'a-rifles', 'rallyTest');
    assert.match(taken.event.text, /takes a Rally Test at 6: card \d+/);
  });

  it("not the enemy's units, nor the unit that has it", () => {
    const state = standing(reviewed, 6);
    put(state, 'b-rifles', [[13, 10]]);
    assert.match(
      unitDisciplineTest(reviewed, state, 'b-rifles', 'rallyTest').event.text,
      /takes a Rally Test/,
    );
    assert.match(
      unitDisciplineTest(reviewed, state, 'a-tanks', 'rallyTest').event.text,
      /takes a Rally Test/,
    );
  });

  it('in a game: the target of a Ranged Attack passes the Suppression Test it calls for', () => {
    const setup = withChanges({ 'b-rifles': holding({ name: 'Peer Review', x: 6 }) });
    let tested = 0;
    for (let seed = 1; seed < 30; seed++) {
      const state = opened(setup);
      // The B rifles 2" beside the B tanks' Officer.
      const officer = state.units['b-tanks']?.models[0];
      if (officer === undefined) throw new RangeError('b-tanks');
      put(state, 'b-rifles', [[officer.x - 4, officer.y]]);
      state.rng = seedRng(seed);
      const deck = state.players.b.deck.piles.drawPile.length;
      const attacker = state.units['a-tanks'];
      if (attacker === undefined) throw new RangeError('a-tanks');
      const test = rangedAttack(setup, state, attacker, 'b-tanks', false).find(
        (e) => e.kind === 'suppressionTest',
      );
      if (test === undefined) continue;
      tested++;
      assert.match(test.text, /passes its Suppression Test without a card/);
      assert.equal(state.players.b.deck.piles.drawPile.length, deck);
    }
    assert.ok(tested > 0);
  });

  it("exactly: the target's standing passes the test, which is taken whenever a model is lost", () => {
    const target = { models: 4 };
    const lostOne = { damageSuffered: 1, modelsDestroyed: 1, models: 3, damage: 0 };
    const morale = { discipline: 1, suppressed: true, breakLimit: 3, passesAutomatically: true };
    assert.deepEqual(checkForSuppression(prepared({ target }), lostOne, morale), {
      required: true,
      discipline: 1,
      passesAutomatically: true,
    });
    const deck = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3];
    const attack = anAttack({ weapon: { dice: 6 }, target });
    const odds = attackOdds(attack, ARMOURED_CLASH_RULES, { suppression: { morale, deck } });
    const lostSome = 1 - (odds.modelsDestroyed[0] ?? 0) - (odds.modelsDestroyed[4] ?? 0);
    assert.ok(Math.abs((odds.suppression?.tested ?? 0) - lostSome) < 1e-12);
    assert.equal(odds.suppression?.failed, 0);
  });
});

describe('glossary: Peer Review (X") and other Discipline Tests', () => {
  it('a Discipline Test that is neither a Suppression nor a Rally Test draws a card', () => {
    const state = standing(reviewed, 6);
    const taken = unitDisciplineTest(reviewed, state, 'a-rifles', 'disciplineTest');
    assert.match(taken.event.text, /takes a Discipline Test at 6: card \d+/);
  });
});
