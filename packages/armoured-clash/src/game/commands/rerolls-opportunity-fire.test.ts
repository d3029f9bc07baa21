import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CARD, commandSkirmish, filler, setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES } from '../../testing/game-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import type { GameState } from '../state.js';

const setup = commandSkirmish();

/** A's Tanks On Lookout, B's Tanks Activated: the first Reaction Step. */
const LOOKOUT: readonly Choice[] = [
  ...OPENING_CHOICES,
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'goOnLookout' },
  { kind: 'activate', unit: 'b-tanks' },
];

/** Seed of the game: the Opportunity Fire's first roll holds two Blanks, which Steady Hands lets A re-roll. */
const SEED = 1;

/** The first Reaction Step of B's Tanks' Activation, A holding `aHand`, B `bHand`. */
function reactionStep(aHand: readonly number[], bHand: readonly number[] = []): GameState {
  const state = replay({ format: RECORD_FORMAT, setup, seed: SEED, choices: LOOKOUT }).state;
  setHand(state, 'a', aHand);
  setHand(state, 'b', bHand);
  return state;
}

const fire: Choice = { kind: 'opportunityFire', unit: 'a-tanks' };
const goOn: Choice = { kind: 'attackRerolls' };
const steadyHands: Choice = { kind: 'attackRerolls', command: CARD.steadyHands };
const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

const PLAIN =
  'Tanks a-tanks fires at Tanks b-tanks: weakened, 6 dice (Strike, Blank, Glancing Strike, Blank, Glancing Strike, Miss), 1 hits, 0 damage, 0 destroyed';
const STEADY =
  'Tanks a-tanks fires at Tanks b-tanks: weakened, 6 dice (Strike, Miss, Glancing Strike, Heroic Strike, Glancing Strike, Miss), 3 hits, 1 damage, 1 destroyed';

describe('rulebook p.33 Bonus Re-Rolls after the first roll of Opportunity Fire (rulebook p.25)', () => {
  it("rulebook p.33 Bonus Re-Rolls, p.25 Opportunity Fire: A's Opportunity Fire rolls during B's Activation and waits for A, the firing unit's General; Steady Hands received, the Blanks are re-rolled, A's Tanks lose On Lookout and B's Activation goes on to its Movement Step", () => {
    const waiting = applyChoice(setup, reactionStep([CARD.steadyHands]), fire);
    assert.deepEqual(texts(waiting.events, 'attackRolled'), [
      'Tanks a-tanks fires at Tanks b-tanks: weakened, 6 dice (Strike, Blank, Glancing Strike, Blank, Glancing Strike, Miss); before any die is re-rolled, its General may issue a Command (rulebook p.33 Bonus Re-Rolls)',
    ]);
    assert.deepEqual(texts(waiting.events, 'rangedAttack'), []);
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'a-tanks',
      target: 'b-tanks',
      rolled: [1, 4, 2, 4, 2, 3],
    });
    // The dice kept as data with the attack (rulebook p.33: none re-rolled yet).
    assert.deepEqual(waiting.state.activation?.attacksDeclared, {
      of: 'opportunityFire',
      attacks: [{ target: 'b-tanks', by: 'a-tanks', rolled: [1, 4, 2, 4, 2, 3] }],
    });
    assert.equal(waiting.state.activation?.unit, 'b-tanks');
    assert.ok(waiting.state.units['a-tanks']?.statuses.includes('onLookout'));
    const decision = nextDecision(setup, waiting.state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [goOn, steadyHands]);
    const commanded = applyChoice(setup, waiting.state, steadyHands);
    assert.deepEqual(
      commanded.events.map((e) => e.kind),
      ['command', 'interference', 'commandReceived', 'rangedAttack', 'wrecked', 'officer'],
    );
    assert.deepEqual(texts(commanded.events, 'rangedAttack'), [STEADY]);
    assert.equal(commanded.state.rerollsDue, undefined);
    assert.equal(commanded.state.activation?.attacksDeclared, undefined);
    assert.equal(commanded.state.activation?.step, 'movement');
    assert.equal(commanded.state.activation?.reaction, undefined);
    assert.deepEqual(commanded.state.activation?.commandsIssued, ['a']);
    assert.ok(!commanded.state.units['a-tanks']?.statuses.includes('onLookout'));
    assert.ok(commanded.state.players.a.deck.piles.discardPile.includes(CARD.steadyHands));
  });

  it('rulebook p.33 Bonus Re-Rolls, p.25 Opportunity Fire: waiting changes no die: let go, the Opportunity Fire rolls exactly as with an empty hand (same seed)', () => {
    const waited = applyChoice(setup, reactionStep([CARD.steadyHands]), fire);
    const goneOn = applyChoice(setup, waited.state, goOn);
    const straight = applyChoice(setup, reactionStep([]), fire);
    assert.equal(straight.state.rerollsDue, undefined);
    assert.deepEqual(texts(straight.events, 'attackRolled'), []);
    assert.deepEqual(texts(goneOn.events, 'rangedAttack'), [PLAIN]);
    assert.deepEqual(texts(straight.events, 'rangedAttack'), [PLAIN]);
    assert.deepEqual(goneOn.state.units, straight.state.units);
    assert.deepEqual(goneOn.state.rng, straight.state.rng);
    assert.deepEqual(goneOn.state.activation, straight.state.activation);
  });

  it('rulebook p.33 Bonus Re-Rolls, p.38 Interference: B may Interfere with the Command issued after the roll; it fails, and the dice are re-rolled without its Bonus Re-Rolls', () => {
    const waiting = applyChoice(setup, reactionStep([CARD.steadyHands], [filler(6)]), fire);
    const issued = applyChoice(setup, waiting.state, steadyHands);
    const decision = nextDecision(setup, issued.state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'interfere', card: filler(6) },
      { kind: 'noInterference' },
    ]);
    const interfered = applyChoice(setup, issued.state, { kind: 'interfere', card: filler(6) });
    assert.deepEqual(texts(interfered.events, 'rangedAttack'), [PLAIN]);
    assert.equal(interfered.state.activation?.step, 'movement');
  });

  it('rulebook p.33 Bonus Re-Rolls, p.38 Command Limits: Opportunity Fire declared with a Command (Precision Fire) does not wait after its roll, though A still holds Steady Hands', () => {
    const made = applyChoice(setup, reactionStep([CARD.steadyHands, CARD.precisionFire]), {
      ...fire,
      command: CARD.precisionFire,
    });
    assert.equal(made.state.rerollsDue, undefined);
    assert.equal(texts(made.events, 'rangedAttack').length, 1);
    assert.deepEqual(made.state.players.a.deck.hand, [CARD.steadyHands]);
  });

  it('rulebook p.33 Bonus Re-Rolls: while the Opportunity Fire waits, B cannot go on with the Activation', () => {
    const waiting = applyChoice(setup, reactionStep([CARD.steadyHands]), fire).state;
    assert.throws(
      () => applyChoice(setup, waiting, { kind: 'hold' }),
      (e: unknown) =>
        e instanceof Error &&
        e.message.includes(
          'the attack rolled waits first: a Command may be issued before any die is re-rolled',
        ),
    );
  });
});
