import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES } from '../../testing/game-fixture.js';
import { MOMENT_CARD } from '../../testing/moments-fixture.js';
import { DIG_IN, targetedSkirmish } from '../../testing/targeted-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import type { GameState } from '../state.js';
import { kinds } from '../../testing/event-readers.js';

/** B's Tanks of Unit Type Infantry (Dig In may be issued to them). */
const setup = targetedSkirmish();
const LOOKOUT: Choice[] = [
  ...OPENING_CHOICES,
  { kind: 'activate', unit: 'a-tanks' },
  { kind: 'hold' },
  { kind: 'goOnLookout' },
  { kind: 'activate', unit: 'b-tanks' },
];

/** B's Tanks with Hot Headed: Opportunity Fire can Suppress them. */
const hotHeaded: GameSetup = {
  ...setup,
  generals: {
    ...setup.generals,
    b: {
      ...setup.generals.b,
      units: setup.generals.b.units.map((u) =>
        u.id === 'b-tanks'
          ? { ...u, specialRules: [...u.specialRules, { name: 'Hot Headed' }] }
          : u,
      ),
    },
  },
};

/** B's Tanks Activated (seed 9), A's Tanks On Lookout in the first Reaction Step; A holding nothing, B `bHand`. */
function reactionStep(bHand: readonly number[], game: GameSetup = setup): GameState {
  const state = replay({ format: RECORD_FORMAT, setup: game, seed: 9, choices: LOOKOUT }).state;
  setHand(state, 'a', []);
  setHand(state, 'b', bHand);
  return state;
}

const fire: Choice = { kind: 'opportunityFire', unit: 'a-tanks' };

const letItGo: Choice = { kind: 'targetedByRangedAttack' };

describe('rulebook p.37 Issuing Commands: Dig In at Opportunity Fire (rulebook p.25) in a Reaction Step', () => {
  it("rulebook p.37 Issuing Commands: A's Opportunity Fire against B's active Infantry waits for B; Dig In received, B's Tanks Take Cover before the attack, A's Tanks lose On Lookout, and B's Activation goes on to its Movement Step", () => {
    const { state, events } = applyChoice(setup, reactionStep([DIG_IN]), fire);
    assert.deepEqual(kinds(events), ['opportunityFire', 'targetedByRangedAttack']);
    assert.deepEqual(state.targetedByRangedAttack, { target: 'b-tanks', by: 'a-tanks' });
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [letItGo, { ...letItGo, command: DIG_IN }]);
    const dugIn = applyChoice(setup, state, { ...letItGo, command: DIG_IN });
    assert.deepEqual(kinds(dugIn.events).slice(0, 5), [
      'command',
      'interference',
      'commandReceived',
      'takeCover',
      'rangedAttack',
    ]);
    assert.match(
      dugIn.events[4]?.text ?? '',
      /^Tanks a-tanks fires at Tanks b-tanks: weakened, 8 dice/,
    );
    assert.ok(!dugIn.state.units['a-tanks']?.statuses.includes('onLookout'));
    assert.equal(dugIn.state.activation?.unit, 'b-tanks');
    assert.equal(dugIn.state.activation?.step, 'movement');
    assert.equal(dugIn.state.activation?.reaction, undefined);
  });

  it('rulebook p.37 Issuing Commands, hidden information: Opportunity Fire waits the same whether B holds Dig In or a card with no Command for it; with an empty hand the attack is made at once', () => {
    const holding = applyChoice(setup, reactionStep([DIG_IN]), fire);
    const without = applyChoice(setup, reactionStep([MOMENT_CARD.fieldRepairs]), fire);
    assert.deepEqual(kinds(without.events), kinds(holding.events));
    assert.deepEqual(without.state.targetedByRangedAttack, holding.state.targetedByRangedAttack);
    assert.deepEqual(nextDecision(setup, without.state)?.options, [letItGo]);
    const empty = applyChoice(setup, reactionStep([]), fire);
    assert.equal(empty.state.targetedByRangedAttack, undefined);
    assert.deepEqual(kinds(empty.events).slice(0, 2), ['opportunityFire', 'rangedAttack']);
    assert.equal(empty.state.activation?.reaction, undefined);
  });
});

describe('rulebook pp.36-37 Issuing Commands at the Suppression Test after Opportunity Fire (glossary: Hot Headed)', () => {
  it("glossary: Hot Headed, rulebook p.37: B's Hot Headed Tanks, Suppressible by Opportunity Fire, test after it: the test waits for B in the Reaction Step (B's Movement Step refused meanwhile); Stand Firm received, it is taken at 8 and B's Activation goes on to its Movement Step", () => {
    const start = reactionStep([MOMENT_CARD.standFirm], hotHeaded);
    start.units['b-tanks']!.officer = 'b-tanks#2';
    const declared = applyChoice(hotHeaded, start, fire).state;
    const { state, events } = applyChoice(hotHeaded, declared, letItGo);
    assert.deepEqual(kinds(events), ['rangedAttack', 'wrecked', 'suppressionTestDue']);
    assert.deepEqual(state.suppressionTest, {
      after: 'rangedAttack',
      unit: 'b-tanks',
      discipline: 6,
      failure: { fallsBack: false, breaks: false, gains: ['suppressed'] },
    });
    assert.equal(state.activation?.reaction, 'first');
    assert.throws(() => applyChoice(hotHeaded, state, { kind: 'hold' }), {
      rule: 'rulebook p.36 Suppression Tests',
    });
    const tested = applyChoice(hotHeaded, state, {
      kind: 'suppressionTest',
      command: MOMENT_CARD.standFirm,
    });
    assert.match(
      tested.events.at(-1)?.text ?? '',
      /Tanks b-tanks takes a Suppression Test at 8: card 4, passed/,
    );
    assert.equal(tested.state.activation?.reaction, undefined);
    assert.equal(tested.state.activation?.step, 'movement');
  });
});
