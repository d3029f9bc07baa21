import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { CARD, commandDeck, filler, setHand } from '../testing/command-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { bothHolding } from '../testing/play-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import { nextDecision } from './next-decision.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';

const RULE = 'rulebook p.33 Bonus Re-Rolls';
const DEMOLITION = 'glossary: Demolition';
/** Seed of the Demolition's roll: two Heroic Strikes among its six dice. */
const SEED = 1;

/** A's Rifles with Demolition, B's Garrisoning a 3" x 3" Defensible House on (10, 10); both Generals hold the command deck. */
function withHouse(): GameSetup {
  const base = skirmishWith({
    'a-rifles': { profile: { defence: 3 }, rules: [{ name: 'Demolition' }] },
    'b-rifles': { profile: { defence: 3 } },
  });
  return bothHolding(
    {
      ...base,
      terrain: [
        ...base.terrain,
        {
          id: 'house',
          name: 'House',
          size: 2,
          features: ['blocking'],
          area: { rectangle: { centre: [10, 10], width: 3, depth: 3, facing: 0 } },
          defensible: {},
        },
      ],
    },
    commandDeck(),
  );
}

const setup = withHouse();
const demolish: Choice = { kind: 'demolish' };
const goOn: Choice = { kind: 'attackRerolls' };

/** A's Rifles (six models) Charged the House B's Rifles Garrison; A holds `a`, B holds `b`; seeded. */
function charged(a: readonly number[], b: readonly number[]): GameState {
  const state = faceToFace(setup);
  state.units['b-rifles']!.garrisoning = 'house';
  const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  const charging = applyChoice(setup, activated, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 8],
    facing: 90,
  }).state;
  charging.rng = seedRng(SEED);
  setHand(charging, 'a', a);
  setHand(charging, 'b', b);
  return charging;
}

const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

/** The roll that did not wait (A holds nothing): its words. */
const PLAIN = [
  `Rifles a-rifles rolls a Demolition: 8 dice, 7 hits, 2 damage, 2 destroyed (${DEMOLITION})`,
];

describe(`${RULE}: ${DEMOLITION}`, () => {
  it(`${RULE}, ${DEMOLITION}: the roll against the Garrison waits after its first roll for General A; let go, it rolls as the roll that did not wait, then the building is Wrecked, the Garrison Exits and the Activation ends`, () => {
    const straight = applyChoice(setup, charged([], [filler(7)]), demolish);
    assert.equal(straight.state.rerollsDue, undefined);
    assert.deepEqual(texts(straight.events, 'demolition'), PLAIN);
    const waiting = applyChoice(setup, charged([filler(6)], [filler(7)]), demolish);
    assert.deepEqual(texts(waiting.events, 'attackRolled'), [
      'Rifles a-rifles rolls a Demolition against Rifles b-rifles: neutral, 8 dice (Strike, Blank, Glancing Strike, Blank, Heroic Strike, Heroic Strike, Miss, Glancing Strike); before any die is re-rolled, its General may issue a Command (rulebook p.33 Bonus Re-Rolls)',
    ]);
    assert.deepEqual(texts(waiting.events, 'demolition'), []);
    assert.deepEqual(waiting.state.rerollsDue, {
      unit: 'a-rifles',
      target: 'b-rifles',
      rolled: [1, 4, 2, 4, 0, 0, 3, 2],
    });
    assert.equal(waiting.state.activation?.demolition?.rolled.length, 8);
    assert.equal(waiting.state.units['b-rifles']?.garrisoning, 'house');
    const decision = nextDecision(setup, waiting.state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [goOn]);
    // Nothing else is accepted meanwhile: no second Demolition.
    assert.throws(() => applyChoice(setup, waiting.state, demolish), IllegalChoice);
    const goneOn = applyChoice(setup, waiting.state, goOn);
    assert.deepEqual(texts(goneOn.events, 'demolition'), PLAIN);
    assert.deepEqual(
      goneOn.events.map((e) => e.kind).filter((k) => k === 'buildingWrecked' || k === 'exit'),
      ['buildingWrecked', 'exit'],
    );
    assert.deepEqual(goneOn.state.units, straight.state.units);
    assert.deepEqual(goneOn.state.rng, straight.state.rng);
    assert.deepEqual(goneOn.state.wreckedBuildings, ['house']);
    assert.equal(goneOn.state.activation, straight.state.activation);
  });

  it(`${RULE}, ${DEMOLITION}: Steady Hands issued after the roll (General B does not Interfere) re-rolls its Blanks too`, () => {
    const waiting = applyChoice(setup, charged([CARD.steadyHands], [filler(7)]), demolish).state;
    const issued = applyChoice(setup, waiting, { ...goOn, command: CARD.steadyHands });
    assert.equal(nextDecision(setup, issued.state)?.player, 'b');
    const received = applyChoice(setup, issued.state, { kind: 'noInterference' });
    assert.deepEqual(texts(received.events, 'demolition'), [
      `Rifles a-rifles rolls a Demolition: 8 dice, 11 hits, 3 damage, 3 destroyed (${DEMOLITION})`,
    ]);
    assert.equal(received.state.activation, undefined);
  });

  it(`${RULE}, rulebook p.38 Interference, ${DEMOLITION}: a higher card makes the Command issued after the roll fail, and the roll goes on without its re-rolls`, () => {
    const waiting = applyChoice(setup, charged([CARD.steadyHands], [filler(6)]), demolish).state;
    const issued = applyChoice(setup, waiting, { ...goOn, command: CARD.steadyHands });
    const failed = applyChoice(setup, issued.state, { kind: 'interfere', card: filler(6) });
    assert.deepEqual(texts(failed.events, 'interference'), [
      'General B Interferes with a card of Value 6 against Steady Hands (Value 5): the Command fails',
    ]);
    assert.deepEqual(texts(failed.events, 'demolition'), PLAIN);
    assert.equal(failed.state.rerollsDue, undefined);
  });

  it(`${RULE}, rulebook p.38 Command Limits, ${DEMOLITION}: General A, who issued a Command earlier in the Activation, is not asked after the roll`, () => {
    const state = charged([CARD.steadyHands], [filler(7)]);
    // General A issued a Command earlier in this Activation (one per General per Activation).
    state.activation!.commandsIssued = ['a'];
    const made = applyChoice(setup, state, demolish);
    assert.equal(made.state.rerollsDue, undefined);
    assert.deepEqual(texts(made.events, 'attackRolled'), []);
    assert.deepEqual(texts(made.events, 'demolition'), PLAIN);
  });

  it(`${RULE}, ${DEMOLITION}: at a building no unit Garrisons the dice score no Hits: no wait, whatever General A holds`, () => {
    const state = faceToFace(setup);
    const activated = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
    const charging = applyChoice(setup, activated, {
      kind: 'charge',
      target: 'house',
      at: [10, 8],
      facing: 90,
    }).state;
    setHand(charging, 'a', [CARD.steadyHands]);
    const made = applyChoice(setup, charging, demolish);
    assert.equal(made.state.rerollsDue, undefined);
    assert.equal(made.state.activation, undefined);
  });
});
