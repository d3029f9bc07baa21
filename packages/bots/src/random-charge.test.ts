import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ChoiceConstraint,
  type GameState,
  applyChoice,
  nextDecision,
  playerView,
} from '@warroom/armoured-clash';
import { skirmish } from '@warroom/armoured-clash/testing';
import { seedRng } from '@warroom/engine';
import { skirmishAfter } from './heuristic-fixture.js';
import { tryCharge } from './random-charge.js';
import { leaning, towardsNearestEnemy } from './random-heading.js';
import { randomPlayer } from './random-player.js';

/** B's Rifles moved this far south: their rank stands 5" from A's, within the Charge's reach. */
const FACE_TO_FACE = 18;

/** Seeds the random bot is tried with. */
const SEEDS = 12;

/** A's Rifles' Movement Step, B's Rifles moved `closer` inches towards them, and its Charge constraint. */
function chargeOfARifles(closer: number): {
  state: GameState;
  charge: Extract<ChoiceConstraint, { kind: 'charge' }>;
} {
  const setup = skirmish();
  const state = skirmishAfter(setup, closer, [{ kind: 'activate', unit: 'a-rifles' }]);
  const charge = nextDecision(setup, state)?.constraints?.find((c) => c.kind === 'charge');
  assert.ok(charge?.kind === 'charge');
  return { state, charge };
}

describe('the random bot charges what it can reach', () => {
  it('rulebook p.24 Charge: with B\'s Rifles 5" away, every seed makes a Charge at them the engine accepts', () => {
    const setup = skirmish();
    const { state, charge } = chargeOfARifles(FACE_TO_FACE);
    const view = playerView(state, 'a');
    const spots = new Set<string>();
    for (let seed = 0; seed < SEEDS; seed++) {
      const made = tryCharge(setup, view, seedRng(seed), charge);
      assert.ok(made?.kind === 'charge', `seed ${seed}`);
      assert.equal(made.target, 'b-rifles');
      const after = applyChoice(setup, state, made).state;
      assert.equal(after.activation?.charge?.target, 'b-rifles');
      spots.add(made.at.map((v) => v.toFixed(2)).join(','));
    }
    // Each seed aims at one of B's Rifles' models (the Officer in contact with it, facing it).
    assert.equal(spots.size, 6);
  });

  it("rulebook p.24 Charge: with B's Rifles 23\" away and B's Tanks farther, beyond the Charge's Movement Limit, no Charge is tried", () => {
    const setup = skirmish();
    const { state, charge } = chargeOfARifles(0);
    assert.deepEqual(charge.targets, ['b-rifles', 'b-tanks']);
    for (let seed = 0; seed < SEEDS; seed++)
      assert.equal(tryCharge(setup, playerView(state, 'a'), seedRng(seed), charge), undefined);
  });

  it("rulebook p.24 Charge: with every enemy beyond the Charge's reach, its targets (Line of Sight to each) are never listed", () => {
    const setup = skirmish();
    const { state, charge } = chargeOfARifles(0);
    let listed = 0;
    const counted = {
      ...charge,
      get targets() {
        listed++;
        return charge.targets;
      },
    };
    for (let seed = 0; seed < SEEDS; seed++)
      assert.equal(tryCharge(setup, playerView(state, 'a'), seedRng(seed), counted), undefined);
    assert.equal(listed, 0);
    // 5" away, B's Rifles are in reach: the targets are read.
    const near = chargeOfARifles(FACE_TO_FACE);
    const read = {
      ...near.charge,
      get targets() {
        listed++;
        return near.charge.targets;
      },
    };
    assert.ok(tryCharge(setup, playerView(near.state, 'a'), seedRng(0), read) !== undefined);
    assert.equal(listed, 1);
  });

  it('rulebook p.24 Charge: with no target in reach, a random bot that draws a constraint moves instead', () => {
    const setup = skirmish();
    const { state } = chargeOfARifles(0);
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    const kinds = new Set<string>();
    for (let seed = 0; seed < SEEDS; seed++)
      kinds.add(randomPlayer(seed).choose(setup, playerView(state, 'a'), decision).kind);
    assert.ok(!kinds.has('charge'));
    assert.ok(kinds.has('advance') || kinds.has('doubleTime'), [...kinds].join(', '));
  });
});

describe("the random bot's moves lean towards the enemy", () => {
  it("heads for the nearest enemy model: B's Rifles, due north of A's", () => {
    const { state } = chargeOfARifles(FACE_TO_FACE);
    const heading = towardsNearestEnemy(playerView(state, 'a'), 'a-rifles');
    assert.ok(heading !== undefined);
    assert.equal(heading.x.toFixed(3), '0.000');
    assert.equal(heading.y.toFixed(3), '1.000');
  });

  it('a leaning offset keeps its length and swings at most an eighth of a turn from the heading', () => {
    const heading = { x: 0, y: 1 };
    const offset = [3, -4] as const;
    let leant = 0;
    for (let seed = 0; seed < SEEDS; seed++) {
      const [dx, dy] = leaning(seedRng(seed), heading, offset);
      assert.equal(Math.hypot(dx, dy).toFixed(6), '5.000000');
      if (dx === offset[0] && dy === offset[1]) continue;
      leant++;
      assert.ok(dy >= Math.abs(dx) - 1e-9, `(${dx}, ${dy})`);
    }
    assert.ok(leant > 0 && leant < SEEDS, `${leant} of ${SEEDS} leant`);
  });
});
