import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { Face } from '../dice/faces.js';
import { opened } from '../testing/clash-fixture.js';
import { SPECTACULAR_DEMISE, aWithinBlast, lastTankAt } from '../testing/demise-fixture.js';
import { TO_ATTACK_STEP, setHand } from '../testing/command-fixture.js';
import { skirmishWith } from '../testing/melee-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../testing/moments-fixture.js';
import { seedShowing, shift, unitIn as unit } from '../testing/unit-state-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import { demiseBlastsGoOn } from './demise-blasts-made.js';
import { fallBack } from './fall-back.js';
import { destroyModels } from './losses.js';
import { nextDecision } from './next-decision.js';
import { RECORD_FORMAT, replay } from './record.js';
import type { GameState } from './state.js';
import { kinds } from '../testing/event-readers.js';

const RULE = 'glossary: Spectacular Demise (X)';
/** A's Rifles moved to stand 0.8" north of B's last tank, between it and B's Rear Edge (north). */
const RIFLES_ACROSS = 13.5;
const RIFLES_UP = 16.3;

/** The game opened, B's Tanks down to one model at (24, 20), facing south. */
function lastTankOpened(setup: GameSetup): GameState {
  const state = opened(setup);
  lastTankAt(state);
  return state;
}

describe(`${RULE}: outside an attack's own losses`, () => {
  it('glossary: Spectacular Demise (X): rulebook p.36 — the last model removed because its unit cannot Fall Back counts as Destroyed: the demise is rolled (a Miss: Detonation) and its attack made once the Fall Back is over', () => {
    const setup = skirmishWith({ 'b-tanks': { rules: SPECTACULAR_DEMISE } });
    const state = lastTankOpened(setup);
    shift(state, 'a-rifles', RIFLES_ACROSS, RIFLES_UP);
    state.rng = seedRng(seedShowing(Face.miss));
    const events = fallBack(setup, state, unit(state, 'b-tanks'));
    assert.deepEqual(kinds(events), [
      'fallBack',
      'removed',
      'spectacularDemise',
      'wrecked',
      'annihilated',
    ]);
    assert.equal(
      events[2]?.text,
      `Tanks b-tanks's last model: General A rolls a Miss: Detonation (${RULE})`,
    );
    assert.deepEqual(state.demiseBlasts?.blasts[0]?.units, ['a-rifles']);
    const blast = demiseBlastsGoOn(setup, state, false);
    assert.deepEqual(
      blast.map((e) => e.text),
      [
        `Tanks b-tanks's Detonation hits Rifles a-rifles (${RULE}): neutral, 6 dice, 0 hits, 0 damage, 0 destroyed`,
      ],
    );
    assert.equal(state.demiseBlasts, undefined);
  });

  it('glossary: Spectacular Demise (X): rulebook p.37 — a Suppression Test a Detonation calls for waits for its General, who may issue a Command (Stand Firm) at it; the blast goes on once it is taken', () => {
    const setup = momentsSkirmish((u) =>
      u.id === 'b-tanks' ? { ...u, specialRules: [...u.specialRules, ...SPECTACULAR_DEMISE] } : u,
    );
    const state = lastTankOpened(setup);
    aWithinBlast(state);
    setHand(state, 'a', [MOMENT_CARD.standFirm]);
    // Seed 23: a Blank, a Cataclysmic Detonation against A's Tanks and Rifles.
    state.rng = seedRng(23);
    destroyModels(setup, state, unit(state, 'b-tanks'), 1, undefined);
    const ordered = applyChoice(setup, state, {
      kind: 'demiseOrder',
      units: ['a-tanks', 'a-rifles'],
    });
    assert.deepEqual(kinds(ordered.events), [
      'demiseOrder',
      'rangedAttack',
      'rangedAttack',
      'suppressionTestDue',
    ]);
    const decision = nextDecision(setup, ordered.state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'suppressionTest' },
      { kind: 'suppressionTest', command: MOMENT_CARD.standFirm },
    ]);
    const issued = applyChoice(setup, ordered.state, {
      kind: 'suppressionTest',
      command: MOMENT_CARD.standFirm,
    });
    const taken = applyChoice(setup, issued.state, { kind: 'noInterference' });
    const test = taken.events.find((e) => e.kind === 'suppressionTest');
    // Discipline 6, +1 with Stand Firm.
    assert.equal(test?.text, 'Rifles a-rifles takes a Suppression Test at 7: card 10, failed');
    assert.equal(taken.state.suppressionTest, undefined);
    assert.equal(taken.state.demiseBlasts, undefined);
  });

  it("glossary: Spectacular Demise (X): in the Attack Step the Activation waits for the order of a Detonation's attacks (its unit's General, B), then ends once they are made", () => {
    const setup = momentsSkirmish((u) =>
      u.id === 'b-tanks' ? { ...u, specialRules: [...u.specialRules, ...SPECTACULAR_DEMISE] } : u,
    );
    const state = replay({ format: RECORD_FORMAT, setup, seed: 11, choices: TO_ATTACK_STEP }).state;
    setHand(state, 'a', []);
    setHand(state, 'b', []);
    lastTankAt(state);
    shift(state, 'a-rifles', 4, 14);
    shift(state, 'b-rifles', 13, -6);
    // Seed 2: the attack Destroys the last tank, whose die is a Blank: a Cataclysmic Detonation.
    state.rng = seedRng(2);
    const fired = applyChoice(setup, state, { kind: 'rangedAttack', target: 'b-tanks' });
    assert.deepEqual(kinds(fired.events), [
      'rangedAttack',
      'spectacularDemise',
      'wrecked',
      'removedFromPlay',
      'annihilated',
    ]);
    assert.equal(fired.state.activation?.unit, 'a-tanks');
    const decision = nextDecision(setup, fired.state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [
      { kind: 'demiseOrder', units: ['b-rifles', 'a-rifles'] },
      { kind: 'demiseOrder', units: ['a-rifles', 'b-rifles'] },
    ]);
    const ordered = applyChoice(setup, fired.state, {
      kind: 'demiseOrder',
      units: ['a-rifles', 'b-rifles'],
    });
    assert.deepEqual(
      ordered.events.filter((e) => e.kind === 'rangedAttack').map((e) => e.text),
      [
        `Tanks b-tanks's Cataclysmic Detonation hits Rifles a-rifles (${RULE}): neutral, 6 dice, 10 hits, 10 damage, 6 destroyed`,
        `Tanks b-tanks's Cataclysmic Detonation hits Rifles b-rifles (${RULE}): neutral, 6 dice, 4 hits, 4 damage, 4 destroyed`,
      ],
    );
    assert.equal(ordered.state.activation, undefined);
    assert.equal(ordered.state.turn, 'b');
  });
});
