import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { rifles } from '../../testing/game-fixture.js';
import type { GameSetup } from '../army.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { transportOpened, transportSkirmish } from './transport-fixture.js';
import { play as playFrom } from '../../testing/play-fixture.js';

const setup = transportSkirmish(3, true);

const play = (state: GameState, choices: readonly Choice[]) => playFrom(setup, state, choices);

/** A's Transport (the tanks, A's rifles Embarked) Activated, doing nothing. */
const TANKS_HOLD: readonly Choice[] = [
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'hold' },
];

describe('rulebook p.22 Coordinated Units (rulebook p.46: an Embarked unit and its Transport)', () => {
  it('once the Transport’s Activation ends, its General may Activate the Embarked unit in the same turn', () => {
    const { state, events } = play(transportOpened(setup), TANKS_HOLD);
    assert.ok(
      events.some(
        (e) =>
          e.kind === 'coordinated' &&
          e.text === 'Tanks a-tanks is Coordinated with Rifles a-rifles',
      ),
    );
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'declineCoordinated' },
    ]);
    const { state: aboard } = play(state, [{ kind: 'activate', unit: 'a-rifles' }]);
    assert.equal(aboard.activation?.unit, 'a-rifles');
    const { state: landed } = play(aboard, [{ kind: 'disembark', at: [24, 9], facing: 90 }]);
    assert.equal(landed.units['a-rifles']?.embarked, undefined);
  });

  it('the General does not have to: declined, the turn passes to the other General', () => {
    const offered = play(transportOpened(setup), TANKS_HOLD).state;
    const { state } = play(offered, [{ kind: 'declineCoordinated' }]);
    assert.equal(state.turn, 'b');
    assert.equal(state.coordinated, undefined);
    assert.equal(nextDecision(setup, state)?.player, 'b');
  });

  it('while it is offered, no other unit may be Activated; with nothing offered, nothing is declined', () => {
    const offered = play(transportOpened(setup), TANKS_HOLD).state;
    const refusedUnder = (rule: string) => (e: unknown) =>
      e instanceof IllegalChoice && e.rule === rule;
    assert.throws(
      () => applyChoice(setup, offered, { kind: 'activate', unit: 'b-rifles' }),
      refusedUnder('rulebook p.22 The Activation Phase'),
    );
    const declined = play(offered, [{ kind: 'declineCoordinated' }]).state;
    assert.throws(
      () => applyChoice(setup, declined, { kind: 'declineCoordinated' }),
      refusedUnder('rulebook p.22 Coordinated Units'),
    );
  });

  it('a unit that Disembarked is Coordinated no more: its Activation ends and the turn passes', () => {
    const { state, events } = play(transportOpened(setup), [
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'disembark', at: [24, 9], facing: 90 },
      { kind: 'hold' },
    ]);
    assert.equal(
      events.some((e) => e.kind === 'coordinated'),
      false,
    );
    assert.equal(state.turn, 'b');
  });
});

/** The transport skirmish with a third A unit: scouts with Support (Armour), deployed 1.5" west of the tanks. */
function withScouts(): { setup: GameSetup; state: GameState } {
  const base = transportSkirmish(3, true);
  const scouts = { ...rifles('a-scouts'), specialRules: [{ name: 'Support (Armour)' }] };
  const scouted: GameSetup = {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: [...base.generals.a.units, scouts] },
    },
  };
  const state = replay({
    format: RECORD_FORMAT,
    setup: scouted,
    seed: 1,
    choices: [
      { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
      { kind: 'deploy', unit: 'a-scouts', at: [18, 5], facing: 90 },
      { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
      { kind: 'giveInitiative', to: 'a' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
    ],
  }).state;
  return { setup: scouted, state };
}

/** A's scouts Activate and do nothing. */
function scoutsHold(setup: GameSetup, state: GameState): GameState {
  const choices: readonly Choice[] = [
    { kind: 'activate', unit: 'a-scouts' },
    { kind: 'hold' },
    { kind: 'hold' },
  ];
  return choices.reduce((now, choice) => applyChoice(setup, now, choice).state, state);
}

describe('glossary: Support (X) and rulebook p.22 Coordinated Units', () => {
  it('a Transport carrying a unit is Coordinated: Support does not Activate it', () => {
    const { setup: scouted, state } = withScouts();
    const after = scoutsHold(scouted, state);
    assert.equal(after.support, undefined);
    assert.equal(after.turn, 'b');
  });

  it('the same Transport carrying no unit is offered', () => {
    const { setup: scouted, state } = withScouts();
    const rifles = state.units['a-rifles'];
    if (rifles === undefined) throw new RangeError('a-rifles');
    delete rifles.embarked;
    assert.deepEqual(scoutsHold(scouted, state).support?.units, ['a-tanks']);
  });
});
