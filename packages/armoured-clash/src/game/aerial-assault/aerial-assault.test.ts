import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { reservesNow } from '../rapid-response.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import { type GameState } from '../state.js';
import { initialState } from '../initial-state.js';
import { setHand } from '../../testing/command-fixture.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import { play as playFrom } from '../../testing/play-fixture.js';

const RULE = 'glossary: Aerial Assault';

/** A's tanks have Aerial Assault; three Rounds. */
const setup: GameSetup = {
  ...skirmishWith({ 'a-tanks': { rules: [{ name: 'Aerial Assault' }] } }),
  rounds: 3,
};

const DEPLOYMENT: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
  { kind: 'giveInitiative', to: 'a' },
  { kind: 'discard', cards: [] },
  { kind: 'discard', cards: [] },
];

/** Each General's units on the battlefield Activated, doing nothing. */
const ACTIVATIONS: readonly Choice[] = (['a-rifles', 'b-rifles', 'b-tanks'] as const).flatMap(
  (unit): Choice[] => [{ kind: 'activate', unit }, { kind: 'hold' }, { kind: 'hold' }],
);

/** The next Round's Ready Phase: A bids its first card for the Initiative, B surrenders it; no discards. */
function readyPhase(state: GameState): GameState {
  let now = state;
  while (now.stage === 'initiative' || now.stage === 'drawCards') {
    const decision = nextDecision(setup, now);
    const bid = decision?.options.find((o) => o.kind === 'bid');
    const choice: Choice =
      now.stage === 'drawCards'
        ? { kind: 'discard', cards: [] }
        : decision?.player === 'a' && bid !== undefined
          ? bid
          : { kind: 'surrender' };
    now = applyChoice(setup, now, choice).state;
  }
  return now;
}

/** The start of Round `round`'s Activation Phase, A to Activate, with the hands given. */
function roundBegun(round: number, aHand: readonly number[], bHand: readonly number[]): GameState {
  const { state, illegal } = replay({ format: RECORD_FORMAT, setup, seed: 2, choices: DEPLOYMENT });
  if (illegal !== undefined) throw new Error(illegal.message);
  let now = state;
  for (let r = 1; r < round; r++) {
    // No card in A's hand meanwhile: no Aerial Assault before the Round wanted.
    const hand = now.players.a.deck.hand.slice();
    setHand(now, 'a', []);
    for (const choice of ACTIVATIONS) now = applyChoice(setup, now, choice).state;
    setHand(now, 'a', hand);
    now = readyPhase(now);
  }
  assert.equal(now.round, round);
  assert.equal(now.turn, 'a');
  setHand(now, 'a', aHand);
  setHand(now, 'b', bHand);
  return now;
}

const play = (state: GameState, choices: readonly Choice[]) => playFrom(setup, state, choices);

const refused = (e: unknown): boolean => e instanceof IllegalChoice && e.rule === RULE;

/** The middle of the battlefield, outside both Deployment Zones. */
const MIDFIELD = { unit: 'a-tanks', at: [18, 18] as const, facing: 90 };

describe('glossary: Aerial Assault', () => {
  it('glossary: Aerial Assault: the unit must be Deployed In Reserve: it starts there, never offered for deployment', () => {
    const start = initialState(setup, 2);
    assert.equal(start.units['a-tanks']?.inReserve, true);
    const deploy = nextDecision(setup, start)?.constraints?.find((c) => c.kind === 'deploy');
    assert.deepEqual(deploy?.kind === 'deploy' ? deploy.units : [], ['a-rifles']);
  });

  it('glossary: Aerial Assault: it does not arrive in the Deploy Reserves step, and not in Round 1', () => {
    const roundOne = roundBegun(1, [0], []);
    assert.equal(nextDecision(setup, roundOne)?.constraints, undefined);
    const roundTwo = roundBegun(2, [0], []);
    assert.equal(roundTwo.stage, 'activation');
    assert.deepEqual(reservesNow(setup, roundTwo, 'a'), []);
  });

  it('glossary: Aerial Assault: from Round 2, instead of Activating a unit, a Special Command with any card; received, the unit is Deployed where declared and Activated', () => {
    const state = roundBegun(2, [0, 1], []);
    const decision = nextDecision(setup, state);
    assert.deepEqual(decision?.options, [{ kind: 'activate', unit: 'a-rifles' }]);
    assert.deepEqual(decision?.constraints, [
      {
        kind: 'aerialAssault',
        units: ['a-tanks'],
        cards: [0, 1],
        withoutCommand: false,
        avoid: setup.generals.b.zone,
      },
    ]);
    const { state: after, events } = play(state, [{ kind: 'aerialAssault', ...MIDFIELD, card: 0 }]);
    assert.deepEqual(events.map((e) => e.kind).slice(0, 5), [
      'command',
      'interference',
      'commandReceived',
      'aerialAssault',
      'activate',
    ]);
    assert.equal(after.units['a-tanks']?.deployed, true);
    assert.equal(after.units['a-tanks']?.inReserve, false);
    assert.deepEqual(
      [after.units['a-tanks']?.models[0]?.x, after.units['a-tanks']?.models[0]?.y],
      [18, 18],
    );
    assert.equal(after.activation?.unit, 'a-tanks');
    assert.equal(after.activation?.step, 'movement');
  });

  it('glossary: Aerial Assault: not within the opposing Deployment Zone, nor within 1" of an enemy unit; a card is needed before the final Round', () => {
    const state = roundBegun(2, [0], []);
    assert.throws(
      () =>
        applyChoice(setup, state, {
          kind: 'aerialAssault',
          unit: 'a-tanks',
          at: [18, 27],
          facing: 90,
          card: 0,
        }),
      refused,
    );
    // B's rifles moved 14" south, out of their zone: their rank about y = 16.
    const near = structuredClone(state);
    const rifles = near.units['b-rifles'];
    if (rifles !== undefined) rifles.models = rifles.models.map((m) => ({ ...m, y: m.y - 14 }));
    assert.throws(
      () =>
        applyChoice(setup, near, {
          kind: 'aerialAssault',
          unit: 'a-tanks',
          at: [10, 13.5],
          facing: 90,
          card: 0,
        }),
      (e: unknown) =>
        refused(e) && e instanceof IllegalChoice && /within 1" of the enemy/.test(e.message),
    );
    assert.throws(() => applyChoice(setup, state, { kind: 'aerialAssault', ...MIDFIELD }), refused);
  });

  it('glossary: Aerial Assault: failed through Interference, the unit stays in Reserve and its General Activates a unit on the battlefield as normal', () => {
    const state = roundBegun(2, [0], [11]);
    const { state: after, events } = play(state, [
      { kind: 'aerialAssault', ...MIDFIELD, card: 0 },
      { kind: 'interfere', card: 11 },
    ]);
    assert.ok(events.some((e) => e.kind === 'aerialAssault' && /fails/.test(e.text)));
    assert.equal(after.units['a-tanks']?.inReserve, true);
    const decision = nextDecision(setup, after);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [{ kind: 'activate', unit: 'a-rifles' }]);
    assert.equal(decision?.constraints, undefined);
  });

  it('glossary: Aerial Assault: never Lost Opportunity: in the final Round the General must Activate it in their first turn, without a Command', () => {
    const state = roundBegun(3, [0], [11]);
    const decision = nextDecision(setup, state);
    assert.deepEqual(decision?.options, []);
    assert.deepEqual(decision?.constraints, [
      {
        kind: 'aerialAssault',
        units: ['a-tanks'],
        cards: [],
        withoutCommand: true,
        avoid: setup.generals.b.zone,
      },
    ]);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'aerialAssault', ...MIDFIELD, card: 0 }),
      refused,
    );
    const { state: after, events } = play(state, [{ kind: 'aerialAssault', ...MIDFIELD }]);
    assert.deepEqual(events.map((e) => e.kind).slice(0, 2), ['aerialAssault', 'activate']);
    assert.equal(after.activation?.unit, 'a-tanks');
  });
});
