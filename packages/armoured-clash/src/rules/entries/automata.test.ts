import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkForSuppression } from '../../attack/suppression.js';
import { attackOdds } from '../../odds/attack-odds.js';
import { anAttack } from '../../testing/attack-fixture.js';
import { prepared } from '../../testing/resolve-fixture.js';
import { ARMOURED_CLASH_RULES } from '../armoured-clash-rules.js';

const automata = { models: 4, rules: [{ name: 'Automata' }] };
const lostOne = { damageSuffered: 1, modelsDestroyed: 1, models: 3, damage: 0 };
const morale = { discipline: 1, suppressed: true, breakLimit: 3 };

describe('glossary: Automata', () => {
  it('passes the Suppression Test an attack calls for without drawing a card', () => {
    assert.deepEqual(checkForSuppression(prepared({ target: automata }), lostOne, morale), {
      required: true,
      discipline: 1,
      passesAutomatically: true,
    });
  });

  it('exactly: the test is taken whenever a model is lost, and never failed', () => {
    const attack = anAttack({ weapon: { dice: 6 }, target: automata });
    const deck = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3];
    const odds = attackOdds(attack, ARMOURED_CLASH_RULES, { suppression: { morale, deck } });
    const lostSome = 1 - (odds.modelsDestroyed[0] ?? 0) - (odds.modelsDestroyed[4] ?? 0);
    assert.ok(Math.abs((odds.suppression?.tested ?? 0) - lostSome) < 1e-12);
    assert.equal(odds.suppression?.failed, 0);
  });

  it('interaction with Trap: the test Trap calls for is a Discipline Test, and passed', () => {
    const trapped = prepared({ weapon: { qualities: [{ name: 'Trap' }] }, target: automata });
    const untouched = { damageSuffered: 0, modelsDestroyed: 0, models: 4, damage: 0 };
    assert.deepEqual(checkForSuppression(trapped, untouched, morale), {
      required: true,
      discipline: 1,
      passesAutomatically: true,
    });
  });
});
