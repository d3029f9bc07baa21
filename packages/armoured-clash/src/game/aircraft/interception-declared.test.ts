import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { CARD, commandDeck, filler } from '../../testing/command-fixture.js';
import { bothHolding, play as playFrom } from '../../testing/play-fixture.js';
import type { Choice } from '../choice.js';
import { unitRefusal } from '../commands/command-refusal.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';
import { kinds } from '../../testing/event-readers.js';

/** The intercept skirmish, both Generals holding the command deck (Precision Fire: Value 3, Steady Hands: Value 5). */
const setup = bothHolding(interceptSkirmish(), commandDeck());

const play = (state: GameState, choices: readonly Choice[]) => playFrom(setup, state, choices);
const texts = (events: readonly GameEvent[]): string[] => events.map((e) => e.text);

/** Seed of the interceptors' attack: its first roll is Strike, Blank, Glancing Strike. */
const ATTACK_SEED = 1;
/** The card B issues the Intercept with (Value 6), and the one A Interferes with (Value 7, above Precision Fire's 3). */
const INTERCEPT_CARD = filler(6);
const HIGHER_CARD = filler(7);

const PLAIN =
  'Fighters b-fighters fires at Fighters a-fighters: neutral, 3 dice (Strike, Blank, Blank), 1 hits, 0 damage, 0 destroyed';
const IMPROVED =
  'Fighters b-fighters fires at Fighters a-fighters: improved, 3 dice (Strike, Blank, Blank), 1 hits, 0 damage, 0 destroyed';
const BACK =
  'Fighters b-fighters flies off the battlefield and returns to Reserve (glossary: Interceptor)';
const ISSUED =
  'General B issues a Command (a card face down) to Fighters b-fighters as it declares a Ranged Attack against Fighters a-fighters in its Interception Sortie';

const ATTACK: Choice = { kind: 'rangedAttack', target: 'a-fighters' };
const PRECISION_FIRE: Choice = { ...ATTACK, command: CARD.precisionFire };

/**
 * A's fighters flown 10"; B Intercepts (A lets it through) and its fighters
 * approach 6": their Engage Step, the generator reseeded (ATTACK_SEED). B
 * holds `bHand` besides the Intercept's card; A holds HIGHER_CARD.
 */
function engaging(bHand: readonly number[]): GameState {
  const arrived = interceptorsArrived(setup, { a: [HIGHER_CARD], b: [INTERCEPT_CARD, ...bHand] });
  const { state } = play(arrived, [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 10 },
    { kind: 'intercept', unit: 'b-fighters', card: INTERCEPT_CARD },
    { kind: 'noInterference' },
    { kind: 'approach', inches: 6 },
  ]);
  state.rng = seedRng(ATTACK_SEED);
  return state;
}

describe('rulebook p.37 Issuing Commands as an Interception Sortie’s attack is declared (glossary: Interceptor)', () => {
  it('rulebook p.37 Issuing Commands, glossary: Interceptor: the Engage Step offers the attack with each card B may issue as it is declared (Precision Fire; Steady Hands, whose Bonus Re-Rolls may come with the declaration), then holding', () => {
    const decision = nextDecision(setup, engaging([CARD.precisionFire, CARD.steadyHands]));
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      ATTACK,
      PRECISION_FIRE,
      { ...ATTACK, command: CARD.steadyHands },
      { kind: 'hold' },
    ]);
  });

  it('rulebook p.37 Issuing Commands, glossary: Interceptor: declared without its Command, the attack rolls exactly as one B had no card for (seeded: same dice, same units, same generator)', () => {
    const declined = play(engaging([CARD.precisionFire]), [ATTACK, { kind: 'attackRerolls' }]);
    const straight = play(engaging([]), [ATTACK]);
    assert.deepEqual(texts(declined.events).slice(-2), [PLAIN, BACK]);
    assert.deepEqual(texts(straight.events), [PLAIN, BACK]);
    assert.deepEqual(declined.state.units, straight.state.units);
    assert.deepEqual(declined.state.rng, straight.state.rng);
    assert.deepEqual(declined.state.players.b.deck.hand, [CARD.precisionFire]);
  });

  it('rulebook p.37 Issuing Commands, glossary: Interceptor: Precision Fire issued as the attack is declared waits for A’s Interference; received, the attack gains its Combat Rating Bonus (improved), then the interceptors escape', () => {
    const issued = play(engaging([CARD.precisionFire]), [PRECISION_FIRE]);
    assert.deepEqual(texts(issued.events), [ISSUED]);
    assert.deepEqual(issued.state.activation?.sortie?.interception, {
      unit: 'b-fighters',
      step: 'declared',
      declared: { target: 'a-fighters', by: 'b-fighters', interception: true },
      commandsIssued: ['b'],
    });
    assert.equal(nextDecision(setup, issued.state)?.player, 'a');
    const received = play(issued.state, [{ kind: 'noInterference' }]);
    assert.deepEqual(kinds(received.events), [
      'interference',
      'commandReceived',
      'rangedAttack',
      'returnToReserve',
    ]);
    assert.deepEqual(texts(received.events).slice(-2), [IMPROVED, BACK]);
    assert.equal(received.state.units['b-fighters']?.inReserve, true);
    assert.ok(received.state.players.b.deck.piles.discardPile.includes(CARD.precisionFire));
  });

  it('rulebook p.38 Interference, glossary: Interceptor: A Interferes with a higher card, Precision Fire fails and the attack is made as one declared without it', () => {
    const interfered = play(engaging([CARD.precisionFire]), [
      PRECISION_FIRE,
      { kind: 'interfere', card: HIGHER_CARD },
    ]);
    const straight = play(engaging([]), [ATTACK]);
    assert.ok(!kinds(interfered.events).includes('commandReceived'));
    assert.deepEqual(texts(interfered.events).slice(-2), [PLAIN, BACK]);
    assert.deepEqual(interfered.state.units, straight.state.units);
    assert.deepEqual(interfered.state.rng, straight.state.rng);
    assert.ok(interfered.state.players.a.deck.piles.discardPile.includes(HIGHER_CARD));
    assert.ok(interfered.state.players.b.deck.piles.discardPile.includes(CARD.precisionFire));
  });

  it('rulebook p.38 Command Limits, glossary: Interceptor ("as though it were its Activation"): with Precision Fire issued as it was declared, B issues no other Command in the Interception Sortie: the attack does not wait before its re-rolls though B still holds Steady Hands', () => {
    const engaged = engaging([CARD.precisionFire, CARD.steadyHands]);
    assert.deepEqual(engaged.activation?.commandsIssued, ['b']);
    const issued = play(engaged, [PRECISION_FIRE]).state;
    assert.equal(
      unitRefusal(setup, issued, 'b', 'b-fighters')?.rule,
      'rulebook p.38 Command Limits',
    );
    const made = play(issued, [{ kind: 'noInterference' }]);
    assert.ok(!kinds(made.events).includes('attackRolled'));
    assert.equal(made.state.rerollsDue, undefined);
    assert.deepEqual(made.state.players.b.deck.hand, [CARD.steadyHands]);
  });

  it('rulebook p.37 Issuing Commands, glossary: Interceptor: a card whose Condition is not the declaration of a Ranged Attack is refused, naming the rule', () => {
    assert.throws(
      () => play(engaging([filler(8)]), [{ ...ATTACK, command: filler(8) }]),
      (error: unknown) =>
        error instanceof IllegalChoice && error.rule === 'rulebook p.37 Issuing Commands',
    );
  });
});
