import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameSetup } from '../../game/army.js';
import { applyChoice } from '../../game/apply-choice.js';
import type { Choice } from '../../game/choice.js';
import { nextDecision } from '../../game/next-decision.js';
import { RECORD_FORMAT, replay } from '../../game/record.js';
import type { GameState } from '../../game/state.js';
import { skirmishWith } from '../../testing/melee-fixture.js';

/** The skirmish's four units deployed in turn: General A finishes deploying first. */
const DEPLOYMENT: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [30, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [30, 31], facing: 270 },
];

function deployed(setup: GameSetup, choices: readonly Choice[] = DEPLOYMENT): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 3, choices }).state;
}

const rifles5 = skirmishWith({ 'a-rifles': { rules: [{ name: 'Vanguard', x: 5 }] } });
/** 5" straight ahead (north) of the A-rifles' Officer at (10, 6). */
const FIVE_NORTH: Choice = { kind: 'vanguardAdvance', unit: 'a-rifles', at: [10, 11], facing: 90 };

describe('glossary: Vanguard (X")', () => {
  it('glossary: Vanguard (X"): once both Forces are Deployed, the unit is offered a free Advance of up to X" before the Initiative', () => {
    const state = deployed(rifles5);
    assert.equal(state.stage, 'vanguard');
    const decision = nextDecision(rifles5, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [{ kind: 'stopVanguard' }]);
    assert.deepEqual(decision?.constraints, [
      { kind: 'vanguardAdvance', unit: 'a-rifles', limit: 5 },
    ]);
  });

  it('glossary: Vanguard (X"): the free Advance moves X" (more than the Speed of 4"), then the Initiative is chosen', () => {
    const { state, events } = applyChoice(rifles5, deployed(rifles5), FIVE_NORTH);
    const officer = state.units['a-rifles']?.models[0];
    assert.deepEqual([officer?.x, officer?.y], [10, 11]);
    assert.deepEqual(
      events.map((e) => e.text),
      ['Rifles a-rifles makes a free Advance of up to 5" (glossary: Vanguard (X"))'],
    );
    assert.equal(state.stage, 'chooseInitiative');
    assert.equal(state.turn, 'a');
  });

  it('glossary: Vanguard (X"): not beyond X", and only once', () => {
    const state = deployed(rifles5);
    assert.throws(() => applyChoice(rifles5, state, { ...FIVE_NORTH, at: [10, 12] }), {
      rule: 'rulebook p.16 Movement Limit',
    });
    const setup = skirmishWith({
      'a-rifles': { rules: [{ name: 'Vanguard', x: 5 }] },
      'a-tanks': { rules: [{ name: 'Vanguard', x: 5 }] },
    });
    const once = applyChoice(setup, deployed(setup), FIVE_NORTH).state;
    assert.equal(once.stage, 'vanguard');
    assert.throws(() => applyChoice(setup, once, FIVE_NORTH), {
      rule: 'glossary: Vanguard (X")',
      message: 'a-rifles is not a unit of yours with a free Advance to make',
    });
  });

  it('glossary: Vanguard (X"): note — the General who finished deploying first moves their units, then the other', () => {
    const setup = skirmishWith({
      'a-rifles': { rules: [{ name: 'Vanguard', x: 5 }] },
      'b-rifles': { rules: [{ name: 'Vanguard', x: 3 }] },
    });
    const state = deployed(setup);
    assert.equal(state.firstDeployed, 'a');
    assert.equal(state.turn, 'a');
    assert.throws(
      () =>
        applyChoice(setup, state, {
          kind: 'vanguardAdvance',
          unit: 'b-rifles',
          at: [10, 27],
          facing: 270,
        }),
      { rule: 'glossary: Vanguard (X")' },
    );
    const afterA = applyChoice(setup, state, { kind: 'stopVanguard' }).state;
    assert.equal(afterA.turn, 'b');
    assert.deepEqual(nextDecision(setup, afterA)?.constraints, [
      { kind: 'vanguardAdvance', unit: 'b-rifles', limit: 3 },
    ]);
    const afterB = applyChoice(setup, afterA, {
      kind: 'vanguardAdvance',
      unit: 'b-rifles',
      at: [10, 27],
      facing: 270,
    }).state;
    assert.equal(afterB.stage, 'chooseInitiative');
    assert.equal(afterB.turn, 'a');
  });

  it('without Vanguard, or with it only on a unit held in Reserve, the Initiative is chosen at once', () => {
    assert.equal(deployed(skirmishWith({})).stage, 'chooseInitiative');
    const reserved = deployed(rifles5, [
      { kind: 'reserve', unit: 'a-rifles' },
      ...DEPLOYMENT.slice(1),
    ]);
    assert.equal(reserved.stage, 'chooseInitiative');
  });

  it('glossary: Vanguard (X"): given twice, the higher X counts', () => {
    const setup = skirmishWith({
      'a-rifles': {
        rules: [
          { name: 'Vanguard', x: 3 },
          { name: 'Vanguard', x: 8 },
        ],
      },
    });
    assert.equal(nextDecision(setup, deployed(setup))?.constraints?.[0]?.kind, 'vanguardAdvance');
    const limit = nextDecision(setup, deployed(setup))?.constraints?.[0];
    assert.equal(limit !== undefined && 'limit' in limit ? limit.limit : undefined, 8);
  });
});
