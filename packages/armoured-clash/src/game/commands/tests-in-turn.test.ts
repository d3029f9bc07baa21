import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES, rifles } from '../../testing/game-fixture.js';
import { skirmishWith } from '../../testing/melee-fixture.js';
import {
  bNearTheArrival,
  tanksArrive,
  tanksInReserve,
} from '../../testing/reserve-arrival-fixture.js';
import { MOMENT_CARD, momentFiller, momentsDeck } from '../../testing/moments-fixture.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { bothHolding, play } from '../../testing/play-fixture.js';
import { kinds } from '../../testing/event-readers.js';

/** The four deployments of OPENING_CHOICES. */
const DEPLOYED = 4;

const takeTest: Choice = { kind: 'suppressionTest' };
const standFirm: Choice = { kind: 'suppressionTest', command: MOMENT_CARD.standFirm };

describe('rulebook pp.36-37: a Command at the Suppression Tests of Dynamic Entry (X"), several units in turn', () => {
  const setup = bothHolding(
    skirmishWith({ 'a-tanks': { rules: [{ name: 'Dynamic Entry', x: 4 }] } }),
    momentsDeck(),
  );

  /** A's tanks in Reserve, A's and B's rifles where they arrive (as game/transport/dynamic-entry.test.ts); A holds `aHand`, B `bHand`. */
  function arriving(aHand: readonly number[], bHand: readonly number[]) {
    const state = tanksInReserve(setup);
    bNearTheArrival(state);
    setHand(state, 'a', aHand);
    setHand(state, 'b', bHand);
    const events = tanksArrive(setup, state);
    return { state, events };
  }

  it("glossary: Dynamic Entry (X\"), rulebook p.37: A's rifles' test waits for A, B's rifles still to test; Stand Firm received, A's rifles test at +2, then B's rifles test, then the Deploy Reserves step goes on (here it ends: no unit left in Reserve)", () => {
    const { state, events } = arriving([MOMENT_CARD.standFirm], []);
    assert.deepEqual(kinds(events), ['deployReserve', 'dynamicEntry', 'suppressionTestDue']);
    assert.deepEqual(state.testsInTurn, {
      rule: 'dynamicEntry',
      by: 'a-tanks',
      units: ['b-rifles'],
      then: { kind: 'deployReserve' },
    });
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [takeTest, standFirm]);
    const tested = play(setup, state, [standFirm]);
    assert.deepEqual(kinds(tested.events), [
      'command',
      'interference',
      'commandReceived',
      'suppressionTest',
      'dynamicEntry',
      'suppressionTest',
    ]);
    assert.deepEqual(
      tested.events.slice(3).map((e) => e.text),
      [
        'Rifles a-rifles takes a Suppression Test at 8: card 4, passed',
        "Tanks a-tanks's Dynamic Entry: Rifles b-rifles takes a Suppression Test",
        'Rifles b-rifles takes a Suppression Test at 6: card 6, passed',
      ],
    );
    assert.equal(tested.state.testsInTurn, undefined);
    // No unit left in Reserve: the Deploy Reserves step ends (rulebook p.21).
    assert.equal(tested.state.stage, 'activation');
  });

  it('glossary: Dynamic Entry (X"), rulebook p.37, hidden information: the test waits the same whether A holds Stand Firm or not; with empty hands every test is taken at once', () => {
    const filler = arriving([momentFiller(8)], []);
    assert.deepEqual(kinds(filler.events), ['deployReserve', 'dynamicEntry', 'suppressionTestDue']);
    assert.deepEqual(nextDecision(setup, filler.state)?.options, [takeTest]);
    const atOnce = arriving([], []);
    assert.deepEqual(kinds(atOnce.events), [
      'deployReserve',
      'dynamicEntry',
      'suppressionTest',
      'dynamicEntry',
      'suppressionTest',
    ]);
    assert.equal(atOnce.state.testsInTurn, undefined);
    assert.equal(atOnce.state.suppressionTest, undefined);
  });
});

describe('rulebook pp.36-37: a Command at the Suppression Tests of Shockwave, several units in turn', () => {
  const base = skirmishWith({ 'a-tanks': { rules: [{ name: 'Shockwave' }] } });
  const setup = bothHolding(
    {
      ...base,
      generals: {
        ...base.generals,
        a: { ...base.generals.a, units: [...base.generals.a.units, rifles('a-scouts')] },
      },
    },
    momentsDeck(),
  );

  /** A's rifles (y = 8) and A's scouts (y = 11) across the path of A's tanks heading north; A holds `aHand`; the tanks Activated and moved at Double Time to y = 15. */
  function doubleTime(aHand: readonly number[]) {
    const { state } = replay({
      format: RECORD_FORMAT,
      setup,
      seed: 1,
      choices: [
        ...OPENING_CHOICES.slice(0, DEPLOYED),
        { kind: 'deploy', unit: 'a-scouts', at: [16, 6], facing: 90 },
        ...OPENING_CHOICES.slice(DEPLOYED),
      ],
    });
    const rifles = state.units['a-rifles'];
    const scouts = state.units['a-scouts'];
    if (rifles === undefined || scouts === undefined) throw new RangeError('rifles');
    rifles.models = rifles.models.map((m) => ({ ...m, x: m.x + 14, y: m.y + 2 }));
    scouts.models = scouts.models.map((m) => ({ ...m, x: m.x + 8, y: m.y + 5 }));
    setHand(state, 'a', aHand);
    setHand(state, 'b', []);
    return play(setup, state, [
      { kind: 'activate', unit: 'a-tanks' },
      { kind: 'doubleTime', at: [24, 15], facing: 90 },
    ]);
  }

  it("glossary: Shockwave, rulebook p.37: at the end of the Double Time the rifles' test waits for A, the scouts still to test; Stand Firm received, the rifles test at +2, then the scouts (no card left: at once), and the Movement Step ends", () => {
    const { state, events } = doubleTime([MOMENT_CARD.standFirm]);
    assert.deepEqual(kinds(events), ['activate', 'doubleTime', 'shockwave', 'suppressionTestDue']);
    assert.deepEqual(state.suppressionTest, {
      after: 'closeQuarters',
      unit: 'a-rifles',
      startingModels: 6,
    });
    assert.deepEqual(state.testsInTurn, {
      rule: 'shockwave',
      by: 'a-tanks',
      units: ['a-scouts'],
      then: { kind: 'movementStep', endsActivation: true },
    });
    assert.deepEqual(nextDecision(setup, state)?.options, [takeTest, standFirm]);
    const tested = play(setup, state, [standFirm]);
    assert.deepEqual(
      tested.events.slice(3).map((e) => e.text),
      [
        'Rifles a-rifles takes a Suppression Test at 8: card 10, failed',
        "Tanks a-tanks's Shockwave: Rifles a-scouts takes a Suppression Test",
        'Rifles a-scouts takes a Suppression Test at 6: card 9, failed',
      ],
    );
    assert.ok(tested.state.units['a-scouts']?.statuses.includes('suppressed'));
    assert.equal(tested.state.testsInTurn, undefined);
    // The Double Time used up the Activation (rulebook p.24).
    assert.equal(tested.state.activation, undefined);
  });

  it('glossary: Shockwave, rulebook p.37, hidden information: the test waits the same whether A holds Stand Firm or not; with an empty hand both are taken at once', () => {
    const filler = doubleTime([momentFiller(8)]);
    assert.deepEqual(kinds(filler.events), [
      'activate',
      'doubleTime',
      'shockwave',
      'suppressionTestDue',
    ]);
    assert.deepEqual(nextDecision(setup, filler.state)?.options, [takeTest]);
    const atOnce = doubleTime([]);
    assert.deepEqual(kinds(atOnce.events), [
      'activate',
      'doubleTime',
      'shockwave',
      'suppressionTest',
      'shockwave',
      'suppressionTest',
    ]);
    assert.equal(atOnce.state.activation, undefined);
  });
});
