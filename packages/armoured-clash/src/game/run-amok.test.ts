import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { GameEvent } from './events.js';
import { nextDecision } from './next-decision.js';
import { setupRuleProblems } from './setup-rules.js';
import type { GameState } from './state.js';
import { carryProblem } from './transport/carry-problem.js';
import { transportOpened, transportSkirmish } from './transport/transport-fixture.js';

const RULE = 'glossary: Run Amok';
const setup = skirmishWith({ 'a-rifles': { rules: [{ name: 'Run Amok' }] } });

function activated(state: GameState, on: GameSetup = setup): GameState {
  let now = applyChoice(on, state, { kind: 'activate', unit: 'a-rifles' }).state;
  if (now.activation?.reaction !== undefined)
    now = applyChoice(on, now, { kind: 'noReaction' }).state;
  return now;
}

/** The Activation played through with no Manoeuvre and no attack: every event of its end. */
function holdThrough(
  state: GameState,
  on: GameSetup = setup,
): { state: GameState; events: GameEvent[] } {
  const held = applyChoice(on, state, { kind: 'hold' }).state;
  const after =
    held.activation?.reaction === undefined
      ? held
      : applyChoice(on, held, { kind: 'noReaction' }).state;
  return applyChoice(on, after, { kind: 'hold' });
}

function texts(events: readonly GameEvent[]): string[] {
  return events.filter((e) => e.kind === 'runAmok').map((e) => e.text);
}

describe(RULE, () => {
  it('glossary: Run Amok: a known rule, not reported when the data loads', () => {
    assert.deepEqual(setupRuleProblems(setup), []);
  });

  it('glossary: Run Amok: able to Charge, the unit must: only the Charge is offered, any other Manoeuvre refused', () => {
    const state = activated(faceToFace(setup));
    const decision = nextDecision(setup, state);
    assert.equal(decision?.prompt, `Rifles a-rifles must Charge (${RULE})`);
    assert.deepEqual(decision?.options, []);
    assert.equal(decision?.constraints?.[0]?.kind, 'charge');
    assert.throws(() => applyChoice(setup, state, { kind: 'advance', at: [10, 8], facing: 90 }), {
      rule: RULE,
      message: 'the unit must Charge',
    });
    const charged = applyChoice(setup, state, {
      kind: 'charge',
      target: 'b-rifles',
      at: [10, 11],
      facing: 90,
    }).state;
    assert.equal(charged.activation?.step, 'attack');
  });

  it('glossary: Run Amok: unable to Charge (every enemy beyond reach), it Activates as normal and loses one model at the end', () => {
    const state = activated(opened(setup));
    assert.ok((nextDecision(setup, state)?.options.length ?? 0) > 0);
    const { state: after, events } = holdThrough(state);
    assert.deepEqual(texts(events), [
      `Rifles a-rifles was unable to Charge: one of its models is Destroyed (${RULE})`,
    ]);
    assert.equal(after.units['a-rifles']?.models.length, 5);
  });

  it('glossary: Run Amok: then the closest other Light or Heavy unit within 6", friend or foe, suffers 1 Damage', () => {
    const state = opened(setup);
    const tanks = state.units['a-tanks'];
    assert.ok(tanks !== undefined);
    // A's tanks 5" west: their nearest hull face 4.5" from the rifles' rank.
    tanks.models = tanks.models.map((m) => ({ ...m, x: m.x - 5 }));
    const { state: after, events } = holdThrough(activated(state));
    assert.deepEqual(texts(events), [
      `Rifles a-rifles was unable to Charge: one of its models is Destroyed (${RULE})`,
      `Tanks a-tanks, the closest unit within 6", suffers 1 Damage (${RULE})`,
    ]);
    assert.equal(after.units['a-tanks']?.damage, 1);
  });

  it('glossary: Run Amok: having Charged, it loses no model', () => {
    const state = activated(faceToFace(setup));
    const charged = applyChoice(setup, state, {
      kind: 'charge',
      target: 'b-rifles',
      at: [10, 11],
      facing: 90,
    }).state;
    const { events } = applyChoice(setup, charged, { kind: 'closeQuartersAttack' });
    assert.deepEqual(texts(events), []);
  });

  it('glossary: Run Amok: it may only Embark on a Transport unit with the Containment Chambers trait', () => {
    const plain = transportSkirmish(3, false, [{ name: 'Run Amok' }]);
    const transport = { id: 'a-tanks', capacity: 6 };
    assert.deepEqual(carryProblem(plain, 'a-rifles', 6, transport), {
      rule: RULE,
      message:
        'Rifles a-rifles may only Embark on a Transport unit with the Containment Chambers trait',
    });
    const chambered = skirmishWith({
      'a-tanks': {
        rules: [{ name: 'Capacity', x: 3 }],
        traits: ['Transport', 'Containment Chambers'],
      },
      'a-rifles': { rules: [{ name: 'Run Amok' }] },
    });
    assert.equal(carryProblem(chambered, 'a-rifles', 6, transport), undefined);
  });

  it('glossary: Run Amok: unless it is Embarked on a Transport: then it loses no model', () => {
    const aboard = skirmishWith({
      'a-tanks': {
        rules: [{ name: 'Capacity', x: 3 }],
        traits: ['Transport', 'Containment Chambers'],
      },
      'a-rifles': { rules: [{ name: 'Run Amok' }], profile: { embarkedOn: 'a-tanks' } },
    });
    const state = applyChoice(aboard, transportOpened(aboard), {
      kind: 'activate',
      unit: 'a-rifles',
    }).state;
    const held = applyChoice(aboard, state, { kind: 'hold' }).state;
    const { state: after, events } = applyChoice(aboard, held, { kind: 'hold' });
    assert.equal(after.activation, undefined);
    assert.deepEqual(texts(events), []);
    assert.deepEqual(after.units['a-rifles']?.embarked, { transport: 'a-tanks', models: 6 });
  });
});
