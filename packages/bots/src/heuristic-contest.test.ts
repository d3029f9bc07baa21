import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type At, type GameSetup, nextDecision, playerView } from '@warroom/armoured-clash';
import { skirmishAfter, skirmishChanged } from './heuristic-fixture.js';
import { heuristicPlayer } from './heuristic-player.js';

/** Capacity (X) of each of A's Tanks: they are a Transport unit, with nothing Embarked. */
const CAPACITY = 6;
/** A Strategic Objective north-east of A's Tanks (24, 5), nearer them than a B unit. */
const NORTH_EAST: At = [36, 16];
/** Where the skirmish deploys A's Tanks' Officer. */
const TANKS_AT: At = [24, 5];
/** B's Rifles moved this far south, to (10, 20): within the range of A's Tanks, who could Aim at them. */
const CLOSER = 10;

/** The skirmish with A's Tanks an Unoccupied Transport (rulebook p.46) when `transport`, and one objective. */
function setupWith(transport: boolean): GameSetup {
  const base = skirmishChanged((unit) =>
    unit.id === 'a-tanks' && transport
      ? {
          ...unit,
          specialRules: [...unit.specialRules, { name: 'Capacity', x: CAPACITY }],
          traits: [...unit.traits, 'Transport'],
        }
      : unit,
  );
  return { ...base, objectives: [{ id: 'east', at: NORTH_EAST }] };
}

/** What the heuristic bot does in the Movement Step of A's Tanks. */
function tanksMove(setup: GameSetup) {
  const state = skirmishAfter(setup, CLOSER, [{ kind: 'activate', unit: 'a-tanks' }]);
  const decision = nextDecision(setup, state);
  if (decision === undefined) throw new RangeError('the game is over');
  return heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
}

describe('the heuristic bot and an Unoccupied Transport (rulebook p.39 Strategic Objective Markers, p.46)', () => {
  it('rulebook p.39: an enemy unit in contact with the marker denies its control: an Unoccupied Transport Advances on the nearest objective rather than Aim', () => {
    const made = tanksMove(setupWith(true));
    assert.equal(made.kind, 'advance', JSON.stringify(made));
    // Straight for the marker, as far as the Advance goes (to a hundredth).
    const end = made.kind === 'advance' ? [...made.at, made.facing] : [];
    assert.deepEqual(
      end.map((v) => Math.round(v * 100) / 100),
      [28.42, 9.05, 42.51],
    );
    const left = (at: At): number => Math.hypot(at[0] - NORTH_EAST[0], at[1] - NORTH_EAST[1]);
    const at = made.kind === 'advance' ? made.at : TANKS_AT;
    assert.ok(left(at) < left(TANKS_AT), `${left(at)}" left`);
  });

  it("rulebook p.24 Aim: the same Tanks, no Transport, Aim at B's Rifles", () => {
    assert.deepEqual(tanksMove(setupWith(false)), { kind: 'aim' });
  });
});
