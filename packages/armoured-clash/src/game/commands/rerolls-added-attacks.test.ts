import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../../testing/clash-fixture.js';
import {
  openTopOffered as openTopOfferedTo,
  openTopSkirmish,
  throwOffered as throwOfferedTo,
  throwingSkirmish,
} from '../../testing/added-attacks-fixture.js';
import { CARD, commandDeck, filler, setHand } from '../../testing/command-fixture.js';
import { cardOnTop, skirmishWith } from '../../testing/melee-fixture.js';
import { bothHolding, play } from '../../testing/play-fixture.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { kinds } from '../../testing/event-readers.js';

const texts = (events: readonly GameEvent[]): string[] => events.map((e) => e.text);
const goOn: Choice = { kind: 'attackRerolls' };
const steadyHands: Choice = { kind: 'attackRerolls', command: CARD.steadyHands };

/** Throw (6") on A's rifles, both Generals with the command deck (Steady Hands: Blanks re-rolled too). */
const throwing = throwingSkirmish(commandDeck());

/** The Throw offered (testing/added-attacks-fixture.ts); then A holds `aHand`, a Value 6 card on top of A's deck. */
function throwOffered(aHand: readonly number[]): GameState {
  const state = throwOfferedTo(throwing);
  setHand(state, 'a', aHand);
  cardOnTop(state, 'a', filler(6));
  return state;
}

const throwAt: Choice = { kind: 'throw', target: 'b-rifles' };

describe('rulebook p.33 Bonus Re-Rolls after the first roll of a Throw (glossary: Throw (X"))', () => {
  it('rulebook p.33 Bonus Re-Rolls, glossary: Throw (X"): the card revealed, the Weakened Ranged Attack rolls and waits for A; let go, it resumes without revealing another card and rolls exactly as with an empty hand', () => {
    const waiting = play(throwing, throwOffered([CARD.steadyHands]), [throwAt]);
    assert.deepEqual(kinds(waiting.events), ['throw', 'attackRolled']);
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'a-rifles',
      target: 'b-rifles',
      rolled: [3, 0, 0, 0, 1, 4, 1, 0, 4],
    });
    const kept = waiting.state.activation?.attacksDeclared?.attacks[0];
    assert.equal(kept?.thrownValue, 6);
    assert.equal(kept?.rolled?.length, 9);
    const decision = nextDecision(throwing, waiting.state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [goOn, steadyHands]);
    const goneOn = play(throwing, waiting.state, [goOn]);
    const straight = play(throwing, throwOffered([]), [throwAt]);
    assert.deepEqual(kinds(goneOn.events).slice(0, 1), ['rangedAttack']);
    assert.deepEqual(texts(goneOn.events), texts(straight.events).slice(1));
    assert.deepEqual(goneOn.state.units, straight.state.units);
    assert.deepEqual(goneOn.state.rng, straight.state.rng);
    // One card revealed and discarded for the Throw, not a second as it resumes.
    assert.deepEqual(goneOn.state.players.a.deck.piles.discardPile, [filler(6)]);
    assert.deepEqual(straight.state.players.a.deck.piles.discardPile, [filler(6)]);
    assert.equal(goneOn.state.activation, undefined);
  });

  it('rulebook p.33 Bonus Re-Rolls, glossary: Throw (X"): Steady Hands issued after the roll and received re-rolls the Blanks of the same first roll', () => {
    const waiting = play(throwing, throwOffered([CARD.steadyHands]), [throwAt]);
    const commanded = play(throwing, waiting.state, [steadyHands]);
    assert.deepEqual(kinds(commanded.events).slice(0, 4), [
      'command',
      'interference',
      'commandReceived',
      'rangedAttack',
    ]);
    assert.equal(
      commanded.events[3]?.text,
      'Rifles a-rifles Throws at Rifles b-rifles: weakened, 6 dice, 12 hits, 4 damage, 2 destroyed',
    );
    // The first roll's two Blanks re-rolled (neither was before: a Weakened rating re-rolls nothing).
    const dice = commanded.events[3]?.roll?.dice ?? [];
    assert.deepEqual(
      dice.map((d) => d.rerolled),
      [false, false, false, false, false, true, false, false, true],
    );
    assert.equal(commanded.state.activation, undefined);
  });
});

const occupied = openTopSkirmish(commandDeck());

/** The Open Top attack offered (testing/added-attacks-fixture.ts); A holds `aHand`, B nothing. */
function openTopOffered(aHand: readonly number[]): GameState {
  const state = openTopOfferedTo(occupied);
  setHand(state, 'a', aHand);
  return state;
}

const openTop: Choice = { kind: 'openTopAttack', unit: 'a-rifles', target: 'b-rifles' };

describe('rulebook p.33 Bonus Re-Rolls after the first roll of an Open Top attack (glossary: Open Top)', () => {
  it("rulebook p.33 Bonus Re-Rolls, glossary: Open Top: the added attack rolls and waits for A (the Transport's General); let go, it rolls exactly as with an empty hand, then the target's test and the end of the Activation", () => {
    const waiting = play(occupied, openTopOffered([CARD.steadyHands]), [openTop]);
    assert.deepEqual(kinds(waiting.events), ['attackRolled']);
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'a-tanks',
      target: 'b-rifles',
      rolled: [1, 4, 2, 4, 2, 3],
    });
    assert.equal(nextDecision(occupied, waiting.state)?.player, 'a');
    const goneOn = play(occupied, waiting.state, [goOn]);
    const straight = play(occupied, openTopOffered([]), [openTop]);
    assert.deepEqual(texts(goneOn.events), texts(straight.events));
    assert.deepEqual(goneOn.state.units, straight.state.units);
    assert.deepEqual(goneOn.state.rng, straight.state.rng);
    assert.equal(goneOn.state.activation, undefined);
  });

  it('rulebook p.33 Bonus Re-Rolls, glossary: Open Top: Steady Hands issued after the roll and received re-rolls its Blanks', () => {
    const waiting = play(occupied, openTopOffered([CARD.steadyHands]), [openTop]);
    const commanded = play(occupied, waiting.state, [steadyHands]);
    assert.deepEqual(texts(waiting.events), [
      'Tanks a-tanks fires at Rifles b-rifles (glossary: Open Top): weakened, 6 dice (Strike, Blank, Glancing Strike, Blank, Glancing Strike, Miss); before any die is re-rolled, its General may issue a Command (rulebook p.33 Bonus Re-Rolls)',
    ]);
    assert.deepEqual(kinds(commanded.events).slice(0, 4), [
      'command',
      'interference',
      'commandReceived',
      'rangedAttack',
    ]);
    assert.equal(
      commanded.events[3]?.text,
      'Tanks a-tanks fires with the Armaments Grid of Rifles a-rifles at Rifles b-rifles (glossary: Open Top): weakened, 6 dice (Strike, Miss, Glancing Strike, Heroic Strike, Glancing Strike, Miss), 3 hits, 3 damage, 3 destroyed',
    );
    assert.equal(commanded.state.activation, undefined);
  });
});

/** A's Tanks with All-Out Attack (2), both Generals holding the command deck. */
const allOutSetup = bothHolding(
  skirmishWith({ 'a-tanks': { rules: [{ name: 'All-Out Attack', x: 2 }] } }),
  commandDeck(),
);

/** A's Tanks in their Attack Step, B's Rifles moved within range; A holds `aHand`, B nothing. */
function allOutStep(aHand: readonly number[]): GameState {
  const start = opened(allOutSetup);
  const rifles = start.units['b-rifles'];
  if (rifles === undefined) throw new RangeError('b-rifles');
  rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 4, y: m.y - 8 }));
  const { state } = play(allOutSetup, start, [
    { kind: 'activate', unit: 'a-tanks' },
    { kind: 'hold' },
  ]);
  setHand(state, 'a', aHand);
  setHand(state, 'b', []);
  return state;
}

const allOut: Choice = { kind: 'allOutAttack', targets: ['b-rifles', 'b-tanks'] };

describe('rulebook p.33 Bonus Re-Rolls after the first roll of each attack of an All-Out Attack (glossary: All-Out Attack (X))', () => {
  it('rulebook p.33 Bonus Re-Rolls, glossary: All-Out Attack (X): each attack waits after its first roll, the next kept declared; let go each time, the attacks roll exactly as with an empty hand', () => {
    const first = play(allOutSetup, allOutStep([CARD.steadyHands]), [allOut]);
    assert.deepEqual(kinds(first.events), ['allOutAttack', 'attackRolled']);
    assert.deepEqual(first.state.rerollsDue, {
      unit: 'a-tanks',
      target: 'b-rifles',
      rolled: [1, 4, 2, 4, 2, 3, 3, 0, 1],
    });
    assert.deepEqual(
      first.state.activation?.attacksDeclared?.attacks.map((a) => [a.target, a.rolled?.length]),
      [
        ['b-rifles', 9],
        ['b-tanks', undefined],
      ],
    );
    const second = play(allOutSetup, first.state, [goOn]);
    assert.deepEqual(second.state.rerollsDue, {
      unit: 'a-tanks',
      target: 'b-tanks',
      rolled: [1, 3, 1, 3, 1, 3],
    });
    const last = play(allOutSetup, second.state, [goOn]);
    const straight = play(allOutSetup, allOutStep([]), [allOut]);
    const made = [...second.events, ...last.events].filter((e) => e.kind !== 'attackRolled');
    assert.deepEqual(texts(made), texts(straight.events).slice(1));
    assert.deepEqual(last.state.units, straight.state.units);
    assert.deepEqual(last.state.rng, straight.state.rng);
    assert.equal(last.state.activation, undefined);
  });
});
