import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ChoiceConstraint,
  type GameSetup,
  type GameState,
  TURNING_TEMPLATE,
  applyChoice,
  nextDecision,
  playerView,
  ponderousLegFacings,
  ponderousProblem,
  setupInPlay,
  tableOf,
} from '@warroom/armoured-clash';
import { type Point, normaliseAngle, point, seedRng } from '@warroom/engine';
import { skirmishAfter, skirmishChanged } from './heuristic-fixture.js';
import { oneHull } from './heuristic-transport-fixture.js';
import { withinDisc } from './random-draws.js';
import { tryMove } from './random-moves.js';
import { ponderousMove } from './random-ponderous.js';

/** Seeds the random bot is tried with. */
const SEEDS = 12;
/** Samples drawn where a property must hold for each. */
const SAMPLES = 1000;
/** rulebook p.24: the skirmish Tanks' Movement Limit for an Advance (inches). */
const TANKS_SPEED = 6;
/** Where A's single Tank stands after the skirmish's opening, facing north (90 degrees). */
const HULL_X = 24;
const HULL_Y = 5;
const NORTH = 90;
/** Degrees in half a turn. */
const HALF_TURN = 180;

/** The skirmish with A's Tanks Ponderous, one hull left, Activated: its Movement Step and its Advance. */
function ponderousTankAdvance(): {
  setup: GameSetup;
  state: GameState;
  advance: Extract<ChoiceConstraint, { kind: 'advance' }>;
} {
  const setup = skirmishChanged((unit) =>
    unit.id === 'a-tanks'
      ? { ...unit, specialRules: [...unit.specialRules, { name: 'Ponderous' }] }
      : unit,
  );
  const opened = oneHull(skirmishAfter(setup, 0));
  const state = applyChoice(setup, opened, { kind: 'activate', unit: 'a-tanks' }).state;
  const advance = nextDecision(setup, state)?.constraints?.find((c) => c.kind === 'advance');
  assert.ok(advance?.kind === 'advance');
  return { setup, state, advance };
}

/** The turns (degrees, either way) the hull makes between one leg of `path` and the next. */
function turnsOf(path: readonly Point[], facing: number): number[] {
  const facings = ponderousLegFacings(path, facing);
  return facings
    .slice(1)
    .map((f, i) => (Math.abs(normaliseAngle(f - (facings[i] ?? f))) * HALF_TURN) / Math.PI);
}

describe('the random bot moves Ponderous units by the Turning Template', () => {
  it('rulebook p.16 Ponderous Movement (glossary: Ponderous): a Ponderous hull goes straight ahead or astern with its facing kept, or turns at Navigation Points; the engine accepts every move', () => {
    const { setup, state, advance } = ponderousTankAdvance();
    const view = playerView(state, 'a');
    const table = tableOf(setupInPlay(setup, view), view);
    const kinds = new Set<string>();
    for (let seed = 0; seed < SEEDS; seed++) {
      const made = tryMove(setup, view, table, seedRng(seed), advance);
      assert.ok(made?.kind === 'advance', `seed ${seed}`);
      const hull = applyChoice(setup, state, made).state.units['a-tanks']?.models[0];
      assert.ok(hull !== undefined);
      assert.deepEqual([hull.x, hull.y], made.at);
      assert.equal(((hull.facing * HALF_TURN) / Math.PI).toFixed(6), made.facing.toFixed(6));
      const first = made.via?.[0] ?? made.at;
      // Its first leg runs along its facing, north or south.
      assert.equal(first[0].toFixed(9), HULL_X.toFixed(9), `seed ${seed}`);
      if (made.via === undefined) {
        assert.equal(made.facing, NORTH);
        kinds.add(made.at[1] > HULL_Y ? 'ahead' : 'astern');
        continue;
      }
      kinds.add('turning');
      // It turns only where it has gone a whole number of Navigation Points.
      const gone = Math.abs(first[1] - HULL_Y) / TURNING_TEMPLATE.spacing;
      assert.equal(gone.toFixed(9), Math.round(gone).toFixed(9), `seed ${seed}`);
    }
    assert.deepEqual([...kinds].sort(), ['ahead', 'astern', 'turning']);
  });

  it('rulebook p.16 Ponderous Movement: seeded, exactly: seed 1 goes 0.49" ahead facing north; seed 2 backs 0.19" astern; seed 3 turns 21.6 degrees after 1"', () => {
    const { setup, state, advance } = ponderousTankAdvance();
    const view = playerView(state, 'a');
    const table = tableOf(setupInPlay(setup, view), view);
    const made = (seed: number): unknown => tryMove(setup, view, table, seedRng(seed), advance);
    assert.deepEqual(made(1), { kind: 'advance', at: [24, 5.49], facing: 90 });
    assert.deepEqual(made(2), { kind: 'advance', at: [24, 4.81], facing: 90 });
    const turned = tryMove(setup, view, table, seedRng(3), advance);
    assert.ok(turned?.kind === 'advance');
    assert.deepEqual(turned.via, [[24, 6]]);
    assert.equal(turned.facing.toFixed(6), '111.600000');
    assert.deepEqual(
      turned.at.map((v) => v.toFixed(6)),
      ['23.944781', '6.139466'],
    );
  });

  it('rulebook p.16 Ponderous Movement: every sampled path follows the Turning Template, within the limit, ending facing along its last leg', () => {
    const rng = seedRng('ponderous');
    const facing = Math.PI / 2;
    const enemy = { x: Math.SQRT1_2, y: -Math.SQRT1_2 };
    for (let i = 0; i < SAMPLES; i++) {
      const move = ponderousMove(
        rng,
        [HULL_X, HULL_Y],
        facing,
        TANKS_SPEED,
        i % 2 === 0 ? enemy : undefined,
      );
      const path = [[HULL_X, HULL_Y], ...(move.via ?? []), move.at].map(([x, y]) => point(x, y));
      assert.equal(ponderousProblem(path, facing), undefined, JSON.stringify(move));
      const length = path.slice(1).reduce((sum, p, k) => {
        const from = path[k] ?? p;
        return sum + Math.hypot(p.x - from.x, p.y - from.y);
      }, 0);
      assert.ok(length <= TANKS_SPEED + 1e-9, `${length}`);
      const ends = ponderousLegFacings(path, facing).at(-1) ?? facing;
      assert.ok(Math.abs(normaliseAngle((move.facing * Math.PI) / HALF_TURN - ends)) < 1e-9);
      for (const turn of turnsOf(path, facing))
        assert.ok(turn <= (TURNING_TEMPLATE.largestTurn * HALF_TURN) / Math.PI + 1e-9);
    }
  });
});

describe("the random bot's moves are drawn within the Movement Limit", () => {
  it('rulebook p.24 Advance: an end drawn within the disc of the limit never lies beyond it, and spreads evenly over it', () => {
    const rng = seedRng('disc');
    let inner = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const [dx, dy] = withinDisc(rng, TANKS_SPEED);
      const apart = Math.hypot(dx, dy);
      assert.ok(apart <= TANKS_SPEED, `${apart}`);
      if (apart <= TANKS_SPEED / 2) inner++;
    }
    // The inner half of the radius holds a quarter of the disc's area: 253 of the seeded 1000.
    assert.equal(inner, 253);
  });
});
