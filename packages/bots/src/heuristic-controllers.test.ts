import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type GameSetup, nextDecision, playerView } from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { skirmishAfter } from './heuristic-fixture.js';
import { goal } from './heuristic-moves.js';
import { heuristicPlayer } from './heuristic-player.js';
import { officerAt } from './heuristic-odds.js';

/** B's Rifles moved this far south: their Officer at (10, 22), 16" from A's Rifles at (10, 6), 22" from A's Tanks at (24, 5). */
const CLOSER = 8;

/** The skirmish with one Strategic Objective Marker at (2, 34): 29" from A's Rifles, 36" from A's Tanks. */
function withObjective(): GameSetup {
  return { ...skirmish(), objectives: [{ id: 'west', at: [2, 34] }] };
}

describe('the heuristic bot sends the units that control objectives to them', () => {
  it('rulebook p.39 Strategic Objective Markers: A\'s Rifles (Infantry) head for the marker 29" away rather than for B\'s Rifles 16" away', () => {
    const setup = withObjective();
    const view = playerView(skirmishAfter(setup, CLOSER), 'a');
    const from = officerAt(view.units, 'a-rifles');
    assert.ok(from !== undefined);
    assert.deepEqual(goal(setup, view, 'a-rifles', from)?.at, [2, 34]);
  });

  it('rulebook p.39: A\'s Tanks (Armour, which control no objective) head for the nearest enemy or objective: B\'s Rifles 22" away, not the marker 36" away', () => {
    const setup = withObjective();
    const view = playerView(skirmishAfter(setup, CLOSER), 'a');
    const tanks = officerAt(view.units, 'a-tanks');
    const rifles = officerAt(view.units, 'b-rifles');
    assert.ok(tanks !== undefined && rifles !== undefined);
    assert.deepEqual(goal(setup, view, 'a-tanks', tanks)?.at, rifles);
  });

  it("rulebook p.24 Movement Step: Activated, A's Rifles Advance towards the marker (north-west), not straight north towards B's Rifles", () => {
    const setup = withObjective();
    const state = skirmishAfter(setup, CLOSER, [{ kind: 'activate', unit: 'a-rifles' }]);
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    const choice = heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
    assert.equal(choice.kind, 'advance');
    if (choice.kind !== 'advance') return;
    const from = officerAt(state.units, 'a-rifles');
    assert.ok(from !== undefined);
    // Towards (2, 34) from (10, 6): 8" west for every 28" north.
    const slope = (from[0] - choice.at[0]) / (choice.at[1] - from[1]);
    assert.ok(Math.abs(slope - 8 / 28) < 0.05, `it moved to ${choice.at.join(', ')}`);
  });
});
