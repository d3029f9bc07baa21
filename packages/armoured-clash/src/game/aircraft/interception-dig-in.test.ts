import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { MOMENT_CARD } from '../../testing/moments-fixture.js';
import { bothHolding, play as playFrom } from '../../testing/play-fixture.js';
import { DIG_IN, targetedDeck } from '../../testing/targeted-fixture.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { unitRefusal } from '../commands/command-refusal.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';
import { kinds } from '../../testing/event-readers.js';

const SOAR_SPEED = 12;
/** The intercept skirmish with A's rifles (Infantry) able to Soar, both Generals holding the targeted deck (Dig In: Infantry, Value 10). */
const base = bothHolding(interceptSkirmish(), targetedDeck());
const withSoar = (unit: ArmyUnit): ArmyUnit =>
  unit.id === 'a-rifles'
    ? { ...unit, specialRules: [...unit.specialRules, { name: 'Soar', x: SOAR_SPEED }] }
    : unit;
const setup: GameSetup = {
  ...base,
  generals: {
    ...base.generals,
    a: { ...base.generals.a, units: base.generals.a.units.map(withSoar) },
  },
};

const play = (state: GameState, choices: readonly Choice[]) => playFrom(setup, state, choices);
const texts = (events: readonly GameEvent[]): string[] => events.map((e) => e.text);

/** Seed of the interceptors' attack: one of the rifles is Destroyed. */
const ATTACK_SEED = 3;
/** The card B Intercepts with (a filler of Value 8), and the one B Interferes with (Value 12, above Dig In's 10). */
const INTERCEPT_CARD = 6;
const HIGHER_CARD = 10;

const FIRES =
  'Fighters b-fighters fires at Rifles a-rifles: neutral, 3 dice (Strike, Blank, Blank), 1 hits, 1 damage, 1 destroyed';
const TARGETED =
  'Rifles a-rifles is targeted by a Ranged Attack: General A may issue a Command first (rulebook p.37)';

const ATTACK: Choice = { kind: 'rangedAttack', target: 'a-rifles' };
const LET_GO: Choice = { kind: 'targetedByRangedAttack' };
const DIG: Choice = { ...LET_GO, command: DIG_IN };

/**
 * A's rifles Activated Soaring (glossary: Soar (X"): Target Category Aerial);
 * B Intercepts and its fighters approach 10": their Engage Step, the generator
 * reseeded (ATTACK_SEED). A holds `aHand`, B the Intercept's card and `bHand`.
 */
function engaging(aHand: readonly number[], bHand: readonly number[] = []): GameState {
  const arrived = interceptorsArrived(setup, { a: aHand, b: [INTERCEPT_CARD, ...bHand] });
  const { state } = play(arrived, [
    { kind: 'activate', unit: 'a-rifles', soar: true },
    { kind: 'intercept', unit: 'b-fighters', card: INTERCEPT_CARD },
    ...(aHand.length === 0 ? [] : [{ kind: 'noInterference' } as const]),
    { kind: 'approach', inches: 10 },
  ]);
  state.rng = seedRng(ATTACK_SEED);
  return state;
}

describe('rulebook p.37 Issuing Commands: Dig In as an Interception Sortie’s attack targets the active unit (glossary: Interceptor)', () => {
  it('rulebook p.37 Issuing Commands, glossary: Interceptor, Soar (X"): the attack against the Soaring Infantry waits for A before it is made, A may issue Dig In or let it go ahead', () => {
    const waiting = play(engaging([DIG_IN]), [ATTACK]);
    assert.deepEqual(texts(waiting.events), [TARGETED]);
    assert.deepEqual(waiting.state.targetedByRangedAttack, {
      target: 'a-rifles',
      by: 'b-fighters',
      interception: true,
    });
    assert.equal(waiting.state.activation?.soaringInterception?.step, 'targeted');
    const decision = nextDecision(setup, waiting.state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [LET_GO, DIG]);
  });

  it('rulebook p.37 Issuing Commands, glossary: Interceptor: let go, the attack is made exactly as one that never waited (seeded: same dice, same units, same generator once the rifles’ Suppression Test is taken)', () => {
    const declined = play(engaging([DIG_IN]), [ATTACK, LET_GO]);
    assert.deepEqual(texts(declined.events).slice(1, 2), [FIRES]);
    assert.deepEqual(declined.state.suppressionTest?.unit, 'a-rifles');
    const tested = play(declined.state, [{ kind: 'suppressionTest' }]);
    const straight = play(engaging([]), [ATTACK]);
    assert.deepEqual(kinds(straight.events), [
      'rangedAttack',
      'suppressionTest',
      'returnToReserve',
    ]);
    assert.equal(straight.events[0]?.text, FIRES);
    assert.deepEqual(texts(tested.events), texts(straight.events).slice(1));
    assert.deepEqual(tested.state.units, straight.state.units);
    assert.deepEqual(tested.state.rng, straight.state.rng);
  });

  it('rulebook p.37 Issuing Commands, p.30 Taking Cover, glossary: Interceptor: Dig In received, the rifles Take Cover before the attack is made, then the interceptors escape and A’s Activation goes on', () => {
    // B holds no card to Interfere with: the Command is received at once.
    const dug = play(engaging([DIG_IN]), [ATTACK, DIG]);
    assert.deepEqual(kinds(dug.events), [
      'targetedByRangedAttack',
      'command',
      'interference',
      'commandReceived',
      'takeCover',
      'rangedAttack',
      'suppressionTest',
      'returnToReserve',
    ]);
    assert.equal(dug.events[5]?.text, FIRES);
    assert.deepEqual(dug.state.units['a-rifles']?.statuses, ['takingCover', 'suppressed']);
    assert.equal(dug.state.activation?.soaringInterception, undefined);
    assert.equal(dug.state.activation?.step, 'movement');
  });

  it('rulebook p.38 Interference, glossary: Interceptor: B Interferes with a higher card, Dig In fails: no Taking Cover, the attack is made as if let go', () => {
    const interfered = play(engaging([DIG_IN], [HIGHER_CARD]), [
      ATTACK,
      DIG,
      { kind: 'interfere', card: HIGHER_CARD },
    ]);
    assert.ok(!kinds(interfered.events).includes('takeCover'));
    assert.ok(texts(interfered.events).includes(FIRES));
    assert.deepEqual(interfered.state.units['a-rifles']?.statuses, ['suppressed']);
    assert.ok(interfered.state.players.a.deck.piles.discardPile.includes(DIG_IN));
    assert.ok(interfered.state.players.b.deck.piles.discardPile.includes(HIGHER_CARD));
  });

  it('rulebook p.38 Command Limits, glossary: Interceptor ("as though it were its Activation"): Dig In counts in the Interception Sortie, so the rifles’ Suppression Test there waits for no Command of A (unlike when A let the attack go); back in its own Activation A may still issue one', () => {
    const hand = [DIG_IN, MOMENT_CARD.standFirm];
    const dug = play(engaging(hand, [HIGHER_CARD]), [ATTACK, DIG]).state;
    assert.deepEqual(dug.activation?.soaringInterception?.commandsIssued, ['a']);
    assert.equal(unitRefusal(setup, dug, 'a', 'a-rifles')?.rule, 'rulebook p.38 Command Limits');
    const made = play(dug, [{ kind: 'noInterference' }]);
    assert.ok(kinds(made.events).includes('suppressionTest'));
    assert.equal(made.state.suppressionTest, undefined);
    assert.equal(unitRefusal(setup, made.state, 'a', 'a-rifles'), undefined);
    const declined = play(engaging(hand), [ATTACK, LET_GO]).state;
    assert.equal(declined.suppressionTest?.unit, 'a-rifles');
  });

  it('glossary: Interceptor, rulebook p.37: an Aircraft target waits for no Dig In (the card names Infantry units): the attack is made at once', () => {
    const arrived = interceptorsArrived(setup, { a: [DIG_IN], b: [INTERCEPT_CARD] });
    const { state } = play(arrived, [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 10 },
      { kind: 'intercept', unit: 'b-fighters', card: INTERCEPT_CARD },
      { kind: 'noInterference' },
      { kind: 'approach', inches: 10 },
    ]);
    const made = play(state, [{ kind: 'rangedAttack', target: 'a-fighters' }]);
    assert.deepEqual(kinds(made.events), ['rangedAttack', 'returnToReserve']);
    assert.equal(made.state.targetedByRangedAttack, undefined);
    assert.deepEqual(made.state.players.a.deck.hand, [DIG_IN]);
  });
});
