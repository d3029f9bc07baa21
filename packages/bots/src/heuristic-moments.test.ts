import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Decision,
  type GameSetup,
  type GameState,
  RECORD_FORMAT,
  applyChoice,
  nextDecision,
  playerView,
  replay,
} from '@warroom/armoured-clash';
import {
  CARD,
  TO_ATTACK_STEP,
  commandSkirmish,
  filler,
  setHand,
} from '@warroom/armoured-clash/testing';
import { chargeTo, closeQuartersValue } from './heuristic-close-quarters.js';
import { commandBoost } from './heuristic-command.js';
import { decisionOf, skirmishAfter } from './heuristic-fixture.js';
import { activationChoice, reactionChoice, suppressionTestChoice } from './heuristic-moments.js';
import { heuristicPlayer } from './heuristic-player.js';

/** B's Rifles moved this far south: their rank 5" from A's. */
const FACE_TO_FACE = 18;
/** A Value high enough that a lone card of it is kept for Interference (rulebook p.38). */
const HIGH_VALUE = 11;
/** The filler card turned into a Rally Test Command in these tests (Discipline +2 for Rally Tests). */
const RALLY_CARD = filler(6);

/** The command skirmish with A's cards changed by `change` (by card id). */
function withCards(change: (id: number, value: number) => number): GameSetup {
  const base = commandSkirmish();
  const deck = base.generals.a.deck;
  const cards = deck.cards.map((card, id) =>
    id === RALLY_CARD
      ? {
          ...card,
          value: change(id, card.value),
          command: {
            ...card.command,
            name: 'Rally to the Colours',
            effects: [{ kind: 'disciplineModifier', amount: 2, tests: 'rallyTests' } as const],
          },
        }
      : { ...card, value: change(id, card.value) },
  );
  return {
    ...base,
    generals: { ...base.generals, a: { ...base.generals.a, deck: { ...deck, cards } } },
  };
}

/** A's Rifles Activated and in contact with B's Rifles after a Charge; A holds `hand`, B nothing. */
function charged(setup: GameSetup, hand: readonly number[]): GameState {
  const state = skirmishAfter(setup, FACE_TO_FACE, [{ kind: 'activate', unit: 'a-rifles' }]);
  const charge = chargeTo(setup, state, 'a-rifles', 'b-rifles');
  assert.ok(charge !== undefined);
  const after = applyChoice(setup, state, charge).state;
  setHand(after, 'a', hand);
  setHand(after, 'b', []);
  return after;
}

describe('the heuristic bot issues Commands at the moments the game offers them (rulebook p.37)', () => {
  it('rulebook p.28 Close Quarters: Like Lions (a Combat Rating Bonus) gains by the exact odds of the engine plan: declared with it', () => {
    const setup = commandSkirmish();
    const state = charged(setup, [CARD.likeLions, filler(7)]);
    const view = playerView(state, 'a');
    const plain = closeQuartersValue(setup, view);
    const boost = commandBoost(setup, view, CARD.likeLions);
    const boosted = boost === undefined ? undefined : closeQuartersValue(setup, view, boost);
    assert.equal(plain?.toFixed(4), '1.2731');
    assert.equal(boosted?.toFixed(4), '1.5353');
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    assert.deepEqual(heuristicPlayer().choose(setup, view, decision), {
      kind: 'closeQuartersAttack',
      command: CARD.likeLions,
    });
  });

  it('rulebook p.38 Interference: Like Lions of Value 11 is the only high card of the hand: kept, the attack is declared without it', () => {
    const setup = withCards((id, value) => (id === CARD.likeLions ? HIGH_VALUE : value));
    const state = charged(setup, [CARD.likeLions, filler(7)]);
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    assert.deepEqual(heuristicPlayer().choose(setup, playerView(state, 'a'), decision), {
      kind: 'closeQuartersAttack',
    });
  });

  it('rulebook p.38 Interference: with another card of Value 10 or more in hand, the high Like Lions is spent', () => {
    const setup = withCards((id, value) => (id === CARD.likeLions ? HIGH_VALUE : value));
    const state = charged(setup, [CARD.likeLions, filler(10)]);
    const decision = nextDecision(setup, state);
    assert.ok(decision !== undefined);
    assert.deepEqual(heuristicPlayer().choose(setup, playerView(state, 'a'), decision), {
      kind: 'closeQuartersAttack',
      command: CARD.likeLions,
    });
  });

  it('rulebook pp.36-37 Suppression Test: the lowest card that may be spent goes on Stand Firm; a lone high card is kept', () => {
    const setup = commandSkirmish();
    const state = skirmishAfter(setup, FACE_TO_FACE);
    const value = (card: number): number => setup.generals.a.deck.cards[card]?.value ?? 0;
    const lone = decisionOf([
      { kind: 'suppressionTest' },
      { kind: 'suppressionTest', command: CARD.digIn },
    ]);
    setHand(state, 'a', [CARD.digIn]);
    assert.deepEqual(suppressionTestChoice(playerView(state, 'a'), lone, value), {
      kind: 'suppressionTest',
    });
    const two = decisionOf([...lone.options, { kind: 'suppressionTest', command: filler(11) }]);
    setHand(state, 'a', [CARD.digIn, filler(11)]);
    assert.deepEqual(suppressionTestChoice(playerView(state, 'a'), two, value), {
      kind: 'suppressionTest',
      command: filler(11),
    });
  });

  it('rulebook p.24 Rally Test: a Suppressed unit with a shot worth having is Activated with Rally to the Colours', () => {
    const setup = withCards((_, value) => value);
    const state = skirmishAfter(setup, FACE_TO_FACE);
    state.units['a-rifles']!.statuses.push('suppressed');
    setHand(state, 'a', [RALLY_CARD, CARD.likeLions]);
    const value = (card: number): number => setup.generals.a.deck.cards[card]?.value ?? 0;
    const decision = decisionOf([
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'activate', unit: 'a-rifles', command: RALLY_CARD },
      { kind: 'activate', unit: 'a-rifles', command: CARD.likeLions },
    ]);
    assert.deepEqual(activationChoice(setup, playerView(state, 'a'), decision, value), {
      kind: 'activate',
      unit: 'a-rifles',
      command: RALLY_CARD,
    });
  });
});

describe('the heuristic bot reacts with judgement (rulebook p.25 Opportunity Fire)', () => {
  it('rulebook p.25 Opportunity Fire: the unit On Lookout with the better shot at the active Tanks fires, with Precision Fire when the exact odds gain by it', () => {
    const setup = commandSkirmish();
    const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: TO_ATTACK_STEP }).state;
    setHand(state, 'b', [CARD.precisionFire, filler(7)]);
    const value = (card: number): number => setup.generals.b.deck.cards[card]?.value ?? 0;
    const decision: Decision = {
      player: 'b',
      prompt: 'a test Reaction Step',
      options: [
        { kind: 'opportunityFire', unit: 'b-rifles' },
        { kind: 'opportunityFire', unit: 'b-tanks' },
        { kind: 'opportunityFire', unit: 'b-tanks', command: CARD.precisionFire },
        { kind: 'noReaction' },
      ],
    };
    assert.deepEqual(reactionChoice(setup, playerView(state, 'b'), decision, value), {
      kind: 'opportunityFire',
      unit: 'b-tanks',
      command: CARD.precisionFire,
    });
  });
});
