import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { CARD, TO_ATTACK_STEP, commandSkirmish, setHand } from '../testing/command-fixture.js';
import { SPECTACULAR_DEMISE, lastTankAt } from '../testing/demise-fixture.js';
import { shift } from '../testing/unit-state-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameEvent } from './events.js';
import { RECORD_FORMAT, replay } from './record.js';

const RULE = 'glossary: Spectacular Demise (X)';
const REROLLS = 'rulebook p.33 Bonus Re-Rolls';
/** Seed of A's Tanks' attack: it Destroys the last tank, whose die is a Blank (a Cataclysmic Detonation). */
const SEED = 2;

const setup = commandSkirmish((u) =>
  u.id === 'b-tanks' ? { ...u, specialRules: [...u.specialRules, ...SPECTACULAR_DEMISE] } : u,
);

const texts = (events: readonly GameEvent[], kind: string): string[] =>
  events.filter((e) => e.kind === kind).map((e) => e.text);

describe(`${REROLLS}: ${RULE}`, () => {
  it(`${REROLLS}, ${RULE}, rulebook p.37 Issuing Commands: a Cataclysmic Detonation's attacks are no unit's Attack Roll (our reading): both Generals hold Steady Hands, yet neither is asked after their first rolls`, () => {
    const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: TO_ATTACK_STEP }).state;
    // A holds nothing as its Tanks fire (their own attack does not wait); B holds Steady Hands.
    setHand(state, 'a', []);
    setHand(state, 'b', [CARD.steadyHands]);
    lastTankAt(state);
    shift(state, 'a-rifles', 4, 14);
    shift(state, 'b-rifles', 13, -6);
    state.rng = seedRng(SEED);
    const fired = applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-tanks' });
    assert.deepEqual(texts(fired.events, 'spectacularDemise'), [
      `Tanks b-tanks's last model: General A rolls a Blank: Cataclysmic Detonation (${RULE})`,
    ]);
    setHand(fired.state, 'a', [CARD.steadyHands]);
    const ordered = applyChoice(setup, fired.state, {
      kind: 'demiseOrder',
      units: ['a-rifles', 'b-rifles'],
    });
    assert.deepEqual(texts(ordered.events, 'attackRolled'), []);
    assert.equal(ordered.state.rerollsDue, undefined);
    assert.deepEqual(texts(ordered.events, 'rangedAttack'), [
      `Tanks b-tanks's Cataclysmic Detonation hits Rifles a-rifles (${RULE}): neutral, 6 dice, 10 hits, 10 damage, 6 destroyed`,
      `Tanks b-tanks's Cataclysmic Detonation hits Rifles b-rifles (${RULE}): neutral, 6 dice, 4 hits, 4 damage, 4 destroyed`,
    ]);
    assert.equal(ordered.state.activation, undefined);
  });
});
