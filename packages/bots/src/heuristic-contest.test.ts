import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type At,
  type GameSetup,
  type GameState,
  controllerOfMarker,
  nextDecision,
  playerView,
  tableOf,
} from '@warroom/armoured-clash';
import { withHouse } from '@warroom/armoured-clash/testing';
import { skirmishAfter, skirmishChanged } from './heuristic-fixture.js';
import { markersToDeny } from './heuristic-contest.js';
import { heuristicPlayer } from './heuristic-player.js';

/** Capacity (X) of each of A's Tanks: they are a Transport unit, with nothing Embarked. */
const CAPACITY = 6;
/** A Strategic Objective north-east of A's Tanks (24, 5), nearer them than a B unit. */
const NORTH_EAST: At = [36, 16];
/** Where the skirmish deploys A's Tanks' Officer. */
const TANKS_AT: At = [24, 5];
/** B's Rifles moved this far south, to (10, 20): within the range of A's Tanks, who could Aim at them. */
const CLOSER = 10;

/** The skirmish with A's Tanks an Unoccupied Transport (rulebook p.46) when `transport` (B's too when `both`), and one objective. */
function setupWith(transport: boolean, both = false): GameSetup {
  const base = skirmishChanged((unit) =>
    (unit.id === 'a-tanks' || (both && unit.id === 'b-tanks')) && transport
      ? {
          ...unit,
          specialRules: [...unit.specialRules, { name: 'Capacity', x: CAPACITY }],
          traits: [...unit.traits, 'Transport'],
        }
      : unit,
  );
  return { ...base, objectives: [{ id: 'east', at: NORTH_EAST }] };
}

/** An Infantry Officer in contact with a marker stands this far (inches) from its centre: within the marker's 0.98" radius and half its 1" base (1.48"). */
const IN_CONTACT = 1.45;
/** A Strategic Objective west of B's Rifles (10, 20 once moved CLOSER). */
const BY_B_RIFLES: At = [10 - IN_CONTACT, 20];

/** Inches north of a marker that a Tanks' Officer stands, in contact with it (its 0.98" radius and half the Tanks' depth). */
const BESIDE = 2.4;
/** The centre of the 3" by 3" Defensible House of withHouse: its marker. */
const HOUSE: At = [10, 10];

/** A's Rifles stand this far south of the marker: out of contact, yet nearer it than B's Rifles. */
const ON_THEIR_WAY = 5;

/** A's second marker, in contact with B's Tanks (24, 31) on its north side: held by them when they count as Infantry. */
const NORTH: At = [24, 31 - BESIDE];
/** A free marker B's Rifles, where the skirmish deploys them (10, 30), reach in one Double Time (8"), nearer A's Tanks than NORTH. */
const WITHIN_DOUBLE_TIME: At = [14, 23];
/** A free marker B's Rifles stand nearer than A's, beyond one Double Time (12.8" off), nearer A's Tanks than NORTH. */
const BEYOND_DOUBLE_TIME: At = [20, 22];
/** A free marker B's Rifles (10, 20 once moved CLOSER) reach in one Double Time, nearer A's Tanks than BY_B_RIFLES. */
const BESIDE_B_RIFLES: At = [14, 14];

/** setupWith(true) with B's Tanks counted as Infantry (a second unit of B's that controls markers), and the markers `at`. */
function twoHolders(at: Readonly<Record<string, At>>): GameSetup {
  const base = setupWith(true);
  const units = base.generals.b.units.map((u) =>
    u.id === 'b-tanks' ? { ...u, type: 'infantry' as const } : u,
  );
  return {
    ...base,
    generals: { ...base.generals, b: { ...base.generals.b, units } },
    objectives: Object.entries(at).map(([id, marker]) => ({ id, at: marker })),
  };
}

/** rulebook p.41 Dense Terrain: a copse 5" across behind A's Tanks' east flank, where they could hide from B's Tanks. */
const COPSE_BEHIND: GameSetup['terrain'][number] = {
  id: 'copse',
  name: 'Copse',
  size: 3,
  features: ['dense'],
  area: { circle: { centre: [28, 3], radius: 2.5 } },
};
/** Where B's Tanks are moved: within range of A's Tanks, a threat to them. */
const B_TANKS_NEAR: At = [24, 22];

/** A marker A's Rifles are moved to hold, and a free one beside them that B's Rifles (10, 20) reach in one Double Time, A's standing nearer. */
const HELD_BY_A: At = [10, 13];
const BESIDE_A_RIFLES: At = [12, 14];
/** A free marker B's Rifles, where the skirmish deploys them (10, 30), reach in one Double Time. */
const BY_B_ZONE: At = [10, 23];

/** Moves the unit's models so that its Officer stands `south` inches south of `marker` (IN_CONTACT: touching it). */
function touching(state: GameState, unit: string, marker: At, south = IN_CONTACT): GameState {
  const moved = state.units[unit];
  const officer = moved?.models.find((m) => m.id === moved.officer);
  if (moved === undefined || officer === undefined) throw new RangeError(`no ${unit}`);
  const [dx, dy] = [marker[0] - officer.x, marker[1] - south - officer.y];
  moved.models = moved.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
  return state;
}

/** rulebook p.39: who controls the marker `id` once `change` is made, as the engine scores it. */
function heldBy(setup: GameSetup, change: (state: GameState) => GameState, id: string) {
  const state = change(skirmishAfter(setup, CLOSER));
  const marker = setup.objectives?.find((o) => o.id === id);
  if (marker === undefined) throw new RangeError(`no marker ${id}`);
  return controllerOfMarker(tableOf(setup, state), marker);
}

/** What the heuristic bot does in the Movement Step of A's Tanks, the state first changed by `change`. */
function tanksMove(setup: GameSetup, change: (state: GameState) => GameState = (s) => s) {
  const state = change(skirmishAfter(setup, CLOSER, [{ kind: 'activate', unit: 'a-tanks' }]));
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

  it("rulebook p.39 Controlling Objectives: A's Rifles hold the marker, so the Unoccupied Transport, which would add nothing there, Aims at B's Rifles", () => {
    const setup = setupWith(true);
    const change = (state: GameState) => touching(state, 'a-rifles', NORTH_EAST);
    assert.equal(heldBy(setup, change, 'east'), 'a');
    assert.deepEqual(tanksMove(setup, change), { kind: 'aim' });
  });

  it('rulebook p.39 Controlling Objectives: the Unoccupied Transport makes for the marker B holds rather than the nearer one neither side holds', () => {
    const base = setupWith(true);
    const setup = {
      ...base,
      objectives: [...(base.objectives ?? []), { id: 'west', at: BY_B_RIFLES }],
    };
    const change = (state: GameState) => touching(state, 'b-rifles', BY_B_RIFLES);
    assert.deepEqual(
      [heldBy(setup, change, 'west'), heldBy(setup, change, 'east')],
      ['b', undefined],
    );
    const made = tanksMove(setup, change);
    assert.equal(made.kind, 'advance', JSON.stringify(made));
    const end = made.kind === 'advance' ? [...made.at, made.facing] : [];
    assert.deepEqual(
      end.map((v) => Math.round(v * 100) / 100),
      [19.7, 9.18, 90],
    );
    // Nearer the marker B holds, further from the one neither holds (16.3" from the Tanks at the start).
    const from = (at: At, to: At): string => Math.hypot(at[0] - to[0], at[1] - to[1]).toFixed(1);
    const at = made.kind === 'advance' ? made.at : TANKS_AT;
    assert.deepEqual(
      [from(TANKS_AT, BY_B_RIFLES), from(at, BY_B_RIFLES), from(at, NORTH_EAST)],
      ['21.5', '15.5', '17.7'],
    );
  });

  it("rulebook p.39 Controlling Objectives: A's Rifles will reach the marker before B's, so the Unoccupied Transport leaves it to them and Aims", () => {
    const setup = setupWith(true);
    const change = (state: GameState) => touching(state, 'a-rifles', NORTH_EAST, ON_THEIR_WAY);
    assert.equal(heldBy(setup, change, 'east'), undefined);
    assert.deepEqual(tanksMove(setup, change), { kind: 'aim' });
  });

  it("rulebook pp.46-47, p.39: B's Rifles Embarked in B's Transport by the marker may Disembark and take it: the Unoccupied Transport makes for it, as when they stand there", () => {
    const setup = setupWith(true, true);
    const denied = (embarked: boolean): string[] => {
      const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-tanks' }]);
      touching(state, 'b-tanks', NORTH_EAST, -BESIDE);
      const rifles = state.units['b-rifles'];
      if (rifles === undefined) throw new RangeError('no b-rifles');
      if (embarked) {
        rifles.embarked = { transport: 'b-tanks', models: rifles.models.length };
        rifles.models = [];
        rifles.deployed = false;
      } else touching(state, 'b-rifles', [NORTH_EAST[0] - BESIDE, NORTH_EAST[1]], -BESIDE);
      return markersToDeny(setup, playerView(state, 'a'), 'a-tanks').map((o) => o.id);
    };
    assert.deepEqual([denied(false), denied(true)], [['east'], ['east']]);
  });

  it('rulebook p.39 Controlling Objectives: a marker B holds is judged as if the hull were not there: the Unoccupied Transport already in contact with it keeps to it, not to the marker neither side holds', () => {
    const base = setupWith(true);
    const setup = {
      ...base,
      objectives: [{ id: 'west', at: BY_B_RIFLES }, ...(base.objectives ?? [])],
    };
    const state = touching(skirmishAfter(setup, CLOSER), 'b-rifles', BY_B_RIFLES);
    touching(state, 'a-tanks', BY_B_RIFLES, BESIDE);
    const marker = setup.objectives[0];
    if (marker === undefined) throw new RangeError('no marker');
    // With the hull in contact nobody controls it; without, B would.
    assert.equal(controllerOfMarker(tableOf(setup, state), marker), undefined);
    assert.deepEqual(
      markersToDeny(setup, playerView(state, 'a'), 'a-tanks').map((o) => o.id),
      ['west'],
    );
  });

  it("rulebook p.45 Objectives in Buildings: B's Rifles Garrisoning the building control its marker whatever enemies are near, so the Unoccupied Transport is not sent to deny it", () => {
    const base = withHouse(setupWith(true));
    const setup = { ...base, objectives: [{ id: 'house', at: HOUSE, building: 'house' }] };
    const state = skirmishAfter(setup, 0);
    const rifles = state.units['b-rifles'];
    if (rifles === undefined) throw new RangeError('no b-rifles');
    rifles.garrisoning = 'house';
    const marker = setup.objectives[0];
    if (marker === undefined) throw new RangeError('no marker');
    assert.equal(controllerOfMarker(tableOf(setup, state), marker), 'b');
    assert.deepEqual(markersToDeny(setup, playerView(state, 'a'), 'a-tanks'), []);
  });
  it("rulebook p.24 Double Time, p.39: a free marker B's idle Rifles reach in one Double Time is denied as a marker B holds is, the nearer first: the Unoccupied Transport makes for it", () => {
    const setup = twoHolders({ north: NORTH, near: WITHIN_DOUBLE_TIME });
    const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-tanks' }]);
    assert.deepEqual(
      setup.objectives?.map((o) => controllerOfMarker(tableOf(setup, state), o)),
      ['b', undefined],
    );
    const view = playerView(state, 'a');
    assert.deepEqual(
      markersToDeny(setup, view, 'a-tanks').map((o) => o.id),
      ['north', 'near'],
    );
    const decision = nextDecision(setup, state);
    if (decision === undefined) throw new RangeError('the game is over');
    const made = heuristicPlayer().choose(setup, view, decision);
    assert.equal(made.kind, 'advance', JSON.stringify(made));
    const at = made.kind === 'advance' ? made.at : TANKS_AT;
    const off = (to: At): number => Math.hypot(at[0] - to[0], at[1] - to[1]);
    // From 20.6" and 23.6" off: the whole 6" Advance towards the free marker, NORTH 5" nearer on the way.
    assert.deepEqual(
      [off(WITHIN_DOUBLE_TIME), off(NORTH)].map((v) => v.toFixed(1)),
      ['14.6', '18.6'],
    );
  });

  it("rulebook p.24 Double Time, p.39: a free marker B's Rifles stand nearer but beyond one Double Time waits while B holds a marker: the Unoccupied Transport is sent to that one", () => {
    const setup = twoHolders({ north: NORTH, far: BEYOND_DOUBLE_TIME });
    const state = skirmishAfter(setup, 0);
    assert.deepEqual(
      markersToDeny(setup, playerView(state, 'a'), 'a-tanks').map((o) => o.id),
      ['north'],
    );
  });

  it("rulebook p.39: B's Rifles holding a marker are not counted as coming for a free one they stand by: the Unoccupied Transport is sent to the marker they hold", () => {
    const base = setupWith(true);
    const setup = {
      ...base,
      objectives: [
        { id: 'west', at: BY_B_RIFLES },
        { id: 'near', at: BESIDE_B_RIFLES },
      ],
    };
    const state = touching(skirmishAfter(setup, CLOSER), 'b-rifles', BY_B_RIFLES);
    assert.deepEqual(
      markersToDeny(setup, playerView(state, 'a'), 'a-tanks').map((o) => o.id),
      ['west'],
    );
  });
  it('rulebook p.39, p.26 Concealed, p.41 Dense Terrain: an Unoccupied Transport making for the marker B holds takes cover only on its way there: it leaves the copse behind it and Advances on the marker', () => {
    const base = setupWith(true);
    const setup = {
      ...base,
      objectives: [{ id: 'west', at: BY_B_RIFLES }],
      terrain: [...base.terrain, COPSE_BEHIND],
    };
    const change = (state: GameState) => touching(state, 'b-tanks', B_TANKS_NEAR, 0);
    assert.equal(heldBy(setup, change, 'west'), 'b');
    const made = tanksMove(setup, change);
    assert.equal(made.kind, 'advance', JSON.stringify(made));
    const at = made.kind === 'advance' ? made.at : TANKS_AT;
    const off = (p: At): string =>
      Math.hypot(p[0] - BY_B_RIFLES[0], p[1] - BY_B_RIFLES[1]).toFixed(2);
    // From 21.53" off to 15.53": the whole 6" Advance (into the copse it would have ended 25.83" off).
    assert.deepEqual([off(TANKS_AT), off(at)], ['21.53', '15.53']);
  });
  it("rulebook p.39: A's Rifles holding a marker stay there, so a free marker beside them that B's Rifles reach in one Double Time is denied, though A's stand nearer it", () => {
    const setup = {
      ...setupWith(true),
      objectives: [
        { id: 'x', at: HELD_BY_A },
        { id: 'y', at: BESIDE_A_RIFLES },
      ],
    };
    const change = (state: GameState) => touching(state, 'a-rifles', HELD_BY_A);
    assert.deepEqual([heldBy(setup, change, 'x'), heldBy(setup, change, 'y')], ['a', undefined]);
    const state = change(skirmishAfter(setup, CLOSER));
    assert.deepEqual(
      markersToDeny(setup, playerView(state, 'a'), 'a-tanks').map((o) => o.id),
      ['y'],
    );
  });

  it("rulebook p.45 Objectives in Buildings: B's Rifles Garrisoning the building hold its marker and stay there: they are not counted as coming for a free marker they would reach in one Double Time", () => {
    const base = withHouse(setupWith(true));
    const setup = {
      ...base,
      objectives: [
        { id: 'house', at: HOUSE, building: 'house' },
        { id: 'near', at: BY_B_ZONE },
      ],
    };
    const state = skirmishAfter(setup, 0);
    const rifles = state.units['b-rifles'];
    if (rifles === undefined) throw new RangeError('no b-rifles');
    rifles.garrisoning = 'house';
    assert.deepEqual(markersToDeny(setup, playerView(state, 'a'), 'a-tanks'), []);
  });
});
