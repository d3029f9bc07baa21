import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENING_CHOICES, skirmish } from '../testing/game-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import { RECORD_FORMAT, replay } from './record.js';
import { result } from './end-phase.js';
import type { GameState } from './state.js';

const setup = skirmish();
const OPENING = OPENING_CHOICES;

function stateAfter(choices: readonly Choice[]): GameState {
  const replayed = replay({ format: RECORD_FORMAT, setup, seed: 11, choices });
  assert.equal(replayed.illegal, undefined, replayed.illegal?.message);
  return replayed.state;
}

/** Every unit holds; after four activations the Round ends. */
const HOLD_ROUND: Choice[] = [
  { kind: 'activate', unit: 'a-rifles' },
  { kind: 'hold' },
  { kind: 'hold' },
  { kind: 'activate', unit: 'b-rifles' },
  { kind: 'hold' },
  { kind: 'hold' },
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'hold' },
  { kind: 'activate', unit: 'b-tanks' },
  { kind: 'hold' },
  { kind: 'hold' },
];

describe('rulebook p.22 The Activation and End Phases', () => {
  it('the Generals alternate; the End Phase makes every unit Ready again and a new Round begins', () => {
    const state = stateAfter([...OPENING, ...HOLD_ROUND]);
    assert.equal(state.round, 2);
    assert.equal(state.stage, 'initiative');
    assert.ok(Object.values(state.units).every((u) => !u.statuses.includes('activated')));
  });

  it('a General with no Ready units left passes: the other takes the remaining turns', () => {
    const state = stateAfter(OPENING);
    const gone = state.units['b-tanks'];
    if (gone === undefined) assert.fail('unit missing');
    gone.annihilated = true;
    gone.models = [];
    let next = state;
    for (const choice of HOLD_ROUND.slice(0, 6)) next = applyChoice(setup, next, choice).state;
    // B has Activated its only unit: A takes its remaining turn.
    assert.equal(next.turn, 'a');
    for (const choice of HOLD_ROUND.slice(6, 9)) next = applyChoice(setup, next, choice).state;
    assert.equal(next.round, 2);
  });
});

describe('rulebook p.20 Determine Initiative', () => {
  const round2 = [...OPENING, ...HOLD_ROUND];

  it('the higher card takes the Initiative; both bid cards are discarded', () => {
    const state = stateAfter(round2);
    const valueOf = (card: number): number => setup.generals.a.deck.cards[card]?.value ?? 0;
    const aHand = state.players.a.deck.hand.slice().sort((x, y) => valueOf(x) - valueOf(y));
    const bHand = state.players.b.deck.hand.slice().sort((x, y) => valueOf(x) - valueOf(y));
    const low = aHand[0] ?? 0;
    const high = bHand[bHand.length - 1] ?? 0;
    const after = stateAfter([...round2, { kind: 'bid', card: low }, { kind: 'bid', card: high }]);
    // B bids its highest against A's lowest: B wins, or ties, and a tie goes to B, who did not have it.
    assert.equal(after.initiative, 'b');
    assert.ok(after.players.a.deck.piles.discardPile.includes(low));
    assert.ok(after.players.b.deck.piles.discardPile.includes(high));
  });

  it('surrendering counts as 0; if the second General surrenders, the first takes the card back', () => {
    const state = stateAfter(round2);
    const card = state.players.a.deck.hand[0] ?? 0;
    const after = stateAfter([...round2, { kind: 'bid', card }, { kind: 'surrender' }]);
    assert.equal(after.initiative, 'a');
    assert.ok(after.players.a.deck.hand.includes(card));
  });

  it('a tie goes to the General who did not have the Initiative', () => {
    const after = stateAfter([...round2, { kind: 'surrender' }, { kind: 'surrender' }]);
    assert.equal(after.initiative, 'b');
  });
});

describe('rulebook p.22 Victory and Defeat; Zero Ground Presence', () => {
  it('the most Victory Points wins; twice as many is a Devastating Victory; equal is a Draw', () => {
    const state = stateAfter(OPENING);
    state.players.a.vp = 4;
    state.players.b.vp = 2;
    assert.deepEqual(result(state), { winner: 'a', devastating: true, vp: { a: 4, b: 2 } });
    state.players.b.vp = 3;
    assert.equal(result(state).devastating, false);
    state.players.b.vp = 4;
    assert.equal(result(state).winner, 'draw');
  });

  it('a General with no units on the battlefield at the End Phase gives 5 VP and the game ends', () => {
    const state = stateAfter([...OPENING, ...HOLD_ROUND.slice(0, 6)]);
    const b = state.units['b-rifles'];
    const bTanks = state.units['b-tanks'];
    if (b === undefined || bTanks === undefined) assert.fail('units missing');
    b.annihilated = true;
    b.models = [];
    bTanks.annihilated = true;
    bTanks.models = [];
    // A's last unit ends its Activation: nobody has Ready units, so the End Phase.
    let end = state;
    for (const choice of HOLD_ROUND.slice(6, 9)) end = applyChoice(setup, end, choice).state;
    assert.equal(end.stage, 'over');
    assert.equal(end.players.a.vp, 5);
  });
});
