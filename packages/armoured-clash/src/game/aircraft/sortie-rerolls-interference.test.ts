import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { airSkirmish, fightersArrivedHolding } from '../../testing/aircraft-fixture.js';
import { CARD, commandDeck } from '../../testing/command-fixture.js';
import { kinds, texts } from '../../testing/event-readers.js';
import { bothHolding, play as playFrom } from '../../testing/play-fixture.js';
import {
  HIGHER,
  goOn,
  interfere,
  steadyHands,
} from '../../testing/rerolls-interference-fixture.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';

// rulebook p.33 Bonus Re-Rolls in an Air Support Sortie (rulebook p.51): the
// Engage Step's attack and Opportunity Fire in its Reaction Steps, with p.38
// Interference and Command Limits (sortie-rerolls.test.ts: the waits let go).

/** The air skirmish, both Generals holding the command deck (Steady Hands: re-roll Blanks). */
const setup = bothHolding(airSkirmish(), commandDeck());
const play = (state: GameState, choices: readonly Choice[]) => playFrom(setup, state, choices);

/** Seed of the Engage Step's attack: its first roll holds two Blanks (as sortie-rerolls.test.ts). */
const ENGAGE_SEED = 1;
const ENGAGE_PLAIN =
  'Fighters a-fighters fires at Tanks b-tanks: neutral, 8 dice (Strike, Blank, Strike, Blank, Heroic Strike, Heroic Strike, Miss, Strike), 7 hits, 2 damage, 0 destroyed';

/** A's fighters flown 14": the Engage Step, the generator reseeded; A holds `aHand`, B `bHand`. */
function engaging(aHand: readonly number[], bHand: readonly number[]): GameState {
  const { state } = play(fightersArrivedHolding(setup, aHand, bHand), [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 14 },
  ]);
  state.rng = seedRng(ENGAGE_SEED);
  return state;
}
const attack: Choice = { kind: 'rangedAttack', target: 'b-tanks' };

describe('rulebook p.33 Bonus Re-Rolls in the Engage Step of an Air Support Sortie: Interference and Command Limits (rulebook p.51)', () => {
  it('rulebook p.33 Bonus Re-Rolls, p.38 Interference, p.51 C. Engage Step: B Interferes with a higher card, Steady Hands fails, the attack resolves from its first roll as if let go, then the Escape Step', () => {
    const waiting = play(engaging([CARD.steadyHands], [HIGHER]), [attack]);
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'a-fighters',
      target: 'b-tanks',
      rolled: [1, 4, 2, 4, 0, 0, 3, 2],
    });
    const issued = play(waiting.state, [steadyHands]);
    assert.deepEqual(kinds(issued.events), ['command']);
    const decision = nextDecision(setup, issued.state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [interfere, { kind: 'noInterference' }]);
    const interfered = play(issued.state, [interfere]);
    assert.deepEqual(kinds(interfered.events), [
      'interference',
      'rangedAttack',
      'escape',
      'returnToReserve',
    ]);
    assert.deepEqual(texts(interfered.events, 'rangedAttack'), [ENGAGE_PLAIN]);
    const letGo = play(waiting.state, [goOn]);
    assert.deepEqual(interfered.state.units, letGo.state.units);
    assert.deepEqual(interfered.state.rng, letGo.state.rng);
    assert.deepEqual(interfered.state.players.a.deck.hand, []);
  });

  it('rulebook p.33 Bonus Re-Rolls, p.38 Command Limits, p.51 C. Engage Step: the attack declared with Precision Fire does not wait after its roll, though A still holds Steady Hands', () => {
    const made = play(engaging([CARD.steadyHands, CARD.precisionFire], []), [
      { ...attack, command: CARD.precisionFire },
    ]);
    assert.equal(made.state.rerollsDue, undefined);
    assert.deepEqual(kinds(made.events).slice(0, 4), [
      'command',
      'interference',
      'commandReceived',
      'rangedAttack',
    ]);
    assert.deepEqual(texts(made.events, 'rangedAttack'), [
      'Fighters a-fighters fires at Tanks b-tanks: improved, 8 dice (Strike, Blank, Strike, Blank, Heroic Strike, Heroic Strike, Strike, Heroic Strike), 9 hits, 3 damage, 1 destroyed',
    ]);
    assert.deepEqual(made.state.players.a.deck.hand, [CARD.steadyHands]);
    assert.equal(made.state.units['a-fighters']?.inReserve, true);
  });
});

/** Seed of the Opportunity Fire at the fighters: its single die a Blank. */
const REACTION_SEED = 2;
const fire: Choice = { kind: 'opportunityFire', unit: 'b-rifles' };
/** A orders the fighters' losses first (rulebook pp.34-35), then B's dice are rolled. */
const letItGo: Choice = { kind: 'targetedByRangedAttack' };
const FIRE_PLAIN =
  'Rifles b-rifles fires at Fighters a-fighters: weakened, 1 dice (Blank), 0 hits, 0 damage, 0 destroyed';

/** A's fighters flown 16": B's rifles On Lookout in the first Reaction Step; A holds `aHand`, B `bHand`. */
function reacting(aHand: readonly number[], bHand: readonly number[]): GameState {
  const { state } = play(fightersArrivedHolding(setup, aHand, bHand, ['b-rifles']), [
    { kind: 'activate', unit: 'a-fighters' },
    { kind: 'approach', inches: 16 },
  ]);
  state.rng = seedRng(REACTION_SEED);
  return state;
}

describe('rulebook p.33 Bonus Re-Rolls for Opportunity Fire in a Reaction Step of an Air Support Sortie (rulebook p.51 Reaction Steps)', () => {
  it("rulebook p.33 Bonus Re-Rolls, p.51 Reaction Steps: B's Opportunity Fire rolls a Blank and waits for B; Steady Hands received, the Blank is re-rolled into a Strike, then A's Engage Step", () => {
    const waiting = play(reacting([HIGHER], [CARD.steadyHands]), [fire, letItGo]);
    const decision = nextDecision(setup, waiting.state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [goOn, steadyHands]);
    assert.deepEqual(decision?.firstRoll, {
      unit: 'b-rifles',
      target: 'a-fighters',
      rolled: [4],
      commands: [{ command: CARD.steadyHands, rerolls: [0] }],
    });
    const issued = play(waiting.state, [steadyHands]);
    assert.equal(nextDecision(setup, issued.state)?.player, 'a');
    const received = play(issued.state, [{ kind: 'noInterference' }]);
    assert.deepEqual(kinds(received.events), ['interference', 'commandReceived', 'rangedAttack']);
    assert.deepEqual(texts(received.events, 'rangedAttack'), [
      'Rifles b-rifles fires at Fighters a-fighters: weakened, 1 dice (Strike), 1 hits, 0 damage, 0 destroyed',
    ]);
    assert.deepEqual(received.state.activation?.commandsIssued, ['b']);
    assert.equal(received.state.activation?.sortie?.step, 'engage');
  });

  it('rulebook p.33 Bonus Re-Rolls, p.38 Interference, p.51 Reaction Steps: A, the active General, Interferes with a higher card; Steady Hands fails and the Opportunity Fire resolves as if let go, then the Engage Step', () => {
    const waiting = play(reacting([HIGHER], [CARD.steadyHands]), [fire, letItGo]);
    const interfered = play(waiting.state, [steadyHands, interfere]);
    assert.deepEqual(kinds(interfered.events), ['command', 'interference', 'rangedAttack']);
    assert.deepEqual(texts(interfered.events, 'rangedAttack'), [FIRE_PLAIN]);
    const letGo = play(waiting.state, [goOn]);
    assert.deepEqual(texts(letGo.events, 'rangedAttack'), [FIRE_PLAIN]);
    assert.deepEqual(interfered.state.units, letGo.state.units);
    assert.deepEqual(interfered.state.rng, letGo.state.rng);
    assert.equal(interfered.state.activation?.sortie?.step, 'engage');
  });

  it('rulebook p.33 Bonus Re-Rolls, p.38 Command Limits, p.51 Reaction Steps: Opportunity Fire declared with Precision Fire does not wait after its roll, though B still holds Steady Hands', () => {
    const declared = play(reacting([], [CARD.steadyHands, CARD.precisionFire]), [
      { ...fire, command: CARD.precisionFire },
    ]);
    assert.deepEqual(declared.state.activation?.commandsIssued, ['b']);
    const made = play(declared.state, [letItGo]);
    assert.equal(made.state.rerollsDue, undefined);
    assert.deepEqual(kinds(made.events), ['rangedAttack']);
    assert.deepEqual(texts(made.events, 'rangedAttack'), [
      'Rifles b-rifles fires at Fighters a-fighters: neutral, 1 dice (Blank), 0 hits, 0 damage, 0 destroyed',
    ]);
    assert.deepEqual(made.state.players.b.deck.hand, [CARD.steadyHands]);
    assert.equal(made.state.activation?.sortie?.step, 'engage');
  });
});
