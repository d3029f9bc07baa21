import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../../game/army.js';
import { applyChoice } from '../../game/apply-choice.js';
import { chargeTargets } from '../../game/charge-targets.js';
import { nextDecision } from '../../game/next-decision.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import { CHARGE, aMoving } from '../../testing/movement-fixture.js';

/** The Close Quarters Combat of A-rifles charging B-rifles, with the generator seeded `seed`. */
function fight(setup: GameSetup, seed: number) {
  const charged = applyChoice(setup, aMoving(setup, seed), CHARGE).state;
  return applyChoice(setup, charged, { kind: 'closeQuartersAttack' });
}

const staticA = skirmishWith({ 'a-rifles': { rules: [{ name: 'Static' }] } });
/** Both at Defence 3, Damage Limit 3, so that a fight is won or lost rather than a massacre. */
const tough = { defence: 3, damageLimit: 3 };
const staticB = skirmishWith({
  'a-rifles': { profile: tough },
  'b-rifles': { rules: [{ name: 'Static' }], profile: tough },
});
const plainB = skirmishWith({ 'a-rifles': { profile: tough }, 'b-rifles': { profile: tough } });

/** rulebook p.29: seed 1 gives a Combat that A-rifles win and B-rifles lose without being Annihilated. */
const B_LOSES = 1;

describe('glossary: Static', () => {
  it('glossary: Static: the unit cannot make Charge manoeuvres: no targets, no charge offered, a Charge refused', () => {
    const state = aMoving(staticA);
    assert.deepEqual(chargeTargets(staticA, state, 'a-rifles'), []);
    const kinds = nextDecision(staticA, state)?.constraints?.map((c) => c.kind);
    assert.deepEqual(kinds, ['advance', 'doubleTime']);
    assert.throws(() => applyChoice(staticA, state, CHARGE), {
      rule: 'glossary: Static',
      message: 'Rifles a-rifles cannot make a Charge manoeuvre',
    });
  });

  it('without Static the same unit may Charge (the situation above is a legal Charge)', () => {
    const plain = skirmishWith({});
    assert.deepEqual(chargeTargets(plain, aMoving(plain), 'a-rifles'), ['b-rifles', 'b-tanks']);
  });

  it('glossary: Static: a unit that loses a Close Quarters Combat is immediately Annihilated, not Withdrawing nor testing', () => {
    const usual = fight(plainB, B_LOSES);
    assert.ok(usual.events.some((e) => e.kind === 'closeQuartersWin' && e.unit === 'a-rifles'));
    assert.equal(usual.state.units['b-rifles']?.annihilated, false);

    const { state, events } = fight(staticB, B_LOSES);
    const after = events.slice(events.findIndex((e) => e.kind === 'closeQuartersWin'));
    assert.deepEqual(
      after.map((e) => e.kind),
      ['closeQuartersWin', 'annihilatedByLosing', 'annihilated'],
    );
    assert.equal(
      after[1]?.text,
      'Rifles b-rifles lost the Close Quarters Combat and is Annihilated (glossary: Static)',
    );
    assert.equal(state.units['b-rifles']?.annihilated, true);
    assert.equal(state.players.a.vp, 2);
  });
});
