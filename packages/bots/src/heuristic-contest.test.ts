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
});
