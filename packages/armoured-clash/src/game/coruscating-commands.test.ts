import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../testing/command-fixture.js';
import { coruscatingLine, coruscatingRow } from '../testing/coruscating-fixture.js';
import { MOMENT_CARD, momentFiller, momentsSkirmish } from '../testing/moments-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import { nextDecision } from './next-decision.js';
import type { GameState } from './state.js';
import { kinds } from '../testing/event-readers.js';

/** A's tanks with Coruscating on their row against Light targets; both Generals hold the moments deck. */
const setup: GameSetup = momentsSkirmish((unit) =>
  unit.id === 'a-tanks' ? coruscatingRow(unit) : unit,
);

/**
 * The Coruscating line (testing/coruscating-fixture.ts: A's own rifles, B's
 * rifles, B's tanks beyond, not Light: skipped), the Generals holding `a` and `b`.
 */
function attackStep(a: readonly number[], b: readonly number[]): GameState {
  const now = coruscatingLine(setup);
  setHand(now, 'a', a);
  setHand(now, 'b', b);
  return now;
}

const line: Choice = { kind: 'coruscatingAttack', bearing: 90 };
const fired = (events: readonly GameEvent[]): string[] =>
  events.filter((e) => e.kind === 'rangedAttack').map((e) => e.text.replace(/ dice.*/, ''));

/** The Conquest Objectives A's rifles Breaking opened, claimed by none (rulebook p.40). */
function noClaims(made: { state: GameState; events: GameEvent[] }) {
  let now = made;
  while (now.state.claims !== undefined) {
    const next = applyChoice(setup, now.state, { kind: 'claim', cards: [] });
    now = { state: next.state, events: [...now.events, ...next.events] };
  }
  return now;
}

const aRiflesFired = 'Tanks a-tanks fires at Rifles a-rifles: improved, 9';

describe('glossary: Coruscating with Commands (rulebook p.37: each attack a separate attack for Commands)', () => {
  it("glossary: Coruscating: a Command (Precision Fire) issued with the attack against B's rifles Improves that attack alone (Neutral without it); the attack before it is the same", () => {
    const commanded = applyChoice(setup, attackStep([MOMENT_CARD.precisionFire], []), {
      ...line,
      command: MOMENT_CARD.precisionFire,
      commandAgainst: 'b-rifles',
    });
    assert.deepEqual(kinds(commanded.events).slice(0, 5), [
      'coruscating',
      'command',
      'interference',
      'commandReceived',
      'rangedAttack',
    ]);
    assert.deepEqual(fired(commanded.events), [
      aRiflesFired,
      'Tanks a-tanks fires at Rifles b-rifles: improved, 8',
    ]);
    const plain = applyChoice(setup, attackStep([], []), line);
    assert.deepEqual(fired(plain.events), [
      aRiflesFired,
      'Tanks a-tanks fires at Rifles b-rifles: neutral, 8',
    ]);
    assert.equal(commanded.state.activation, undefined, 'the Activation ended');
  });

  it('glossary: Coruscating: a Command issued with an attack against a unit off the line, or without naming the attack, is refused with the reason', () => {
    const state = attackStep([MOMENT_CARD.precisionFire], []);
    assert.throws(
      () =>
        applyChoice(setup, state, {
          ...line,
          command: MOMENT_CARD.precisionFire,
          commandAgainst: 'a-tanks',
        }),
      { rule: 'rulebook p.37 Issuing Commands', message: /a-tanks is not one of their targets/ },
    );
    assert.throws(
      () => applyChoice(setup, state, { ...line, command: MOMENT_CARD.precisionFire }),
      { rule: 'glossary: Coruscating', message: /commandAgainst/ },
    );
  });

  it("rulebook pp.36-37: the Suppression Test of B's rifles, mid-line, waits for B's Command with B's tanks still declared; Stand Firm taken, the line goes on (B's tanks skipped) and the Activation ends", () => {
    const { state, events } = noClaims(
      applyChoice(setup, attackStep([], [MOMENT_CARD.standFirm]), line),
    );
    assert.equal(events.at(-1)?.kind, 'suppressionTestDue');
    assert.deepEqual(state.suppressionTest, {
      after: 'rangedAttack',
      unit: 'b-rifles',
      discipline: 5,
      failure: { fallsBack: false, breaks: false, gains: ['suppressed'] },
    });
    assert.deepEqual(state.activation?.attacksDeclared, {
      of: 'coruscating',
      attacks: [{ target: 'b-tanks', alongLine: true }],
    });
    const tested = applyChoice(setup, state, {
      kind: 'suppressionTest',
      command: MOMENT_CARD.standFirm,
    });
    assert.deepEqual(kinds(tested.events), [
      'command',
      'interference',
      'commandReceived',
      'suppressionTest',
      'attackNotMade',
    ]);
    assert.match(tested.events[3]?.text ?? '', /Rifles b-rifles takes a Suppression Test at 7/);
    assert.equal(tested.state.activation, undefined);
  });

  it('rulebook p.37 Issuing Commands, hidden information: the mid-line test waits the same whether B holds Stand Firm or a card with no Command for it', () => {
    const holding = applyChoice(setup, attackStep([], [MOMENT_CARD.standFirm]), line);
    const without = applyChoice(setup, attackStep([], [momentFiller(8)]), line);
    assert.deepEqual(kinds(without.events), kinds(holding.events));
    assert.deepEqual(without.state.suppressionTest, holding.state.suppressionTest);
    assert.deepEqual(nextDecision(setup, without.state)?.options, [{ kind: 'suppressionTest' }]);
  });
});
