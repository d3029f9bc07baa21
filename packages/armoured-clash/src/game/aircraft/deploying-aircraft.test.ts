import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AIR_OPENING, airSkirmish, fightersArrived } from '../../testing/aircraft-fixture.js';
import { applyChoice } from '../apply-choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { initialState } from '../initial-state.js';
import { IllegalChoice } from '../rule-error.js';
import type { Choice } from '../choice.js';
import { setHand } from '../../testing/command-fixture.js';

describe('rulebook p.50 Deploying Aircraft', () => {
  it('rulebook p.50 Deploying Aircraft: an Aircraft unit starts in Reserve and is never offered for deployment', () => {
    const setup = airSkirmish();
    const state = initialState(setup, 1);
    assert.equal(state.units['a-fighters']?.inReserve, true);
    const decision = nextDecision(setup, state);
    const deploy = decision?.constraints?.find((c) => c.kind === 'deploy');
    assert.deepEqual(deploy?.kind === 'deploy' ? deploy.units : [], ['a-rifles', 'a-tanks']);
    const { illegal } = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 1,
      choices: [{ kind: 'deploy', unit: 'a-fighters', at: [18, 5], facing: 90 }],
    });
    assert.equal(illegal?.rule, 'rulebook p.57 Reserve Units');
    assert.match(illegal?.message ?? '', /a-fighters is in Reserve/);
  });

  it('rulebook p.50 Deploying Aircraft: the ground units deploy and the game starts with the Aircraft still in Reserve', () => {
    const { state, illegal } = replay({
      format: RECORD_FORMAT,
      setup: airSkirmish(),
      seed: 7,
      choices: AIR_OPENING,
    });
    assert.equal(illegal, undefined);
    assert.equal(state.stage, 'activation');
    assert.equal(state.units['a-fighters']?.deployed, false);
    assert.equal(state.units['a-fighters']?.inReserve, true);
  });
});

describe('rulebook p.50 Incoming Aircraft', () => {
  it('rulebook p.50 Incoming Aircraft: no unit can target it with a Ranged Attack outside Opportunity Fire', () => {
    const setup = airSkirmish();
    const state = fightersArrived(setup);
    const passed = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
    const held = applyChoice(setup, passed, { kind: 'hold' }).state;
    const done = applyChoice(setup, held, { kind: 'hold' }).state;
    const b = applyChoice(setup, done, { kind: 'activate', unit: 'b-rifles' }).state;
    const attackStep = applyChoice(setup, b, { kind: 'hold' }).state;
    const offered = nextDecision(setup, attackStep)?.options ?? [];
    assert.equal(
      offered.some((o) => o.kind === 'rangedAttack' && o.target === 'a-fighters'),
      false,
    );
    assert.throws(
      () => applyChoice(setup, attackStep, { kind: 'rangedAttack', target: 'a-fighters' }),
      (error: unknown) =>
        error instanceof IllegalChoice && error.rule === 'rulebook p.50 Incoming Aircraft',
    );
  });
});

describe('rulebook p.50 Deploying Aircraft: a Flank Attack', () => {
  it('rulebook p.50 Deploying Aircraft: deployed from Reserve, it can be given the Special Command Flank Attack: it arrives outside its zone, touching an edge, every model facing the same way', () => {
    const setup = { ...airSkirmish(), rounds: 3 };
    const roundOne = (['a-rifles', 'b-rifles', 'a-tanks', 'b-tanks'] as const).flatMap(
      (unit): Choice[] => [{ kind: 'activate', unit }, { kind: 'hold' }, { kind: 'hold' }],
    );
    const { state, illegal } = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 7,
      choices: [
        ...AIR_OPENING,
        ...roundOne,
        { kind: 'surrender' },
        { kind: 'surrender' },
        { kind: 'discard', cards: [] },
        { kind: 'discard', cards: [] },
      ],
    });
    assert.equal(illegal, undefined);
    assert.equal(state.stage, 'deployReserves');
    setHand(state, 'a', [0]);
    setHand(state, 'b', []);
    const { state: after, events } = applyChoice(setup, state, {
      kind: 'flankAttack',
      unit: 'a-fighters',
      at: [1, 18],
      facing: 0,
      card: 0,
    });
    assert.deepEqual(events.map((e) => e.kind).slice(0, 4), [
      'command',
      'interference',
      'commandReceived',
      'deployReserve',
    ]);
    const fighters = after.units['a-fighters'];
    assert.equal(fighters?.deployed, true);
    assert.deepEqual(
      fighters?.models.map((m) => m.facing),
      [0, 0],
    );
  });
});
