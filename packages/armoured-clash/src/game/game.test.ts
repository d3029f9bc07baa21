import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';
import { IllegalChoice } from './rule-error.js';
import { initialState } from './initial-state.js';
import { playerView } from './view.js';

const setup = skirmish();
const DEPLOY: Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [24, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [24, 31], facing: 270 },
];

function play(choices: readonly Choice[]) {
  return replay({ format: RECORD_FORMAT, setup, seed: 7, choices });
}

describe('rulebook p.57 Deployment', () => {
  it('the Generals alternate placing units entirely within their zones', () => {
    const { state, illegal } = play(DEPLOY);
    assert.equal(illegal, undefined);
    assert.equal(state.units['a-rifles']?.models.length, 6);
    assert.equal(state.stage, 'chooseInitiative');
    // A finished first (its last unit went down before B's), so A chooses the Initiative.
    assert.equal(state.turn, 'a');
  });

  it('a unit placed partly outside its zone is refused, naming the rule; the game before it is kept', () => {
    const result = play([{ kind: 'deploy', unit: 'a-rifles', at: [10, 9.9], facing: 90 }]);
    assert.equal(result.applied, 0);
    assert.equal(result.illegal?.index, 0);
    assert.equal(result.illegal?.rule, 'rulebook p.57 Deployment');
    assert.equal(result.state.stage, 'deployment');
  });
});

describe('rulebook pp.20-21 The Ready Phase', () => {
  it('round 1: no bid; each General discards what they like and draws to the Hand Limit (Skirmish: 4)', () => {
    const { state } = play([
      ...DEPLOY,
      { kind: 'giveInitiative', to: 'b' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
    ]);
    assert.equal(state.initiative, 'b');
    assert.equal(state.players.a.deck.hand.length, 4);
    assert.equal(state.players.b.deck.hand.length, 4);
    assert.equal(state.stage, 'activation');
    assert.equal(state.turn, 'b');
  });
});

describe('rulebook pp.22-27 Activations', () => {
  const opening: Choice[] = [
    ...DEPLOY,
    { kind: 'giveInitiative', to: 'a' },
    { kind: 'discard', cards: [] },
    { kind: 'discard', cards: [] },
  ];

  it('rulebook p.24 Advance: up to its Speed; further is refused with the Movement Limit', () => {
    const moved = play([
      ...opening,
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'advance', at: [24, 11], facing: 90 },
    ]);
    assert.equal(moved.illegal, undefined);
    assert.equal(moved.state.activation?.step, 'attack');
    const tooFar = play([
      ...opening,
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'advance', at: [24, 12], facing: 90 },
    ]);
    assert.equal(tooFar.illegal?.rule, 'rulebook p.16 Movement Limit');
  });

  it('rulebook p.26: a Ranged Attack is rolled and resolved, and play passes to the other General', () => {
    const { state, events, illegal } = play([
      ...opening,
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'hold' },
      { kind: 'rangedAttack', target: 'b-tanks' },
    ]);
    assert.equal(illegal, undefined);
    assert.ok(events.some((e) => e.event.kind === 'rangedAttack'));
    assert.ok(state.units['a-tanks']?.statuses.includes('activated'));
    assert.equal(state.turn, 'b');
  });

  it('the same record replays to the identical game', () => {
    const choices: Choice[] = [
      ...opening,
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'hold' },
      { kind: 'rangedAttack', target: 'b-tanks' },
    ];
    assert.deepEqual(play(choices).state, play(choices).state);
  });

  it('a choice out of turn or sequence is refused and the state is untouched', () => {
    const { state } = play(opening);
    const before = structuredClone(state);
    assert.throws(
      () => applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-rifles' }),
      IllegalChoice,
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'activate', unit: 'b-tanks' }),
      /not a Ready unit of yours/,
    );
    assert.deepEqual(state, before);
  });
});

describe('rulebook p.24 Double Time, rulebook p.25 Aim, rulebook p.30 Special Actions', () => {
  const opening: Choice[] = [
    ...DEPLOY,
    { kind: 'giveInitiative', to: 'a' },
    { kind: 'discard', cards: [] },
    { kind: 'discard', cards: [] },
  ];

  it('Double Time: up to twice the Speed, and the Attack Step is used up', () => {
    const { state, illegal } = play([
      ...opening,
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'doubleTime', at: [24, 16], facing: 90 },
    ]);
    assert.equal(illegal, undefined);
    assert.equal(state.activation, undefined);
    assert.ok(state.units['a-tanks']?.statuses.includes('activated'));
  });

  it('Aim: no move, and the Ranged Attack that follows gains a Combat Rating Bonus', () => {
    const { events } = play([
      ...opening,
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'aim' },
      { kind: 'rangedAttack', target: 'b-tanks' },
    ]);
    const attack = events.find((e) => e.event.kind === 'rangedAttack');
    // No Short Range, not Concealed, not Suppressed: the Aim bonus alone makes it Improved.
    assert.match(attack?.event.text ?? '', /improved/);
  });

  it('Take Cover and Go On Lookout give their Status; both end when the unit next Activates', () => {
    const { state } = play([
      ...opening,
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'hold' },
      { kind: 'takeCover' },
    ]);
    assert.ok(state.units['a-rifles']?.statuses.includes('takingCover'));
    const lookout = play([
      ...opening,
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'hold' },
      { kind: 'goOnLookout' },
    ]);
    assert.ok(lookout.state.units['a-rifles']?.statuses.includes('onLookout'));
  });

  it('Re-Arm only for a unit that is Reloading', () => {
    const result = play([
      ...opening,
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'hold' },
      { kind: 'reArm' },
    ]);
    assert.match(result.illegal?.rule ?? '', /rulebook p.30 Re-Arm/);
  });
});

describe('hidden information', () => {
  it("a General's view holds their hand, only the size of the other's, and no deck order or generator", () => {
    const { state } = play([
      ...DEPLOY,
      { kind: 'giveInitiative', to: 'a' },
      { kind: 'discard', cards: [] },
      { kind: 'discard', cards: [] },
    ]);
    const view = playerView(state, 'a');
    assert.deepEqual(view.own.hand, state.players.a.deck.hand);
    assert.equal(view.opponent.handSize, 4);
    const text = JSON.stringify(view);
    assert.ok(!text.includes('drawPile') && !text.includes('rng'));
    assert.ok(!('hand' in view.opponent));
  });

  it('every decision names who decides and lists the legal choices', () => {
    const decision = nextDecision(setup, initialState(setup, 1));
    assert.equal(decision?.player, 'a');
    assert.equal(decision?.constraints?.[0]?.kind, 'deploy');
  });
});
