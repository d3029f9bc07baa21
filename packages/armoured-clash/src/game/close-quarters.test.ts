import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import { faceToFace as meleeFaceToFace } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import { chargeTargets } from './charge-targets.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

const setup = skirmish();

/** A-rifles 5" from B-rifles, both facing each other, A to activate. */
const faceToFace = (): GameState => meleeFaceToFace(setup);

describe('rulebook p.24 Charge', () => {
  it('a unit with a Melee attack may Charge an enemy its Officer can see', () => {
    assert.deepEqual(chargeTargets(setup, faceToFace(), 'a-rifles').sort(), [
      'b-rifles',
      'b-tanks',
    ]);
  });

  it('the Officer must end in contact with the target (rulebook p.25: over open ground, not Impeded); the Close Quarters Attack must follow', () => {
    let state = applyChoice(setup, faceToFace(), { kind: 'activate', unit: 'a-rifles' }).state;
    const short = applyChoice.bind(null, setup, state, {
      kind: 'charge',
      target: 'b-rifles',
      at: [10, 8],
      facing: 90,
    });
    assert.throws(short, /in contact with the target/);
    // B's rank stands at y = 12 (bases 1" deep): an Officer at y = 11 touches it.
    state = applyChoice(setup, state, {
      kind: 'charge',
      target: 'b-rifles',
      at: [10, 11],
      facing: 90,
    }).state;
    assert.deepEqual(state.activation?.charge, {
      target: 'b-rifles',
      outflanked: false,
      impeded: false,
    });
    assert.deepEqual(nextDecision(setup, state)?.options, [{ kind: 'closeQuartersAttack' }]);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'takeCover' }),
      /must make a Close Quarters Attack/,
    );
  });
});

describe('rulebook p.28 Close Quarters Attacks, rulebook p.29 Resolving, Withdrawing and Stalemate', () => {
  it('both sides strike, the loser Withdraws 3" (or the attacker, on a Stalemate), and the activation ends', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      let state = faceToFace();
      state.rng = { a: seed, b: 2, c: 3, d: 4 };
      state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
      state = applyChoice(setup, state, {
        kind: 'charge',
        target: 'b-rifles',
        at: [10, 11],
        facing: 90,
      }).state;
      const before = {
        a: state.units['a-rifles']?.models.length ?? 0,
        b: state.units['b-rifles']?.models.length ?? 0,
      };
      const { state: after, events } = applyChoice(setup, state, { kind: 'closeQuartersAttack' });
      const kinds = events.map((e) => e.kind);
      const targetWiped = after.units['b-rifles']?.annihilated === true;
      assert.equal(
        kinds.filter((k) => k === 'closeQuartersAttack').length,
        targetWiped ? 1 : 2,
        'the Rifles retaliate with their Melee attack unless the first strike Annihilated them',
      );
      if (
        after.units['a-rifles']?.annihilated !== true &&
        after.units['b-rifles']?.annihilated !== true
      ) {
        assert.ok(kinds.includes('withdraw'));
        const lostA = before.a - (after.units['a-rifles']?.models.length ?? 0);
        const lostB = before.b - (after.units['b-rifles']?.models.length ?? 0);
        if (kinds.includes('stalemate')) assert.ok(!kinds.includes('suppressionTest'));
        assert.ok(lostA >= 0 && lostB >= 0);
      }
      assert.equal(after.activation, undefined);
    }
  });
});

describe('rulebook p.30 On Lookout and Taking Cover: lost on entering contact with an enemy unit', () => {
  it('the target of a Charge loses both when the charging unit reaches it', () => {
    let state = faceToFace();
    state.units['b-rifles']!.statuses.push('onLookout', 'takingCover');
    state = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
    // B's Rifles are On Lookout: B passes the first Reaction Step.
    if (state.activation?.reaction !== undefined)
      state = applyChoice(setup, state, { kind: 'noReaction' }).state;
    state = applyChoice(setup, state, {
      kind: 'charge',
      target: 'b-rifles',
      at: [10, 11],
      facing: 90,
    }).state;
    const statuses = state.units['b-rifles']!.statuses;
    assert.ok(!statuses.includes('onLookout') && !statuses.includes('takingCover'));
  });
});
