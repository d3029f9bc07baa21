import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { CARD, commandDeck, filler } from '../../testing/command-fixture.js';
import { bothHolding, play as playFrom } from '../../testing/play-fixture.js';
import type { Choice } from '../choice.js';
import { unitRefusal } from '../commands/command-refusal.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';
import { kinds } from '../../testing/event-readers.js';

/** The intercept skirmish, both Generals holding the command deck (Steady Hands: re-roll Blanks, Value 5). */
const setup = bothHolding(interceptSkirmish(), commandDeck());

const play = (state: GameState, choices: readonly Choice[]) => playFrom(setup, state, choices);
const texts = (events: readonly GameEvent[]): string[] => events.map((e) => e.text);

/** Seed of the interceptors' attack: its first roll is Strike, Blank, Glancing Strike. */
const ATTACK_SEED = 1;
/** The card B issues the Intercept with (Value 6), and the one A Interferes with (Value 7, above Steady Hands' 5). */
const INTERCEPT_CARD = filler(6);
const HIGHER_CARD = filler(7);

const PLAIN =
  'Fighters b-fighters fires at Fighters a-fighters: neutral, 3 dice (Strike, Blank, Blank), 1 hits, 0 damage, 0 destroyed';
const STEADY =
  'Fighters b-fighters fires at Fighters a-fighters: neutral, 3 dice (Strike, Blank, Heroic Strike), 3 hits, 1 damage, 0 destroyed';
const BACK =
  'Fighters b-fighters flies off the battlefield and returns to Reserve (glossary: Interceptor)';

const ATTACK: Choice = { kind: 'rangedAttack', target: 'a-fighters' };
const GO_ON: Choice = { kind: 'attackRerolls' };
const STEADY_HANDS: Choice = { kind: 'attackRerolls', command: CARD.steadyHands };

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

describe('rulebook p.33 Bonus Re-Rolls after an Interception Sortie’s attack (glossary: Interceptor)', () => {
  it('rulebook p.33 Bonus Re-Rolls, glossary: Interceptor: the interceptors’ attack rolls and waits for B before any die is re-rolled; let go, it rolls exactly as with no card to issue, then the Escape Step', () => {
    const waiting = play(engaging([CARD.steadyHands]), [ATTACK]);
    assert.deepEqual(kinds(waiting.events), ['attackRolled']);
    assert.deepEqual(waiting.state.activation?.sortie?.interception, {
      unit: 'b-fighters',
      step: 'targeted',
      declared: { target: 'a-fighters', by: 'b-fighters', interception: true },
      attack: { rolled: [1, 4, 2] },
    });
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'b-fighters',
      target: 'a-fighters',
      rolled: [1, 4, 2],
    });
    const decision = nextDecision(setup, waiting.state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [GO_ON, STEADY_HANDS]);
    const goneOn = play(waiting.state, [GO_ON]);
    const straight = play(engaging([]), [ATTACK]);
    assert.deepEqual(texts(goneOn.events), [PLAIN, BACK]);
    assert.deepEqual(texts(straight.events), [PLAIN, BACK]);
    assert.deepEqual(goneOn.state.units, straight.state.units);
    assert.deepEqual(goneOn.state.rng, straight.state.rng);
    assert.equal(goneOn.state.activation?.sortie?.interception, undefined);
    assert.equal(goneOn.state.activation?.sortie?.step, 'engage');
  });

  it('rulebook p.33 Bonus Re-Rolls, glossary: Interceptor: Steady Hands issued after the roll and received: its Blank is re-rolled too, then the interceptors escape', () => {
    const waiting = play(engaging([CARD.steadyHands]), [ATTACK]);
    const commanded = play(waiting.state, [STEADY_HANDS, { kind: 'noInterference' }]);
    assert.deepEqual(kinds(commanded.events), [
      'command',
      'interference',
      'commandReceived',
      'rangedAttack',
      'returnToReserve',
    ]);
    assert.equal(commanded.events[3]?.text, STEADY);
    assert.equal(commanded.state.units['a-fighters']?.damage, 1);
    assert.deepEqual(commanded.state.players.b.deck.hand, []);
    assert.equal(commanded.state.units['b-fighters']?.inReserve, true);
  });

  it('rulebook p.33 Bonus Re-Rolls, p.38 Interference, glossary: Interceptor: A Interferes with a higher card, Steady Hands fails and the attack goes on from its dice without it', () => {
    const waiting = play(engaging([CARD.steadyHands]), [ATTACK]);
    const interfered = play(waiting.state, [
      STEADY_HANDS,
      { kind: 'interfere', card: HIGHER_CARD },
    ]);
    assert.deepEqual(texts(interfered.events).slice(-2), [PLAIN, BACK]);
    assert.ok(!kinds(interfered.events).includes('commandReceived'));
    assert.equal(interfered.state.units['a-fighters']?.damage, 0);
    assert.deepEqual(interfered.state.players.a.deck.hand, []);
    assert.ok(interfered.state.players.a.deck.piles.discardPile.includes(HIGHER_CARD));
    assert.ok(interfered.state.players.b.deck.piles.discardPile.includes(CARD.steadyHands));
  });

  it('rulebook p.38 Command Limits, glossary: Interceptor ("as though it were its Activation"): the Intercept counts in A’s Activation, so B may still issue one Command in the Interception Sortie, counted there; back in A’s Activation B may issue none', () => {
    const engaged = engaging([CARD.steadyHands]);
    assert.deepEqual(engaged.activation?.commandsIssued, ['b']);
    const waiting = play(engaged, [ATTACK]);
    assert.equal(nextDecision(setup, waiting.state)?.player, 'b');
    const issued = play(waiting.state, [STEADY_HANDS]);
    assert.deepEqual(issued.state.activation?.sortie?.interception?.commandsIssued, ['b']);
    assert.deepEqual(issued.state.activation?.commandsIssued, ['b']);
    assert.equal(
      unitRefusal(setup, issued.state, 'b', 'b-fighters')?.rule,
      'rulebook p.38 Command Limits',
    );
    const after = play(issued.state, [{ kind: 'noInterference' }]).state;
    assert.equal(after.activation?.sortie?.interception, undefined);
    assert.equal(unitRefusal(setup, after, 'b', 'b-tanks')?.rule, 'rulebook p.38 Command Limits');
    assert.equal(unitRefusal(setup, after, 'a', 'a-fighters'), undefined);
  });
});
