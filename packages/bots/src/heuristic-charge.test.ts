import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ArmyUnit, nextDecision, playerView } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { chargeTo, chargeValue } from './heuristic-close-quarters.js';
import { skirmishAfter, skirmishChanged } from './heuristic-fixture.js';
import { heuristicPlayer } from './heuristic-player.js';
import { bestAttack } from './heuristic-odds.js';

/** B's Rifles are moved this far south: their rank stands 5" from A's. */
const FACE_TO_FACE = 18;

/** A's Rifles with twice the Melee dice, B's without a Melee row (no Retaliation, rulebook p.28). */
function brawlers(unit: ArmyUnit): ArmyUnit {
  const rows = unit.armaments.rows.flatMap((r) => {
    if (r.attack !== 'melee') return [r];
    if (unit.id === 'b-rifles') return [];
    return unit.id === 'a-rifles' ? [{ ...r, dice: r.dice.map((d) => d * 2) }] : [r];
  });
  return { ...unit, armaments: { ...unit.armaments, rows } };
}

function movementChoiceOfARifles(setup: ReturnType<typeof skirmish>) {
  const state = skirmishAfter(setup, FACE_TO_FACE, [{ kind: 'activate', unit: 'a-rifles' }]);
  const decision = nextDecision(setup, state);
  assert.ok(decision !== undefined);
  return {
    state,
    choice: heuristicPlayer().choose(setup, playerView(state, 'a'), decision),
  };
}

describe('the heuristic bot charges when it pays', () => {
  it('rulebook p.24 Charge, pp.28-29 Close Quarters: against Rifles that cannot Retaliate, with twice the Melee dice, it Charges', () => {
    const setup = skirmishChanged(brawlers);
    const { state, choice } = movementChoiceOfARifles(setup);
    assert.equal(choice.kind, 'charge');
    assert.equal(choice.kind === 'charge' ? choice.target : '', 'b-rifles');
    const view = playerView(state, 'a');
    const charge = choice.kind === 'charge' ? chargeValue(setup, view, choice) : undefined;
    const shot = bestAttack(setup, view, 'a-rifles', true);
    assert.ok(
      shot !== undefined && charge !== undefined && charge > shot.value,
      `Charge ${charge}, shot ${shot?.value}`,
    );
  });

  it('rulebook pp.28-29 Close Quarters: against equal Rifles that Retaliate, the Charge does not beat an aimed shot: it Aims', () => {
    const setup = skirmish();
    const { state, choice } = movementChoiceOfARifles(setup);
    assert.deepEqual(choice, { kind: 'aim' });
    // Exact odds of the engine's plan of the combat, in expected Victory Points: the Charge less
    // the Retaliation, against the aimed shot.
    const view = playerView(state, 'a');
    const placed = chargeTo(setup, view, 'a-rifles', 'b-rifles');
    const charge = placed?.kind === 'charge' ? chargeValue(setup, view, placed) : undefined;
    const shot = bestAttack(setup, view, 'a-rifles', true);
    assert.equal(charge?.toFixed(4), '1.2731');
    assert.equal(shot?.value.toFixed(4), '1.7663');
  });
});
