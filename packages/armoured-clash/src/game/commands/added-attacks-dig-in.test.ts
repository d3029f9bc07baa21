import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  openTopOffered as openTopOfferedTo,
  openTopSkirmish,
  throwOffered as throwOfferedTo,
  throwingSkirmish,
} from '../../testing/added-attacks-fixture.js';
import { setHand } from '../../testing/command-fixture.js';
import { cardOnTop } from '../../testing/melee-fixture.js';
import { MOMENT_CARD, momentFiller } from '../../testing/moments-fixture.js';
import { play } from '../../testing/play-fixture.js';
import { DIG_IN, targetedDeck } from '../../testing/targeted-fixture.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { kinds } from '../../testing/event-readers.js';

const letItGo: Choice = { kind: 'targetedByRangedAttack' };

/** Throw (6") on A's rifles, both Generals with the targeted deck (Dig In). */
const throwing = throwingSkirmish(targetedDeck());
/** Forced March, Value 5 in the targeted deck. */
const VALUE_5 = MOMENT_CARD.forcedMarch;

/** The Throw offered (testing/added-attacks-fixture.ts); then B holds `bHand`, a Value 5 card on top of A's deck. */
function throwOffered(bHand: readonly number[]): GameState {
  const state = throwOfferedTo(throwing);
  setHand(state, 'b', bHand);
  cardOnTop(state, 'a', VALUE_5);
  return state;
}

describe('rulebook p.37 Issuing Commands: Dig In at a Throw (glossary: Throw (X"))', () => {
  it('glossary: Throw (X"), rulebook p.37 Issuing Commands: the Throw at B\'s rifles waits for B before the card is revealed; Dig In received, the rifles Take Cover, then the Weakened Ranged Attack of 5 dice, no Suppression Test, and the Activation ends', () => {
    const state = throwOffered([DIG_IN]);
    const { state: waiting, events } = play(throwing, state, [
      { kind: 'throw', target: 'b-rifles' },
    ]);
    assert.deepEqual(kinds(events), ['targetedByRangedAttack']);
    assert.deepEqual(waiting.targetedByRangedAttack, {
      target: 'b-rifles',
      thrownBy: 'glossary: Throw (X")',
    });
    // The card is not revealed yet.
    assert.equal(waiting.players.a.deck.piles.drawPile.at(-1), VALUE_5);
    const decision = nextDecision(throwing, waiting);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [letItGo, { ...letItGo, command: DIG_IN }]);
    const dugIn = play(throwing, waiting, [{ ...letItGo, command: DIG_IN }]);
    assert.deepEqual(kinds(dugIn.events), [
      'command',
      'interference',
      'commandReceived',
      'takeCover',
      'throw',
      'rangedAttack',
    ]);
    assert.equal(dugIn.events[3]?.text, 'Rifles b-rifles is Taking Cover (Dig In)');
    // Taking Cover adds to Defence only when the target is Concealed (rulebook p.30); a Throw
    // names no Line of Sight, so it never is: the attack is the one made without Dig In.
    assert.equal(
      dugIn.events[5]?.text,
      'Rifles a-rifles Throws at Rifles b-rifles: weakened, 5 dice, 10 hits, 3 damage, 1 destroyed',
    );
    assert.ok(dugIn.state.units['b-rifles']?.statuses.includes('takingCover'));
    assert.equal(dugIn.state.activation, undefined);
  });

  it('glossary: Throw (X"), rulebook p.37, hidden information: the Throw waits the same whether B holds Dig In or not; with an empty hand it is made at once', () => {
    const filler = play(throwing, throwOffered([momentFiller(8)]), [
      { kind: 'throw', target: 'b-rifles' },
    ]);
    assert.deepEqual(kinds(filler.events), ['targetedByRangedAttack']);
    assert.deepEqual(nextDecision(throwing, filler.state)?.options, [letItGo]);
    const atOnce = play(throwing, throwOffered([]), [{ kind: 'throw', target: 'b-rifles' }]);
    assert.deepEqual(kinds(atOnce.events), ['throw', 'rangedAttack']);
    assert.equal(
      atOnce.events[1]?.text,
      'Rifles a-rifles Throws at Rifles b-rifles: weakened, 5 dice, 10 hits, 3 damage, 1 destroyed',
    );
    assert.equal(atOnce.state.activation, undefined);
  });
});

const occupied = openTopSkirmish(targetedDeck());

/** The Open Top attack offered (testing/added-attacks-fixture.ts); A holds nothing, B `bHand`. */
function openTopOffered(bHand: readonly number[]): GameState {
  const state = openTopOfferedTo(occupied);
  setHand(state, 'b', bHand);
  return state;
}

const openTop: Choice = { kind: 'openTopAttack', unit: 'a-rifles', target: 'b-rifles' };
const OPEN_TOP_SHOT =
  'Tanks a-tanks fires with the Armaments Grid of Rifles a-rifles at Rifles b-rifles (glossary: Open Top): weakened, 7 dice (Glancing Strike, Blank, Glancing Strike, Miss, Miss, Heroic Strike, Strike), 3 hits, 3 damage, 3 destroyed';

describe('rulebook p.37 Issuing Commands: Dig In at an Open Top attack (glossary: Open Top)', () => {
  it("glossary: Open Top, rulebook p.37 Issuing Commands: the attack at B's rifles waits for B; Dig In received, the rifles Take Cover before it, then it is made and the Activation ends", () => {
    const { state, events } = play(occupied, openTopOffered([DIG_IN]), [openTop]);
    assert.deepEqual(kinds(events), ['targetedByRangedAttack']);
    assert.deepEqual(state.targetedByRangedAttack, { target: 'b-rifles', withGridOf: 'a-rifles' });
    const decision = nextDecision(occupied, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [letItGo, { ...letItGo, command: DIG_IN }]);
    const dugIn = play(occupied, state, [{ ...letItGo, command: DIG_IN }]);
    assert.deepEqual(kinds(dugIn.events), [
      'command',
      'interference',
      'commandReceived',
      'takeCover',
      'rangedAttack',
      'suppressionTest',
      'coordinated',
    ]);
    assert.equal(dugIn.events[3]?.text, 'Rifles b-rifles is Taking Cover (Dig In)');
    // The rifles are not Concealed from the tanks: Taking Cover adds nothing (rulebook p.30).
    assert.equal(dugIn.events[4]?.text, OPEN_TOP_SHOT);
    assert.ok(dugIn.state.units['b-rifles']?.statuses.includes('takingCover'));
    assert.equal(dugIn.state.activation, undefined);
  });

  it('glossary: Open Top, rulebook p.37, hidden information: with an empty hand the attack is made at once', () => {
    const { events } = play(occupied, openTopOffered([]), [openTop]);
    assert.deepEqual(kinds(events), ['rangedAttack', 'suppressionTest', 'coordinated']);
    assert.equal(events[0]?.text, OPEN_TOP_SHOT);
    assert.equal(events[1]?.text, 'Rifles b-rifles takes a Suppression Test at 5: card 1, passed');
  });

  it("glossary: Open Top, rulebook pp.36-37: the target's Suppression Test waits for its General; Stand Firm received, taken at +2", () => {
    const { state, events } = play(occupied, openTopOffered([MOMENT_CARD.standFirm]), [
      openTop,
      letItGo,
    ]);
    assert.deepEqual(kinds(events), [
      'targetedByRangedAttack',
      'rangedAttack',
      'suppressionTestDue',
    ]);
    const decision = nextDecision(occupied, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'suppressionTest' },
      { kind: 'suppressionTest', command: MOMENT_CARD.standFirm },
    ]);
    const tested = play(occupied, state, [
      { kind: 'suppressionTest', command: MOMENT_CARD.standFirm },
    ]);
    assert.deepEqual(kinds(tested.events), [
      'command',
      'interference',
      'commandReceived',
      'suppressionTest',
      'coordinated',
    ]);
    assert.equal(
      tested.events[3]?.text,
      'Rifles b-rifles takes a Suppression Test at 7: card 1, passed',
    );
    assert.equal(tested.state.activation, undefined);
  });
});
