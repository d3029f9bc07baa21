import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CARD,
  TO_ATTACK_STEP,
  commandSkirmish,
  filler,
  setHand,
} from '../../testing/command-fixture.js';
import { opened } from '../../testing/clash-fixture.js';
import { skirmish } from '../../testing/game-fixture.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { playerView } from '../view.js';

const setup = commandSkirmish();
const fire: Choice = { kind: 'rangedAttack', target: 'b-tanks' };

/** Seed of the attack: its first roll holds two Blanks, which Steady Hands lets A re-roll. */
const SEED = 1;

/** A's Tanks in their Attack Step, A holding `hand`, B none (no Interference). */
function attackStep(hand: readonly number[], given: GameSetup = setup): GameState {
  const state = replay({
    format: RECORD_FORMAT,
    setup: given,
    seed: SEED,
    choices: TO_ATTACK_STEP,
  }).state;
  setHand(state, 'a', hand);
  setHand(state, 'b', []);
  return state;
}

const texts = (events: readonly { readonly kind: string; readonly text: string }[], kind: string) =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

describe('rulebook p.33 Bonus Re-Rolls: a Command issued after seeing the first roll', () => {
  it('rulebook p.33 Bonus Re-Rolls: the attack rolls, waits before any die is re-rolled, and with Steady Hands received the Blanks are re-rolled too', () => {
    const waiting = applyChoice(setup, attackStep([CARD.steadyHands]), fire);
    assert.deepEqual(texts(waiting.events, 'attackRolled'), [
      'Tanks a-tanks fires at Tanks b-tanks: neutral, 6 dice (Strike, Blank, Glancing Strike, Blank, Glancing Strike, Miss); before any die is re-rolled, its General may issue a Command (rulebook p.33 Bonus Re-Rolls)',
    ]);
    assert.deepEqual(texts(waiting.events, 'rangedAttack'), []);
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'a-tanks',
      target: 'b-tanks',
      rolled: [1, 4, 2, 4, 2, 3],
    });
    const decision = nextDecision(setup, waiting.state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'attackRerolls' },
      { kind: 'attackRerolls', command: CARD.steadyHands },
    ]);
    // Without the Command: the Neutral rating re-rolls the Glancing Strikes only.
    const plain = applyChoice(setup, waiting.state, { kind: 'attackRerolls' });
    assert.deepEqual(texts(plain.events, 'rangedAttack'), [
      'Tanks a-tanks fires at Tanks b-tanks: neutral, 6 dice (Strike, Blank, Miss, Blank, Heroic Strike, Miss), 3 hits, 1 damage, 1 destroyed',
    ]);
    // With it: the Blanks too, from the same first roll.
    const commanded = applyChoice(setup, waiting.state, {
      kind: 'attackRerolls',
      command: CARD.steadyHands,
    });
    assert.deepEqual(texts(commanded.events, 'rangedAttack'), [
      'Tanks a-tanks fires at Tanks b-tanks: neutral, 6 dice (Strike, Miss, Heroic Strike, Strike, Miss, Miss), 4 hits, 1 damage, 1 destroyed',
    ]);
    assert.equal(commanded.state.rerollsDue, undefined);
    assert.equal(commanded.state.activation, undefined, 'the Activation ended');
    assert.deepEqual(commanded.state.players.a.deck.hand, []);
    assert.ok(commanded.state.players.a.deck.piles.discardPile.includes(CARD.steadyHands));
  });

  it('rulebook p.33: waiting changes no die: the attack let go rolls exactly as the attack that did not wait', () => {
    const waited = applyChoice(setup, attackStep([CARD.steadyHands]), fire);
    const goneOn = applyChoice(setup, waited.state, { kind: 'attackRerolls' });
    const straight = applyChoice(setup, attackStep([]), fire);
    assert.equal(straight.state.rerollsDue, undefined);
    assert.deepEqual(texts(goneOn.events, 'rangedAttack'), texts(straight.events, 'rangedAttack'));
    assert.deepEqual(goneOn.state.units, straight.state.units);
    assert.deepEqual(goneOn.state.rng, straight.state.rng);
  });

  it('hidden information: the wait is judged from what both Generals know: a hand without a re-roll card waits too (the deck holds one), offering only to go on', () => {
    const waiting = applyChoice(setup, attackStep([filler(6)]), fire);
    assert.notEqual(waiting.state.rerollsDue, undefined);
    assert.deepEqual(nextDecision(setup, waiting.state)?.options, [{ kind: 'attackRerolls' }]);
    // B sees the dice on the table and that A decides, nothing of A's hand.
    const seenByB = playerView(waiting.state, 'b');
    assert.equal(seenByB.opponent.handSize, 1);
    assert.ok(!JSON.stringify(seenByB).includes(`"hand":[${filler(6)}]`));
  });

  it('rulebook p.33: no wait with an empty hand, with no card of the deck at this moment, or once a Command was issued with the attack', () => {
    assert.equal(applyChoice(setup, attackStep([]), fire).state.rerollsDue, undefined);
    const plainDeck = skirmish();
    const noCard = applyChoice(plainDeck, attackStep([0], plainDeck), fire);
    assert.equal(noCard.state.rerollsDue, undefined);
    const withCommand = applyChoice(setup, attackStep([CARD.steadyHands, CARD.precisionFire]), {
      ...fire,
      command: CARD.precisionFire,
    });
    assert.equal(withCommand.state.rerollsDue, undefined);
    assert.ok(texts(withCommand.events, 'rangedAttack').length === 1);
  });

  it('rulebook p.33: while the attack waits nothing else is taken, and an answer with no attack waiting is refused', () => {
    const waiting = applyChoice(setup, attackStep([CARD.steadyHands]), fire).state;
    assert.throws(
      () => applyChoice(setup, waiting, { kind: 'takeCover' }),
      (error: unknown) =>
        error instanceof IllegalChoice && /the attack rolled waits first/.test(error.message),
    );
    const straight = attackStep([CARD.steadyHands]);
    assert.throws(
      () => applyChoice(setup, straight, { kind: 'attackRerolls' }),
      (error: unknown) =>
        error instanceof IllegalChoice &&
        /no attack waits before its dice are re-rolled/.test(error.message),
    );
  });
});

/** A's tanks with Rolling Stock and Fields of Fire on their row against Heavy targets; B's rifles a Heavy target. */
const fieldsOfFire: GameSetup = commandSkirmish((unit: ArmyUnit): ArmyUnit => {
  if (unit.id === 'b-rifles') return { ...unit, category: 'heavy' };
  if (unit.id !== 'a-tanks') return unit;
  return {
    ...unit,
    specialRules: [...unit.specialRules, { name: 'Rolling Stock' }],
    armaments: {
      ...unit.armaments,
      rows: unit.armaments.rows.map((row) =>
        row.attack === 'ranged' && row.target === 'heavy'
          ? { ...row, qualities: [...row.qualities, { name: 'Fields of Fire' }] }
          : row,
      ),
    },
  };
});

/** A's tanks mid-table facing north, B's tanks ahead, B's rifles 10" behind them; A holds Steady Hands, B nothing. */
function fieldsOfFireStep(): GameState {
  const state = opened(fieldsOfFire);
  const shift = (id: string, x: number, y: number) => {
    const unit = state.units[id];
    if (unit === undefined) throw new RangeError(id);
    unit.models = unit.models.map((m) => ({ ...m, x: m.x + x, y: m.y + y }));
  };
  shift('a-tanks', 0, 13);
  shift('b-rifles', 14, -22);
  let now = applyChoice(fieldsOfFire, state, { kind: 'activate', unit: 'a-tanks' }).state;
  now = applyChoice(fieldsOfFire, now, { kind: 'hold' }).state;
  setHand(now, 'a', [CARD.steadyHands]);
  setHand(now, 'b', []);
  return now;
}

describe('rulebook p.33 Bonus Re-Rolls in a sequence of attacks (glossary: Fields of Fire)', () => {
  it('rulebook p.33 Bonus Re-Rolls: each attack waits after its first roll; a Command issued at the first (one per Activation, p.38) leaves the second to roll through, and the Activation ends', () => {
    const both: Choice = { kind: 'fieldsOfFire', targets: ['b-tanks', 'b-rifles'] };
    const first = applyChoice(fieldsOfFire, fieldsOfFireStep(), both);
    assert.deepEqual(first.state.rerollsDue, {
      unit: 'a-tanks',
      target: 'b-tanks',
      rolled: [1, 4, 2, 4, 2, 3],
    });
    assert.deepEqual(
      first.state.activation?.attacksDeclared?.attacks.map((a) => [a.target, a.rolled?.length]),
      [
        ['b-tanks', 6],
        ['b-rifles', undefined],
      ],
    );
    const commanded = applyChoice(fieldsOfFire, first.state, {
      kind: 'attackRerolls',
      command: CARD.steadyHands,
    });
    assert.equal(commanded.state.rerollsDue, undefined);
    assert.equal(texts(commanded.events, 'rangedAttack').length, 2);
    assert.equal(commanded.state.activation, undefined, 'the Activation ended');
    // Without a Command, the second attack waits in its turn (A still holds the card).
    const plain = applyChoice(fieldsOfFire, first.state, { kind: 'attackRerolls' });
    assert.equal(texts(plain.events, 'rangedAttack').length, 1);
    assert.deepEqual(plain.state.rerollsDue, {
      unit: 'a-tanks',
      target: 'b-rifles',
      rolled: [3, 4, 1, 3, 1, 3],
    });
    const last = applyChoice(fieldsOfFire, plain.state, { kind: 'attackRerolls' });
    assert.equal(texts(last.events, 'rangedAttack').length, 1);
    assert.equal(last.state.activation, undefined, 'the Activation ended');
  });
});
