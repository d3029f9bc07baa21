import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type GameEvent,
  type GameSetup,
  type GameState,
  type UnitState,
  applyChoice,
} from '@warroom/armoured-clash';
import { faceToFace, skirmish } from '@warroom/armoured-clash/testing';
import { type Invariant, brokenInvariants } from './invariants.js';
import { moreInvariants } from './invariants-more.js';

const WHERE = 'test decision 7';

/** What the invariants say of a decision that left `after`. */
function broken(
  setup: GameSetup,
  after: GameState,
  invariants: readonly Invariant[] = moreInvariants(),
): string[] {
  const none = new Set<string>();
  return brokenInvariants(
    { setup, where: WHERE, after, events: [], strayBefore: none, strayAfter: none },
    invariants,
  );
}

/** A copy of the state with one unit changed. */
function withUnit(
  state: GameState,
  id: string,
  change: (unit: UnitState) => Partial<UnitState>,
): GameState {
  const unit = state.units[id];
  assert.ok(unit !== undefined, id);
  return { ...state, units: { ...state.units, [id]: { ...unit, ...change(unit) } } };
}

/** The first model of a unit moved to (x, y). */
function firstModelAt(state: GameState, id: string, x: number, y: number): GameState {
  return withUnit(state, id, (unit) => ({
    models: unit.models.map((m, i) => (i === 0 ? { ...m, x, y } : m)),
  }));
}

function firstModel(state: GameState, id: string): string {
  const model = state.units[id]?.models[0];
  assert.ok(model !== undefined, id);
  return model.id;
}

/** The skirmish setup with a 2" Impassable cliff round (20, 20), away from every unit. */
function withCliff(): GameSetup {
  const base = skirmish();
  const cliff = {
    id: 'cliff',
    name: 'Cliff',
    size: 1,
    features: ['impassable' as const],
    area: { circle: { centre: [20, 20] as [number, number], radius: 2 } },
  };
  return { ...base, terrain: [...base.terrain, cliff] };
}

describe('more invariants checked after every decision (fuzzing)', () => {
  it('a game set up with its units deployed apart breaks none of them', () => {
    const setup = withCliff();
    assert.deepEqual(broken(setup, faceToFace(setup)), []);
  });

  it('rulebook p.8 The Battlefield: a model standing partly off the battlefield is reported', () => {
    const setup = skirmish();
    const state = firstModelAt(faceToFace(setup), 'a-tanks', 0, 20);
    assert.deepEqual(broken(setup, state), [
      `${WHERE}: ${firstModel(state, 'a-tanks')} (a-tanks) is off the battlefield`,
    ]);
  });

  it('rulebook p.41 Impassable Terrain: a model standing in Impassable Terrain is reported', () => {
    const setup = withCliff();
    const state = firstModelAt(faceToFace(setup), 'a-tanks', 20, 20);
    assert.deepEqual(broken(setup, state), [
      `${WHERE}: ${firstModel(state, 'a-tanks')} (a-tanks) stands in Cliff (cliff)`,
    ]);
  });

  it('rulebook p.16 Moving a Unit: two models overlapping, each of another unit, are reported', () => {
    const setup = skirmish();
    const start = faceToFace(setup);
    const tank = start.units['a-tanks']?.models[0];
    assert.ok(tank !== undefined);
    const state = firstModelAt(start, 'b-tanks', tank.x + 1, tank.y);
    assert.deepEqual(broken(setup, state), [
      `${WHERE}: ${tank.id} (a-tanks) overlaps ${firstModel(state, 'b-tanks')} (b-tanks)`,
    ]);
  });

  it('glossary: Flying, rulebook pp.50-51: an Aircraft unit overlapping a model in its Engage Step is reported (its Approach ended clear); fired at in a Reaction Step where first sighted along its flight, it is not', () => {
    const setup = skirmish();
    const start = applyChoice(setup, faceToFace(setup), {
      kind: 'activate',
      unit: 'a-tanks',
    }).state;
    const { activation } = start;
    const tank = start.units['a-tanks']?.models[0];
    assert.ok(activation !== undefined && tank !== undefined);
    const overlapping = firstModelAt(start, 'b-tanks', tank.x + 1, tank.y);
    const inSortie = (sortie: NonNullable<typeof activation.sortie>): GameState => ({
      ...overlapping,
      activation: { ...activation, sortie },
    });
    const engaging = inSortie({ step: 'engage', path: [], actedIn: 0 });
    assert.deepEqual(broken(setup, engaging), [
      `${WHERE}: ${tank.id} (a-tanks) overlaps ${firstModel(overlapping, 'b-tanks')} (b-tanks)`,
    ]);
    const firedAt = inSortie({ step: 'firstReaction', path: [], actedIn: 1, standing: [tank] });
    assert.deepEqual(broken(setup, firedAt), []);
  });

  it('rulebook p.35 Annihilated, p.43: an Annihilated unit still Garrisoning a building is reported', () => {
    const setup = skirmish();
    const state = withUnit(faceToFace(setup), 'b-rifles', () => ({
      models: [],
      annihilated: true,
      garrisoning: 'manor',
    }));
    assert.deepEqual(broken(setup, state), [`${WHERE}: Annihilated b-rifles Garrisons manor`]);
  });

  it('rulebook p.46 Embarked Units: a unit Embarked on a Transport no longer in play is reported', () => {
    const setup = skirmish();
    const aboard = withUnit(faceToFace(setup), 'a-rifles', () => ({
      models: [],
      deployed: false,
      embarked: { transport: 'a-tanks', models: 6 },
    }));
    const state = withUnit(aboard, 'a-tanks', () => ({
      models: [],
      annihilated: true,
      deployed: false,
    }));
    assert.deepEqual(broken(setup, state), [
      `${WHERE}: a-rifles is Embarked on a-tanks, which is not in play`,
    ]);
  });

  it('rulebook p.43 Garrisoning: two units Garrisoning one building are reported', () => {
    const setup = skirmish();
    const garrisoned = (unit: UnitState): Partial<UnitState> => ({
      models: unit.models,
      garrisoning: 'manor',
    });
    const state = withUnit(
      withUnit(faceToFace(setup), 'a-rifles', garrisoned),
      'b-rifles',
      garrisoned,
    );
    assert.deepEqual(broken(setup, state), [`${WHERE}: a-rifles and b-rifles both Garrison manor`]);
  });

  it('rulebook p.21 Draw Cards: a Skirmish hand of 5 cards, over the Hand Limit of 4, is reported', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const { deck } = state.players.a;
    const hand = deck.piles.drawPile.slice(0, 5);
    const drawPile = deck.piles.drawPile.slice(5);
    const players = {
      ...state.players,
      a: { ...state.players.a, deck: { ...deck, hand, piles: { ...deck.piles, drawPile } } },
    };
    assert.deepEqual(broken(setup, { ...state, players }), [
      `${WHERE}: General A holds 5 cards, over the Hand Limit of 4`,
    ]);
  });

  it('rulebook p.18: at the Draw Cards step a card in none of deck, hand and discard pile is reported', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const { deck } = state.players.b;
    const drawPile = deck.piles.drawPile.slice(1);
    const players = {
      ...state.players,
      b: { ...state.players.b, deck: { ...deck, piles: { ...deck.piles, drawPile } } },
    };
    // Outside the Draw Cards step a card may be out (a bid, a Command pending): not reported.
    assert.deepEqual(broken(setup, { ...state, players }), []);
    assert.deepEqual(broken(setup, { ...state, players, stage: 'drawCards' }), [
      `${WHERE}: General B has 23 of the deck's 24 cards in deck, hand and discard pile`,
    ]);
  });

  it('rulebook p.22 Victory and Defeat: a game over whose winner is not the General with the most Victory Points is reported', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const players = { a: { ...state.players.a, vp: 3 }, b: { ...state.players.b, vp: 1 } };
    const over: GameState = {
      ...state,
      players,
      stage: 'over',
      result: { winner: 'b', devastating: false, vp: { a: 3, b: 1 } },
    };
    assert.deepEqual(broken(setup, over), [
      `${WHERE}: the result {"winner":"b","devastating":false,"vp":{"a":3,"b":1}} is not the Victory Points' {"winner":"a","devastating":true,"vp":{"a":3,"b":1}}`,
    ]);
    assert.deepEqual(broken(setup, { ...state, round: 3 }), [
      `${WHERE}: Round 3 beyond the Round Limit of 2`,
    ]);
  });

  it('rulebook p.39 Victory Points: Victory Points lost from one decision to the next are reported, and a Round gone back', () => {
    const setup = skirmish();
    const state = faceToFace(setup);
    const scored = { ...state, players: { ...state.players, a: { ...state.players.a, vp: 2 } } };
    const invariants = moreInvariants();
    assert.deepEqual(broken(setup, scored, invariants), []);
    assert.deepEqual(broken(setup, { ...scored, round: 2 }, invariants), []);
    assert.deepEqual(broken(setup, { ...state, round: 2 }, invariants), [
      `${WHERE}: General A lost Victory Points (2 to 0)`,
    ]);
    assert.deepEqual(broken(setup, { ...state, round: 1 }, invariants), [
      `${WHERE}: the Round went back from 2 to 1`,
    ]);
  });
  it('rulebook p.14 Unit Coherency: a unit that Advanced and stands out of Unit Coherency is reported, not one that lost models too', () => {
    const setup = skirmish();
    const after = faceToFace(setup);
    const advanced: GameEvent = { kind: 'advance', text: 'Rifles Advance', unit: 'a-rifles' };
    const step = {
      setup,
      where: WHERE,
      after,
      events: [advanced],
      strayBefore: new Set<string>(),
      strayAfter: new Set(['a-rifles']),
    };
    assert.deepEqual(brokenInvariants(step, moreInvariants()), [
      `${WHERE}: a-rifles moved out of Unit Coherency (advance)`,
    ]);
    const invariants = moreInvariants();
    assert.deepEqual(
      brokenInvariants({ ...step, events: [], strayAfter: new Set<string>() }, invariants),
      [],
    );
    const fewer = withUnit(after, 'a-rifles', (unit) => ({ models: unit.models.slice(1) }));
    assert.deepEqual(brokenInvariants({ ...step, after: fewer }, invariants), []);
  });
});
