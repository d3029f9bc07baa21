import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { CARD, commandSkirmish, filler, setHand } from '../testing/command-fixture.js';
import { faceToFace } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';

const RULE = 'rulebook p.33 Bonus Re-Rolls';
const setup = commandSkirmish();

/** Seed of the combat: A's Rifles' first roll holds a Blank (Steady Hands re-rolls it); plain, a Stalemate. */
const SEED = 6;

/** A's Rifles Charged B's Rifles (faceToFace); A holds `a`, B holds `b`; `impeded`: the Charge was Impeded (p.25). */
function charged(
  a: readonly number[],
  b: readonly number[],
  impeded = false,
  given: GameSetup = setup,
): GameState {
  let state = faceToFace(given);
  state.rng = seedRng(SEED);
  state = applyChoice(given, state, { kind: 'activate', unit: 'a-rifles' }).state;
  if (state.activation?.reaction !== undefined)
    state = applyChoice(given, state, { kind: 'noReaction' }).state;
  state = applyChoice(given, state, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 11],
    facing: 90,
  }).state;
  const charge = state.activation?.charge;
  if (impeded && state.activation !== undefined && charge !== undefined)
    state.activation.charge = { ...charge, impeded: true };
  setHand(state, 'a', a);
  setHand(state, 'b', b);
  return state;
}

const fight: Choice = { kind: 'closeQuartersAttack' };
const goOn: Choice = { kind: 'attackRerolls' };
/** Seed SEED's combat with no Command: 4 models each, a Stalemate. */
const PLAIN = [
  'Rifles a-rifles attacks Rifles b-rifles in Close Quarters: neutral, 7 dice, 4 hits, 4 damage, 4 destroyed',
  'Rifles b-rifles attacks Rifles a-rifles in Close Quarters: neutral, 3 dice, 4 hits, 4 damage, 4 destroyed',
];

const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

describe(`${RULE} in a Close Quarters Combat (rulebook p.28 Close Quarters Attacks)`, () => {
  it(`${RULE}, rulebook p.28 Close Quarters Attacks: the charging unit's attack rolls and waits before any die is re-rolled; with Steady Hands received its Blank is re-rolled too and A wins instead of a Stalemate`, () => {
    const waiting = applyChoice(setup, charged([CARD.steadyHands], []), fight);
    assert.deepEqual(texts(waiting.events, 'attackRolled'), [
      'Rifles a-rifles attacks Rifles b-rifles in Close Quarters: neutral, 7 dice (Heroic Strike, Blank, Glancing Strike, Strike, Miss, Strike, Glancing Strike); before any die is re-rolled, its General may issue a Command (rulebook p.33 Bonus Re-Rolls)',
    ]);
    assert.deepEqual(texts(waiting.events, 'closeQuartersAttack'), []);
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'a-rifles',
      target: 'b-rifles',
      rolled: [0, 4, 2, 1, 3, 1, 2],
    });
    const decision = nextDecision(setup, waiting.state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [goOn, { ...goOn, command: CARD.steadyHands }]);
    const plain = applyChoice(setup, waiting.state, goOn);
    assert.deepEqual(texts(plain.events, 'closeQuartersAttack'), PLAIN);
    assert.deepEqual(texts(plain.events, 'stalemate'), [
      'The Close Quarters Combat is a Stalemate',
    ]);
    const commanded = applyChoice(setup, waiting.state, { ...goOn, command: CARD.steadyHands });
    assert.deepEqual(texts(commanded.events, 'closeQuartersAttack'), [
      'Rifles a-rifles attacks Rifles b-rifles in Close Quarters: neutral, 7 dice, 5 hits, 5 damage, 5 destroyed',
      'Rifles b-rifles attacks Rifles a-rifles in Close Quarters: neutral, 3 dice, 3 hits, 3 damage, 3 destroyed',
    ]);
    assert.deepEqual(texts(commanded.events, 'closeQuartersWin'), [
      'Rifles a-rifles wins the Close Quarters Combat',
    ]);
    assert.equal(commanded.state.rerollsDue, undefined);
    assert.equal(commanded.state.activation?.closeQuarters, undefined);
    assert.ok(commanded.state.players.a.deck.piles.discardPile.includes(CARD.steadyHands));
  });

  it(`${RULE}: waiting changes no die: the combat let go after the wait rolls exactly as the combat that did not wait (same seed)`, () => {
    // A hand without a re-roll card waits too (the deck holds one): only going on is offered.
    const waited = applyChoice(setup, charged([filler(6)], []), fight);
    assert.deepEqual(nextDecision(setup, waited.state)?.options, [goOn]);
    const goneOn = applyChoice(setup, waited.state, goOn);
    const straight = applyChoice(setup, charged([], []), fight);
    assert.equal(straight.state.rerollsDue, undefined);
    assert.deepEqual(texts(straight.events, 'closeQuartersAttack'), PLAIN);
    assert.deepEqual(texts(goneOn.events, 'closeQuartersAttack'), PLAIN);
    assert.deepEqual(goneOn.state.units, straight.state.units);
    assert.deepEqual(goneOn.state.rng, straight.state.rng);
    assert.equal(goneOn.state.activation?.unit, straight.state.activation?.unit);
  });

  it(`${RULE}, rulebook p.28 Close Quarters Attacks: the order of asking: the charging General after their roll, then the Retaliating General after theirs; with the Defensive Advantage the target's General first`, () => {
    const first = applyChoice(setup, charged([filler(6)], [filler(7)]), fight);
    assert.deepEqual(first.state.rerollsDue, {
      unit: 'a-rifles',
      target: 'b-rifles',
      rolled: [0, 4, 2, 1, 3, 1, 2],
    });
    const second = applyChoice(setup, first.state, goOn);
    assert.deepEqual(texts(second.events, 'closeQuartersAttack'), PLAIN.slice(0, 1));
    assert.deepEqual(second.state.rerollsDue, {
      unit: 'b-rifles',
      target: 'a-rifles',
      rolled: [1, 0, 1],
    });
    assert.equal(nextDecision(setup, second.state)?.player, 'b');
    const done = applyChoice(setup, second.state, goOn);
    assert.deepEqual(texts(done.events, 'closeQuartersAttack'), PLAIN.slice(1));
    assert.deepEqual(texts(done.events, 'stalemate'), ['The Close Quarters Combat is a Stalemate']);
    // rulebook p.28 Defensive Advantage: the target strikes first, so its General is asked first.
    const advantage = applyChoice(setup, charged([filler(6)], [filler(7)], true), fight);
    assert.deepEqual(texts(advantage.events, 'defensiveAdvantage'), [
      'Rifles b-rifles has the Defensive Advantage',
    ]);
    assert.deepEqual(advantage.state.rerollsDue, {
      unit: 'b-rifles',
      target: 'a-rifles',
      rolled: [0, 4, 2, 1, 3, 1, 2],
    });
    const then = applyChoice(setup, advantage.state, goOn);
    assert.deepEqual(then.state.rerollsDue, {
      unit: 'a-rifles',
      target: 'b-rifles',
      rolled: [1, 0, 1],
    });
  });

  it(`${RULE}, rulebook p.38 Interference: the Command issued after the roll may be Interfered with: a higher card makes it fail and the attack goes on without its re-rolls`, () => {
    const waiting = applyChoice(setup, charged([CARD.steadyHands], [filler(6)]), fight).state;
    const issued = applyChoice(setup, waiting, { ...goOn, command: CARD.steadyHands });
    assert.equal(issued.state.command?.card, CARD.steadyHands);
    assert.equal(nextDecision(setup, issued.state)?.player, 'b');
    const failed = applyChoice(setup, issued.state, { kind: 'interfere', card: filler(6) });
    assert.deepEqual(texts(failed.events, 'interference'), [
      'General B Interferes with a card of Value 6 against Steady Hands (Value 5): the Command fails',
    ]);
    // B's hand is empty now: its Retaliation rolls through; the dice are those of the plain combat.
    assert.deepEqual(texts(failed.events, 'closeQuartersAttack'), PLAIN);
    assert.equal(failed.state.rerollsDue, undefined);
  });

  it(`${RULE}, rulebook p.38 Command Limits: a Command issued with the charging unit's declaration (Like Lions) leaves no wait after its roll; the Retaliating General may still issue one after theirs`, () => {
    const issued = applyChoice(
      setup,
      charged([CARD.likeLions, CARD.steadyHands], [CARD.steadyHands]),
      { ...fight, command: CARD.likeLions },
    );
    const declared = applyChoice(setup, issued.state, { kind: 'noInterference' });
    assert.deepEqual(texts(declared.events, 'closeQuartersAttack'), [
      'Rifles a-rifles attacks Rifles b-rifles in Close Quarters: improved, 7 dice, 5 hits, 5 damage, 5 destroyed',
    ]);
    assert.deepEqual(declared.state.rerollsDue, {
      unit: 'b-rifles',
      target: 'a-rifles',
      rolled: [0, 1, 4],
    });
    assert.deepEqual(nextDecision(setup, declared.state)?.options, [
      goOn,
      { ...goOn, command: CARD.steadyHands },
    ]);
  });
});
