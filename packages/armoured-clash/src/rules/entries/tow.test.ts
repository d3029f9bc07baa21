import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ArmyUnit, GameSetup } from '../../game/army.js';
import { applyChoice } from '../../game/apply-choice.js';
import type { Choice } from '../../game/choice.js';
import { nextDecision } from '../../game/next-decision.js';
import { RECORD_FORMAT, replay } from '../../game/record.js';
import { setupRuleProblems } from '../../game/setup-rules.js';
import type { GameState } from '../../game/state.js';
import { skirmishWith } from '../../testing/melee-fixture.js';

const RULE = 'glossary: Tow';
const DEPLOYMENT: readonly Choice[] = [
  { kind: 'deploy', unit: 'a-rifles', at: [10, 6], facing: 90 },
  { kind: 'deploy', unit: 'b-rifles', at: [10, 30], facing: 270 },
  { kind: 'deploy', unit: 'a-tanks', at: [30, 5], facing: 90 },
  { kind: 'deploy', unit: 'b-tanks', at: [30, 31], facing: 270 },
];

/** A's tanks with Tow; A's rifles a Gun Carriage unit Towed by them (with changes to the rifles). */
function towing(rifles: Partial<ArmyUnit> = {}, traits = ['Gun Carriage']): GameSetup {
  return skirmishWith({
    'a-tanks': { rules: [{ name: 'Tow' }] },
    'a-rifles': { traits, profile: { towedBy: 'a-tanks', ...rifles } },
  });
}

function deployed(setup: GameSetup): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed: 3, choices: DEPLOYMENT }).state;
}

describe(RULE, () => {
  it('glossary: Tow: a known rule, not reported when the data loads', () => {
    assert.deepEqual(setupRuleProblems(towing()), []);
  });

  it('glossary: Tow: the Towed unit gains Vanguard (10"): a free Advance of up to 10" once both Forces are Deployed', () => {
    const setup = towing();
    const state = deployed(setup);
    assert.equal(state.stage, 'vanguard');
    assert.deepEqual(nextDecision(setup, state)?.constraints, [
      { kind: 'vanguardAdvance', unit: 'a-rifles', limit: 10 },
    ]);
    const moved = applyChoice(setup, state, {
      kind: 'vanguardAdvance',
      unit: 'a-rifles',
      at: [10, 16],
      facing: 90,
    });
    assert.deepEqual(
      moved.events.map((e) => e.text),
      [`Rifles a-rifles makes a free Advance of up to 10" (${RULE})`],
    );
  });

  it('glossary: Tow: the Towed unit gains On Lookout at the start of the first Round', () => {
    const setup = towing();
    const ready = applyChoice(setup, deployed(setup), { kind: 'stopVanguard' }).state;
    const { state, events } = applyChoice(setup, ready, { kind: 'giveInitiative', to: 'a' });
    assert.deepEqual(state.units['a-rifles']?.statuses, ['onLookout']);
    assert.deepEqual(state.units['a-tanks']?.statuses, []);
    assert.ok(
      events.some(
        (e) => e.text === `Rifles a-rifles was Towed into position: On Lookout (${RULE})`,
      ),
    );
  });

  it('glossary: Tow: a nomination that breaks the rule is refused, naming the unit and why', () => {
    const refused = (setup: GameSetup, why: string) =>
      assert.throws(() => deployed(setup), {
        name: 'RangeError',
        message: `a-rifles: towedBy "${why}`,
      });
    refused(towing({ towedBy: 'b-tanks' }), `b-tanks": not a unit of General A (${RULE})`);
    refused(towing({}, []), `a-tanks": a-rifles is not a Gun Carriage unit (${RULE})`);
    refused(
      towing({ reinforcement: 'reinforced' }),
      `a-tanks": a-rifles has a higher Reinforcement Level than a-tanks (${RULE})`,
    );
    const untowed = skirmishWith({
      'a-rifles': { traits: ['Gun Carriage'], profile: { towedBy: 'a-tanks' } },
    });
    refused(untowed, `a-tanks": a-tanks has no Tow special rule (${RULE})`);
  });
});
