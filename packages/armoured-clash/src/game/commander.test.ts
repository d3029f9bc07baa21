import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { distanceBetweenUnits } from '../battlefield/table.js';
import { opened } from '../testing/clash-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import { COMMANDER_DISTANCE } from './commander.js';
import type { GameEvent } from './events.js';
import { rangedAttack } from './ranged-attack.js';
import type { GameState } from './state.js';
import { tableOf } from './table-of.js';

/** A's tanks a Commander unit (or not); A's rifles Disordered. */
function game(commander: boolean): { setup: GameSetup; state: GameState } {
  const setup = skirmishWith({ 'a-tanks': { traits: commander ? ['Commander'] : [] } });
  const state = opened(setup);
  state.units['a-rifles']?.statuses.push('disordered');
  return { setup, state };
}

function play(setup: GameSetup, state: GameState, choices: readonly Choice[]): GameState {
  return choices.reduce((now, choice) => applyChoice(setup, now, choice).state, state);
}

function gap(setup: GameSetup, state: GameState): number {
  return distanceBetweenUnits(tableOf(setup, state), 'a-rifles', 'a-tanks');
}

describe('rulebook p.49 Commander: a Disordered unit within 6" of a friendly Commander loses the status', () => {
  it('when the Commander moves within 6" of it (the tanks Advance to 5" away)', () => {
    const { setup, state } = game(true);
    const after = play(setup, state, [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'advance', at: [19, 5], facing: 90 },
    ]);
    assert.equal(gap(setup, after), 4.5);
    assert.deepEqual(after.units['a-rifles']?.statuses, []);
  });

  it('not when the Commander ends 6.5" away, nor when the unit that moves near is no Commander', () => {
    const far = game(true);
    const beyond = play(far.setup, far.state, [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'advance', at: [21, 5], facing: 90 },
    ]);
    assert.equal(gap(far.setup, beyond), COMMANDER_DISTANCE + 0.5);
    assert.deepEqual(beyond.units['a-rifles']?.statuses, ['disordered']);
    const plain = game(false);
    const near = play(plain.setup, plain.state, [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'advance', at: [19, 5], facing: 90 },
    ]);
    assert.deepEqual(near.units['a-rifles']?.statuses, ['disordered']);
  });

  it('when the Disordered unit moves within 6" of the Commander: at once, before its Attack Step', () => {
    const { setup, state } = game(true);
    const moved = play(setup, state, [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'advance', at: [14, 6], facing: 90 },
    ]);
    assert.equal(moved.activation?.step, 'attack');
    assert.ok(gap(setup, moved) <= COMMANDER_DISTANCE);
    assert.deepEqual(moved.units['a-rifles']?.statuses, []);
  });

  it('a Commander unit is not within 6" of itself: a Disordered Commander alone stays Disordered', () => {
    const { setup, state } = game(true);
    state.units['a-tanks']?.statuses.push('disordered');
    const after = play(setup, state, [{ kind: 'activate', unit: 'a-rifles' }]);
    assert.deepEqual(after.units['a-tanks']?.statuses, ['disordered']);
  });
});

/**
 * The A tanks fire at the B tanks, Penetrating: the first seed whose attack
 * Destroys the B tanks' Officer (the model closest to the attacker). B's rifles,
 * moved 4" east, stand 4.25" from the B tanks.
 */
function officerShot(commander: boolean): { state: GameState; events: GameEvent[] } {
  const setup = skirmishWith({ 'b-rifles': { traits: commander ? ['Commander'] : [] } });
  for (let seed = 1; seed < 200; seed++) {
    const state = opened(setup);
    state.rng = seedRng(seed);
    const rifles = state.units['b-rifles'];
    const attacker = state.units['a-tanks'];
    if (rifles === undefined || attacker === undefined) throw new RangeError('skirmish units');
    rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 4 }));
    const events = rangedAttack(setup, state, attacker, 'b-tanks', false);
    if (
      events.some((e) => e.kind === 'officer') &&
      events.some((e) => e.kind === 'suppressionTest')
    )
      return { state, events };
  }
  throw new Error('no seed destroys the Officer');
}

function testedAt(events: readonly GameEvent[]): number | undefined {
  return events.find((e) => e.kind === 'suppressionTest')?.test?.discipline;
}

describe('rulebook p.49 Commander: a unit within 6" of a friendly Commander cannot become Disordered', () => {
  it('losing its Officer (rulebook p.35) near its Commander, it is not Disordered, and its Suppression Test is at 7 - 1', () => {
    const { state, events } = officerShot(true);
    assert.equal(state.units['b-tanks']?.statuses.includes('disordered'), false);
    assert.ok(events.some((e) => e.kind === 'losesStatus' && e.unit === 'b-tanks'));
    // Discipline 7, -1 for half the unit lost; no -1 for Disordered (rulebook p.34).
    assert.equal(testedAt(events), 6);
  });

  it('without a Commander near, it is Disordered and tests at 7 - 1 - 1', () => {
    const { state, events } = officerShot(false);
    assert.equal(state.units['b-tanks']?.statuses.includes('disordered'), true);
    assert.equal(testedAt(events), 5);
  });
});
