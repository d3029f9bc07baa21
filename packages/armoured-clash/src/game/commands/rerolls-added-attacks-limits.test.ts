import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  openTopOffered as openTopOfferedTo,
  openTopSkirmish,
  throwOffered as throwOfferedTo,
  throwingSkirmish,
} from '../../testing/added-attacks-fixture.js';
import { CARD, commandDeck, filler, setHand } from '../../testing/command-fixture.js';
import { kinds, texts } from '../../testing/event-readers.js';
import { cardOnTop } from '../../testing/melee-fixture.js';
import { CHARGE, aMoving } from '../../testing/movement-fixture.js';
import { play } from '../../testing/play-fixture.js';
import {
  HIGHER,
  goOn,
  interfere,
  steadyHands,
} from '../../testing/rerolls-interference-fixture.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';

// rulebook p.33 Bonus Re-Rolls after the first roll of the attacks a rule adds
// (glossary: Throw (X"), Open Top): p.38 Interference by the other General,
// and p.38 Command Limits / p.34 Disordered leaving the roll no wait.

/** Throw (6") on A's rifles, both Generals with the command deck (Steady Hands: Blanks re-rolled too). */
const throwing = throwingSkirmish(commandDeck());
/** The card on top of A's deck, revealed for the Throw: its Value is the Throw's dice. */
const THROW_CARD = filler(6);
const throwAt: Choice = { kind: 'throw', target: 'b-rifles' };
const THROWN =
  'Rifles a-rifles Throws at Rifles b-rifles: weakened, 6 dice, 10 hits, 3 damage, 1 destroyed';

/** The Throw offered; A holds `aHand`, B `bHand`, THROW_CARD on top of A's deck. */
function throwOffered(aHand: readonly number[], bHand: readonly number[]): GameState {
  const state = throwOfferedTo(throwing);
  setHand(state, 'a', aHand);
  setHand(state, 'b', bHand);
  cardOnTop(state, 'a', THROW_CARD);
  return state;
}

describe('rulebook p.33 Bonus Re-Rolls after the first roll of a Throw: Interference and Command Limits (glossary: Throw (X"))', () => {
  it('rulebook p.33 Bonus Re-Rolls, p.38 Interference, glossary: Throw (X"): B Interferes with a higher card, Steady Hands fails and the Throw resolves from its first roll as if let go', () => {
    const waiting = play(throwing, throwOffered([CARD.steadyHands], [HIGHER]), [throwAt]);
    assert.deepEqual(kinds(waiting.events), ['throw', 'attackRolled']);
    const issued = play(throwing, waiting.state, [steadyHands]);
    assert.deepEqual(kinds(issued.events), ['command']);
    const decision = nextDecision(throwing, issued.state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [interfere, { kind: 'noInterference' }]);
    const interfered = play(throwing, issued.state, [interfere]);
    assert.deepEqual(texts(interfered.events, 'interference'), [
      'General B Interferes with a card of Value 7 against Steady Hands (Value 5): the Command fails',
    ]);
    assert.deepEqual(texts(interfered.events, 'rangedAttack'), [THROWN]);
    const letGo = play(throwing, waiting.state, [goOn]);
    assert.deepEqual(texts(letGo.events, 'rangedAttack'), [THROWN]);
    assert.deepEqual(interfered.state.units, letGo.state.units);
    assert.deepEqual(interfered.state.rng, letGo.state.rng);
    assert.equal(interfered.state.activation, undefined);
  });

  it('rulebook p.38 Command Limits, glossary: Throw (X"): Steady Hands issued after the Close Quarters roll of the Charge leaves the Throw of the same Activation no wait, though A holds a card and the deck holds Steady Hands', () => {
    const start = aMoving(throwing, 1);
    setHand(start, 'a', [CARD.steadyHands, HIGHER]);
    setHand(start, 'b', []);
    const rolled = play(throwing, start, [CHARGE, { kind: 'closeQuartersAttack' }]);
    assert.deepEqual(rolled.state.rerollsDue?.unit, 'a-rifles');
    const fought = play(throwing, rolled.state, [steadyHands]);
    assert.deepEqual(texts(fought.events, 'commandReceived'), [
      'Steady Hands is received: Steady Hands happens.',
    ]);
    assert.deepEqual(nextDecision(throwing, fought.state)?.options, [throwAt, { kind: 'hold' }]);
    assert.deepEqual(fought.state.players.a.deck.hand, [HIGHER]);
    cardOnTop(fought.state, 'a', THROW_CARD);
    const thrown = play(throwing, fought.state, [throwAt]);
    assert.deepEqual(kinds(thrown.events), ['throw', 'rangedAttack']);
    assert.equal(thrown.state.rerollsDue, undefined);
    assert.deepEqual(texts(thrown.events, 'rangedAttack'), [THROWN]);
  });
});

/** A's tanks a Transport with Open Top, A's rifles Embarked, both Generals with the command deck. */
const occupied = openTopSkirmish(commandDeck());
const openTop: Choice = { kind: 'openTopAttack', unit: 'a-rifles', target: 'b-rifles' };
const OPEN_TOP_PLAIN =
  'Tanks a-tanks fires with the Armaments Grid of Rifles a-rifles at Rifles b-rifles (glossary: Open Top): weakened, 6 dice (Strike, Blank, Glancing Strike, Blank, Glancing Strike, Miss), 1 hits, 1 damage, 1 destroyed';

/** The Open Top attack offered; A holds `aHand`, B `bHand`; A's tanks Disordered when `disordered`. */
function openTopOffered(
  aHand: readonly number[],
  bHand: readonly number[],
  disordered = false,
): GameState {
  const state = openTopOfferedTo(occupied);
  setHand(state, 'a', aHand);
  setHand(state, 'b', bHand);
  if (disordered) state.units['a-tanks']?.statuses.push('disordered');
  return state;
}

describe('rulebook p.33 Bonus Re-Rolls after the first roll of an Open Top attack: Interference, and no wait when no Command can be issued (glossary: Open Top)', () => {
  it("rulebook p.33 Bonus Re-Rolls, p.38 Interference, glossary: Open Top: B Interferes with a higher card against the Transport's Steady Hands; it fails and the attack resolves from its first roll as if let go", () => {
    const waiting = play(occupied, openTopOffered([CARD.steadyHands], [HIGHER]), [openTop]);
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'a-tanks',
      target: 'b-rifles',
      rolled: [1, 4, 2, 4, 2, 3],
    });
    const issued = play(occupied, waiting.state, [steadyHands]);
    assert.deepEqual(texts(issued.events, 'command'), [
      'General A issues a Command (a card face down) to Tanks a-tanks before its attack’s dice are re-rolled',
    ]);
    assert.equal(nextDecision(occupied, issued.state)?.player, 'b');
    const interfered = play(occupied, issued.state, [interfere]);
    assert.deepEqual(kinds(interfered.events), [
      'interference',
      'rangedAttack',
      'suppressionTest',
      'coordinated',
    ]);
    assert.deepEqual(texts(interfered.events, 'rangedAttack'), [OPEN_TOP_PLAIN]);
    const letGo = play(occupied, waiting.state, [goOn]);
    assert.deepEqual(interfered.state.units, letGo.state.units);
    assert.deepEqual(interfered.state.rng, letGo.state.rng);
    assert.deepEqual(interfered.state.players.a.deck.hand, []);
    assert.deepEqual(interfered.state.players.b.deck.hand, []);
  });

  it('rulebook p.33 Bonus Re-Rolls, p.34 Disordered ("Commands cannot be issued to it"), glossary: Open Top: a Disordered Transport makes its attack with no wait, though A holds Steady Hands', () => {
    const made = play(occupied, openTopOffered([CARD.steadyHands], [], true), [openTop]);
    assert.equal(made.state.rerollsDue, undefined);
    assert.deepEqual(kinds(made.events), ['rangedAttack', 'suppressionTest', 'coordinated']);
    assert.deepEqual(texts(made.events, 'rangedAttack'), [OPEN_TOP_PLAIN]);
    assert.deepEqual(made.state.players.a.deck.hand, [CARD.steadyHands]);
  });
});
