import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CLOSE_APPROACH,
  COVERING_FIRE,
  coveringDynamicEntrySkirmish,
  coveringEngageSkirmish,
  coveringHouseSkirmish,
  fightersBeforeFailedTest,
  garrisonFacingRifles,
  tanksArriving,
} from '../../testing/covering-elsewhere-fixture.js';
import { cardOnTop } from '../../testing/melee-fixture.js';
import { momentFiller } from '../../testing/moments-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { kinds } from '../../testing/event-readers.js';

const letItGo: Choice = { kind: 'enemyEndsMove' };

function play(
  setup: GameSetup,
  state: GameState,
  ...choices: Choice[]
): { state: GameState; events: GameEvent[] } {
  let now = { state, events: [] as GameEvent[] };
  for (const choice of choices) {
    const next = applyChoice(setup, now.state, choice);
    now = { state: next.state, events: [...now.events, ...next.events] };
  }
  return now;
}

describe('rulebook p.37 Issuing Commands: Covering Fire after a Fall Back in an Air Support Sortie', () => {
  const setup = coveringEngageSkirmish();
  const engaged = (aHand: readonly number[]) =>
    play(
      setup,
      fightersBeforeFailedTest(setup, aHand),
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: CLOSE_APPROACH },
      { kind: 'rangedAttack', target: 'b-rifles' },
    );

  it("rulebook p.51 C. Engage Step, p.36 Falling Back, p.37 Issuing Commands: B's Rifles fail the test after the Fighters' attack and Fall Back within 10\" of them: A is offered Covering Fire before the Escape Step; received, the Fighters Go On Lookout, then the sortie goes on where it stopped (Escape, back to Reserve)", () => {
    const { state, events } = engaged([COVERING_FIRE]);
    assert.deepEqual(kinds(events).slice(-4), [
      'rangedAttack',
      'suppressionTest',
      'fallBack',
      'enemyEndsMove',
    ]);
    assert.deepEqual(state.enemyEndedMove, {
      endsActivation: false,
      movers: ['b-rifles'],
      goesOn: 'attacks',
    });
    assert.equal(state.activation?.sortie?.step, 'engage');
    const covering: Choice = { kind: 'enemyEndsMove', unit: 'a-fighters', command: COVERING_FIRE };
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [letItGo, covering]);
    const covered = play(setup, state, covering);
    assert.deepEqual(kinds(covered.events), [
      'command',
      'interference',
      'commandReceived',
      'onLookout',
      'escape',
      'returnToReserve',
    ]);
    assert.equal(covered.state.activation, undefined);
    assert.equal(covered.state.units['a-fighters']?.inReserve, true);
  });

  it('rulebook p.37 Issuing Commands, hidden information: A holding no card, the Fall Back does not wait and the sortie escapes at once', () => {
    const { state, events } = engaged([]);
    assert.deepEqual(kinds(events).slice(-5), [
      'rangedAttack',
      'suppressionTest',
      'fallBack',
      'escape',
      'returnToReserve',
    ]);
    assert.equal(state.enemyEndedMove, undefined);
  });
});

describe('rulebook p.37 Issuing Commands: Covering Fire after a Fall Back outside an Activation', () => {
  const setup = coveringDynamicEntrySkirmish();

  it('glossary: Dynamic Entry (X"), rulebook p.36 Falling Back, p.37 Issuing Commands: in the Deploy Reserves step B\'s Rifles fail their test and Fall Back 3": A is offered Covering Fire for either unit; received, A\'s Tanks Go On Lookout, then the tests and the step go on where they stopped', () => {
    const arriving = tanksArriving(setup, [COVERING_FIRE]);
    // A's Rifles' test waits for A first (a card in hand, a deck with Stand Firm).
    const tested = play(setup, arriving.state, { kind: 'suppressionTest' });
    assert.deepEqual(kinds(tested.events), [
      'suppressionTest',
      'dynamicEntry',
      'suppressionTest',
      'fallBack',
      'enemyEndsMove',
    ]);
    assert.deepEqual(tested.state.enemyEndedMove, {
      endsActivation: false,
      movers: ['b-rifles'],
      goesOn: 'testsInTurn',
    });
    assert.equal(tested.state.stage, 'deployReserves');
    assert.deepEqual(nextDecision(setup, tested.state)?.options, [
      letItGo,
      { kind: 'enemyEndsMove', unit: 'a-rifles', command: COVERING_FIRE },
      { kind: 'enemyEndsMove', unit: 'a-tanks', command: COVERING_FIRE },
    ]);
    const covered = play(setup, tested.state, {
      kind: 'enemyEndsMove',
      unit: 'a-tanks',
      command: COVERING_FIRE,
    });
    assert.deepEqual(kinds(covered.events), [
      'command',
      'interference',
      'commandReceived',
      'onLookout',
    ]);
    assert.deepEqual(covered.state.units['a-tanks']?.statuses, ['onLookout']);
    assert.equal(covered.state.testsInTurn, undefined);
    assert.equal(covered.state.movesEnded, undefined);
    // No unit left in Reserve: the Deploy Reserves step ends (rulebook p.21).
    assert.equal(covered.state.stage, 'activation');
  });

  it('rulebook p.37 Issuing Commands: let go, the Deploy Reserves step goes on without a Command', () => {
    const tested = play(setup, tanksArriving(setup, [COVERING_FIRE]).state, {
      kind: 'suppressionTest',
    });
    const passed = play(setup, tested.state, letItGo);
    assert.deepEqual(passed.events, []);
    assert.equal(passed.state.enemyEndedMove, undefined);
    assert.deepEqual(passed.state.units['a-tanks']?.statuses, []);
    assert.equal(passed.state.stage, 'activation');
  });
});

describe("rulebook p.37 Issuing Commands: Covering Fire after a Garrison's Exit", () => {
  const setup = coveringHouseSkirmish(10);

  it('rulebook p.44 Garrisoned Units, p.37 Issuing Commands: B\'s Garrison fails its test and Exits instead of a 3" move, 9" from A\'s Rifles ("all other rules for Falling Back still apply"): A is offered Covering Fire', () => {
    const state = garrisonFacingRifles(setup, 1, [COVERING_FIRE]);
    state.units['b-rifles']?.statuses.push('suppressed');
    cardOnTop(state, 'b', momentFiller(12));
    const fired = play(
      setup,
      state,
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'hold' },
      { kind: 'rangedAttack', target: 'b-rifles' },
    );
    assert.deepEqual(kinds(fired.events).slice(-5), [
      'rangedAttack',
      'suppressionTest',
      'fallBack',
      'exit',
      'enemyEndsMove',
    ]);
    assert.deepEqual(fired.state.enemyEndedMove, {
      endsActivation: false,
      movers: ['b-rifles'],
      goesOn: 'attacks',
    });
    assert.deepEqual(nextDecision(setup, fired.state)?.options, [
      letItGo,
      { kind: 'enemyEndsMove', unit: 'a-rifles', command: COVERING_FIRE },
    ]);
  });

  it("rulebook p.45 Storming a Building, p.37 Issuing Commands: B's Garrison loses the Close Quarters Combat and Exits instead of Withdrawing: A is offered Covering Fire as the Activation ends; let go, A's Rifles may then Garrison the building", () => {
    const storming = play(
      setup,
      garrisonFacingRifles(setup, 1, [COVERING_FIRE]),
      { kind: 'activate', unit: 'a-rifles' },
      { kind: 'charge', target: 'b-rifles', at: [10, 8], facing: 90 },
      { kind: 'closeQuartersAttack' },
    );
    assert.deepEqual(kinds(storming.events).slice(-4), [
      'exit',
      'suppressionTest',
      'stormedBuilding',
      'enemyEndsMove',
    ]);
    assert.deepEqual(storming.state.enemyEndedMove, {
      endsActivation: false,
      movers: ['b-rifles'],
      goesOn: 'activationEnd',
    });
    const passed = play(setup, storming.state, letItGo);
    assert.deepEqual(nextDecision(setup, passed.state)?.options, [
      { kind: 'garrison', building: 'house' },
      { kind: 'hold' },
    ]);
  });
});
