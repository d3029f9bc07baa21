import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { CHARGE, aMoving } from '../testing/movement-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import { nextDecision } from './next-decision.js';

/** Impassable Terrain across the whole battlefield from y = `from` to y = `to` (or a Size 1 Blocking one: `low`). */
function wall(from: number, to: number, low = false): GameSetup['terrain'][number] {
  return {
    id: 'wall',
    name: 'Wall',
    size: low ? 1 : 3,
    features: [low ? 'blocking' : 'impassable'],
    area: {
      polygon: [
        [0, from],
        [36, from],
        [36, to],
        [0, to],
      ],
    },
  };
}

function walled(setup: GameSetup, from: number, to: number, low = false): GameSetup {
  return { ...setup, terrain: [...setup.terrain, wall(from, to, low)] };
}

/** Both at Defence 3, Damage Limit 3: with seed 1 A's Rifles win, B's Withdraw to a rank at y = 15. */
const tough = { defence: 3, damageLimit: 3 };

describe('a unit compelled to Charge is able to only along a real path (game/charge-able.ts)', () => {
  it('glossary: Run Amok: B\'s Rifles 5" away but Impassable Terrain between the ranks on every path: unable to Charge, it Activates as normal and loses one model at the end', () => {
    const setup = walled(skirmishWith({ 'a-rifles': { rules: [{ name: 'Run Amok' }] } }), 8.5, 9.5);
    const state = applyChoice(setup, faceToFace(setup), {
      kind: 'activate',
      unit: 'a-rifles',
    }).state;
    assert.deepEqual(state.activation?.compelled, { rule: 'glossary: Run Amok', able: false });
    const decision = nextDecision(setup, state);
    assert.ok((decision?.options ?? []).some((o) => o.kind === 'hold'));
    assert.doesNotThrow(() => applyChoice(setup, state, { kind: 'hold' }));
  });

  it('glossary: Run Amok: the same Rifles with no wall: able to Charge, only the Charge is offered', () => {
    const setup = skirmishWith({ 'a-rifles': { rules: [{ name: 'Run Amok' }] } });
    const state = applyChoice(setup, faceToFace(setup), {
      kind: 'activate',
      unit: 'a-rifles',
    }).state;
    assert.deepEqual(state.activation?.compelled, { rule: 'glossary: Run Amok', able: true });
    assert.deepEqual(nextDecision(setup, state)?.options, []);
  });

  it('glossary: Overrun: the loser Withdrawn 4" away behind a Size 1 Blocking wall (y 13.2 to 13.8), Impassable to the winner, cannot be Charged again: no Overrun is offered and the Activation ends', () => {
    // The loser is Stilted (1): it steps over the wall (glossary: Stilted (X)); a Withdraw never crosses Impassable Terrain (rulebook p.29, p.41).
    const setup = walled(
      skirmishWith({
        'a-rifles': { rules: [{ name: 'Overrun' }], profile: tough },
        'b-rifles': { rules: [{ name: 'Stilted', x: 1 }], profile: tough },
      }),
      13.2,
      13.8,
      true,
    );
    const charged = applyChoice(setup, aMoving(setup, 1), CHARGE).state;
    const { state } = applyChoice(setup, charged, { kind: 'closeQuartersAttack' });
    assert.deepEqual(
      state.units['b-rifles']?.models.map((m) => m.y),
      [15, 15, 15, 15, 15],
    );
    assert.equal(state.activation, undefined);
    assert.notEqual(nextDecision(setup, state)?.options[0]?.kind, 'overrun');
  });
});
