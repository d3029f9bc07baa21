import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkForSuppression } from '../../attack/suppression.js';
import { unitDisciplineTest } from '../../game/discipline-test.js';
import { refusedByRules } from '../../game/commands/refused-by-rules.js';
import { unitStep } from '../../game/unit-rules.js';
import { attackOdds } from '../../odds/attack-odds.js';
import { anAttack } from '../../testing/attack-fixture.js';
import { holding, withChanges } from '../../testing/aura-fixture.js';
import { opened } from '../../testing/clash-fixture.js';
import { prepared } from '../../testing/resolve-fixture.js';
import { ARMOURED_CLASH_RULES } from '../armoured-clash-rules.js';

const irrepressable = { models: 4, rules: [{ name: 'Irrepressable' }] };
const lostOne = { damageSuffered: 1, modelsDestroyed: 1, models: 3, damage: 0 };
const morale = { discipline: 1, suppressed: true, breakLimit: 3 };

describe('glossary: Irrepressable', () => {
  it('passes the Suppression Test an attack calls for without drawing a card', () => {
    assert.deepEqual(checkForSuppression(prepared({ target: irrepressable }), lostOne, morale), {
      required: true,
      discipline: 1,
      passesAutomatically: true,
    });
  });

  it('exactly: the test is taken whenever a model is lost, and never failed', () => {
    const attack = anAttack({ weapon: { dice: 6 }, target: irrepressable });
    const deck = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3];
    const odds = attackOdds(attack, ARMOURED_CLASH_RULES, { suppression: { morale, deck } });
    const lostSome = 1 - (odds.modelsDestroyed[0] ?? 0) - (odds.modelsDestroyed[4] ?? 0);
    assert.ok(Math.abs((odds.suppression?.tested ?? 0) - lostSome) < 1e-12);
    assert.equal(odds.suppression?.failed, 0);
  });

  it("passes the game's Rally Tests without a card", () => {
    const setup = withChanges({ 'a-rifles': holding({ name: 'Irrepressable' }) });
    const state = opened(setup);
    const cards = state.players.a.deck.piles.drawPile.length;
    const taken = unitDisciplineTest(setup, state, 'a-rifles', 'rallyTest');
    assert.equal(taken.passed, true);
    assert.equal(taken.event.text, 'Rifles a-rifles passes its Rally Test without a card');
    assert.equal(state.players.a.deck.piles.drawPile.length, cards);
  });

  it('cannot be issued Commands', () => {
    const setup = withChanges({ 'a-rifles': holding({ name: 'Irrepressable' }) });
    assert.deepEqual(refusedByRules(setup, opened(setup), 'a-rifles'), {
      rule: 'glossary: Irrepressable',
      message: 'Commands cannot be issued to Rifles a-rifles',
    });
    assert.equal(refusedByRules(setup, opened(setup), 'a-tanks'), undefined);
  });

  it('glossary: Irrepressable: forbids Commands at the game step commandsForbidden', () => {
    const setup = withChanges({ 'a-rifles': holding({ name: 'Irrepressable' }) });
    assert.equal(
      unitStep(setup, 'a-rifles', 'commandsForbidden', undefined),
      'glossary: Irrepressable',
    );
    assert.equal(unitStep(setup, 'a-tanks', 'commandsForbidden', undefined), undefined);
  });
});
