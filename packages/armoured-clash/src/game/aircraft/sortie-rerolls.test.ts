import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { airSkirmish, fightersArrivedHolding } from '../../testing/aircraft-fixture.js';
import { CARD, commandDeck } from '../../testing/command-fixture.js';
import { bothHolding, play as playFrom } from '../../testing/play-fixture.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { kinds } from '../../testing/event-readers.js';

/** The air skirmish, both Generals holding the command deck (Steady Hands: re-roll Blanks). */
const setup = bothHolding(airSkirmish(), commandDeck());

const play = (state: GameState, choices: readonly Choice[]) => playFrom(setup, state, choices);

/** The fighters arrived, B's `lookout` units On Lookout; A holds `aHand`, B `bHand`. */
const arrived = (aHand: readonly number[], bHand: readonly number[], lookout?: readonly string[]) =>
  fightersArrivedHolding(setup, aHand, bHand, lookout);

/** Seed of the Engage Step's attack: its first roll holds two Blanks. */
const ENGAGE_SEED = 1;
const PLAIN =
  'Fighters a-fighters fires at Tanks b-tanks: neutral, 8 dice (Strike, Blank, Strike, Blank, Heroic Strike, Heroic Strike, Miss, Strike), 7 hits, 2 damage, 0 destroyed';
const STEADY =
  'Fighters a-fighters fires at Tanks b-tanks: neutral, 8 dice (Strike, Strike, Strike, Heroic Strike, Heroic Strike, Heroic Strike, Miss, Heroic Strike), 11 hits, 3 damage, 1 destroyed';
const goOn: Choice = { kind: 'attackRerolls' };
const steadyHands: Choice = { kind: 'attackRerolls', command: CARD.steadyHands };

describe('rulebook p.33 Bonus Re-Rolls in an Air Support Sortie (rulebook p.51)', () => {
  /** A's fighters flown 14": the Engage Step, the generator reseeded (ENGAGE_SEED). */
  const engaging = (aHand: readonly number[]): GameState => {
    const { state } = play(arrived(aHand, []), [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 14 },
    ]);
    state.rng = seedRng(ENGAGE_SEED);
    return state;
  };
  const attack: Choice = { kind: 'rangedAttack', target: 'b-tanks' };

  it("rulebook p.33 Bonus Re-Rolls, p.51 C. Engage Step: the fighters' attack rolls and waits for A before any die is re-rolled; let go, it rolls exactly as with an empty hand, then the Escape Step", () => {
    const waiting = play(engaging([CARD.steadyHands]), [attack]);
    assert.deepEqual(kinds(waiting.events), ['attackRolled']);
    assert.deepEqual(waiting.state.activation?.attacksDeclared?.attacks, [
      { target: 'b-tanks', rolled: [1, 4, 2, 4, 0, 0, 3, 2] },
    ]);
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'a-fighters',
      target: 'b-tanks',
      rolled: [1, 4, 2, 4, 0, 0, 3, 2],
    });
    assert.equal(waiting.state.activation?.sortie?.step, 'engage');
    const decision = nextDecision(setup, waiting.state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [goOn, steadyHands]);
    const goneOn = play(waiting.state, [goOn]);
    const straight = play(engaging([]), [attack]);
    assert.deepEqual(kinds(straight.events), kinds(goneOn.events));
    assert.deepEqual(
      goneOn.events.map((e) => e.text),
      straight.events.map((e) => e.text),
    );
    assert.equal(goneOn.events[0]?.text, PLAIN);
    assert.deepEqual(goneOn.state.units, straight.state.units);
    assert.deepEqual(goneOn.state.rng, straight.state.rng);
    assert.equal(goneOn.state.activation, undefined);
  });

  it('rulebook p.33 Bonus Re-Rolls, p.51 C. Engage Step: Steady Hands issued after the roll, received, then the Escape Step and the return to Reserve', () => {
    const waiting = play(engaging([CARD.steadyHands]), [attack]);
    const commanded = play(waiting.state, [steadyHands]);
    assert.deepEqual(kinds(commanded.events), [
      'command',
      'interference',
      'commandReceived',
      'rangedAttack',
      'wrecked',
      'suppressionTest',
      'escape',
      'returnToReserve',
    ]);
    assert.equal(commanded.events[3]?.text, STEADY);
    assert.deepEqual(commanded.state.players.a.deck.hand, []);
    assert.equal(commanded.state.units['a-fighters']?.inReserve, true);
  });

  it("rulebook p.33 Bonus Re-Rolls, p.51 Reaction Steps: Opportunity Fire at the fighters waits for B, the firing unit's General, during A's sortie; let go, it rolls as with an empty hand, then the Engage Step", () => {
    const reacting = (bHand: readonly number[]): GameState =>
      play(arrived([], bHand, ['b-rifles']), [
        { kind: 'activate', unit: 'a-fighters' },
        { kind: 'approach', inches: 16 },
      ]).state;
    const fire: Choice = { kind: 'opportunityFire', unit: 'b-rifles' };
    // A orders the fighters' losses first (rulebook pp.34-35), then B's dice are rolled.
    const letItGo: Choice = { kind: 'targetedByRangedAttack' };
    const waiting = play(reacting([CARD.steadyHands]), [fire, letItGo]);
    assert.deepEqual(kinds(waiting.events), [
      'opportunityFire',
      'targetedByRangedAttack',
      'attackRolled',
    ]);
    assert.equal(waiting.state.activation?.attacksDeclared?.of, 'opportunityFire');
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'b-rifles',
      target: 'a-fighters',
      rolled: [3],
    });
    assert.equal(nextDecision(setup, waiting.state)?.player, 'b');
    const goneOn = play(waiting.state, [goOn]);
    const straight = play(play(reacting([]), [fire]).state, [letItGo]);
    assert.deepEqual(
      goneOn.events.map((e) => e.text),
      straight.events.map((e) => e.text),
    );
    assert.deepEqual(goneOn.state.units, straight.state.units);
    assert.deepEqual(goneOn.state.rng, straight.state.rng);
    assert.equal(goneOn.state.activation?.sortie?.step, 'engage');
  });
});
