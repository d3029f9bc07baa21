import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardOnTop, faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import { nextDecision } from './next-decision.js';
import type { GameState, Status } from './state.js';

/** Card ids of the skirmish deck: id i has Value i % 12 + 1. */
const VALUE_6 = 5;
const VALUE_12 = 11;

/** faceToFace with B to activate, B-rifles holding `statuses` and card `card` on top of B's deck. */
function bToActivate(setup: GameSetup, statuses: Status[], card = VALUE_6): GameState {
  const state = faceToFace(setup);
  state.turn = 'b';
  state.units['b-rifles']?.statuses.push(...statuses);
  cardOnTop(state, 'b', card);
  return state;
}

function activateB(setup: GameSetup, state: GameState) {
  return applyChoice(setup, state, { kind: 'activate', unit: 'b-rifles' });
}

describe('glossary: Terrifying (X) — Rally Tests', () => {
  it('-1 Discipline within 6" of a Terrifying unit: a card of Value 6 fails a Discipline 6 unit', () => {
    const setup = skirmishWith({ 'a-rifles': { rules: [{ name: 'Terrifying (Undead)' }] } });
    const { state, events } = activateB(setup, bToActivate(setup, ['suppressed']));
    const rally = events.find((e) => e.kind === 'rallyTest');
    assert.equal(rally?.text, 'Rifles b-rifles takes a Rally Test at 5: card 6, failed');
    assert.equal(state.activation?.rallyFailed, true);
  });

  it('a unit with the X Trait takes it at its Discipline', () => {
    const setup = skirmishWith({
      'a-rifles': { rules: [{ name: 'Terrifying (Undead)' }] },
      'b-rifles': { traits: ['Undead'] },
    });
    const { events } = activateB(setup, bToActivate(setup, ['suppressed']));
    assert.equal(
      events.find((e) => e.kind === 'rallyTest')?.text,
      'Rifles b-rifles takes a Rally Test at 6: card 6, passed',
    );
  });
});

describe('glossary: Automata — Rally Tests', () => {
  it('passed without a card: the deck is untouched and the unit keeps both its steps', () => {
    const setup = skirmishWith({ 'b-rifles': { rules: [{ name: 'Automata' }] } });
    const before = bToActivate(setup, ['suppressed'], VALUE_12);
    const { state, events } = activateB(setup, before);
    assert.equal(
      events.find((e) => e.kind === 'rallyTest')?.text,
      'Rifles b-rifles passes its Rally Test without a card',
    );
    assert.equal(state.activation?.rallyFailed, false);
    assert.deepEqual(state.players.b.deck.piles, before.players.b.deck.piles);
  });
});

describe('glossary: Pavises — Taking Cover until the unit moves', () => {
  const pavises = skirmishWith({ 'b-rifles': { rules: [{ name: 'Pavises' }] } });

  it('kept as its Activation starts (On Lookout still ends), and through an Activation without a move', () => {
    let { state } = activateB(pavises, bToActivate(pavises, ['takingCover', 'onLookout']));
    assert.deepEqual(state.units['b-rifles']?.statuses, ['takingCover']);
    state = applyChoice(pavises, state, { kind: 'hold' }).state;
    state = applyChoice(pavises, state, { kind: 'takeCover' }).state;
    assert.deepEqual(state.units['b-rifles']?.statuses, ['takingCover', 'activated']);
  });

  it('lost when the unit moves', () => {
    let { state } = activateB(pavises, bToActivate(pavises, ['takingCover']));
    state = applyChoice(pavises, state, { kind: 'advance', at: [10, 14], facing: 270 }).state;
    assert.ok(!state.units['b-rifles']?.statuses.includes('takingCover'));
  });

  it('without Pavises, rulebook p.30: lost as the Activation starts', () => {
    const plain = skirmishWith({});
    const { state } = activateB(plain, bToActivate(plain, ['takingCover']));
    assert.deepEqual(state.units['b-rifles']?.statuses, []);
  });
});

describe('glossary: Berserk', () => {
  const berserk = skirmishWith({ 'b-rifles': { rules: [{ name: 'Berserk' }] } });

  it('a failed Rally Test with an enemy in reach: it must Charge, then makes its Close Quarters Attack', () => {
    const activated = activateB(berserk, bToActivate(berserk, ['suppressed'], VALUE_12));
    const events = activated.events;
    let state = activated.state;
    assert.ok(events.some((e) => e.kind === 'berserk'));
    assert.equal(state.activation?.rallyFailed, false);
    const decision = nextDecision(berserk, state);
    assert.deepEqual(decision?.options, []);
    assert.deepEqual(
      decision?.constraints?.map((c) => c.kind),
      ['charge'],
    );
    assert.throws(
      () => applyChoice(berserk, state, { kind: 'advance', at: [10, 14], facing: 270 }),
      /must Charge/,
    );
    assert.throws(() => applyChoice(berserk, state, { kind: 'hold' }), /must Charge/);
    // A's rank stands at y = 6.5 (bases 1" deep): an Officer at y = 7 touches it.
    state = applyChoice(berserk, state, {
      kind: 'charge',
      target: 'a-rifles',
      at: [10, 7],
      facing: 270,
    }).state;
    assert.deepEqual(nextDecision(berserk, state)?.options, [{ kind: 'closeQuartersAttack' }]);
  });

  it('unable to Charge (no enemy within twice its Speed), it follows the normal rules for failing', () => {
    const far = bToActivate(berserk, ['suppressed'], VALUE_12);
    const b = far.units['b-rifles'];
    if (b === undefined) assert.fail('no unit');
    b.models = b.models.map((m) => ({ ...m, y: m.y + 18 }));
    const { state, events } = activateB(berserk, far);
    assert.ok(!events.some((e) => e.kind === 'berserk'));
    assert.equal(state.activation?.rallyFailed, true);
    assert.equal(state.activation?.mustCharge, undefined);
  });

  it('without Berserk a failed Rally Test forbids the Charge (rulebook p.24 Reduced Capability)', () => {
    const plain = skirmishWith({});
    const { state } = activateB(plain, bToActivate(plain, ['suppressed'], VALUE_12));
    assert.equal(state.activation?.rallyFailed, true);
  });
});
