import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChoice } from '../../game/apply-choice.js';
import { nextDecision } from '../../game/next-decision.js';
import { setupRuleProblems } from '../../game/setup-rules.js';
import type { GameState } from '../../game/state.js';
import { cardOnTop, faceToFace, skirmishWith } from '../../testing/melee-fixture.js';
import { CHARGE } from '../../testing/movement-fixture.js';

const RULE = 'glossary: Locomotor Boosters';
const setup = skirmishWith({ 'a-rifles': { rules: [{ name: 'Locomotor Boosters' }] } });
/** Card ids of the skirmish deck: id i has Value i % 12 + 1. */
const VALUE_5 = 4;
const VALUE_1 = 0;
/** The Rifles' Speed is 4": their Officer 9" east, and 7" east. */
const NINE_EAST = { kind: 'doubleTime', at: [19, 6], facing: 90 } as const;
const SEVEN_EAST = { kind: 'doubleTime', at: [17, 6], facing: 90 } as const;

/** A-rifles Activated with their Locomotor Boosters, card `card` on top of A's deck: their Movement Step. */
function boosted(card: number): { state: GameState; text: string } {
  const start = faceToFace(setup);
  cardOnTop(start, 'a', card);
  const { state, events } = applyChoice(setup, start, {
    kind: 'activate',
    unit: 'a-rifles',
    locomotorBoosters: true,
  });
  const moving =
    state.activation?.reaction === undefined
      ? state
      : applyChoice(setup, state, { kind: 'noReaction' }).state;
  const text = events.find((e) => e.kind === 'locomotorBoosters')?.text ?? '';
  return { state: moving, text };
}

function limits(state: GameState): [string, number | undefined][] {
  return (nextDecision(setup, state)?.constraints ?? []).map((c) => [
    c.kind,
    'limit' in c ? c.limit : undefined,
  ]);
}

describe(RULE, () => {
  it('glossary: Locomotor Boosters: a known rule, not reported when the data loads', () => {
    assert.deepEqual(setupRuleProblems(setup), []);
  });

  it('glossary: Locomotor Boosters: the General may declare it as the unit’s Activation starts (only a unit with the rule)', () => {
    const options = nextDecision(setup, faceToFace(setup))?.options ?? [];
    assert.deepEqual(
      options.filter((o) => o.kind === 'activate' && o.locomotorBoosters === true),
      [{ kind: 'activate', unit: 'a-rifles', locomotorBoosters: true }],
    );
  });

  it('glossary: Locomotor Boosters: the top card is revealed and discarded; Charge and Double Time move up to Speed plus its Value', () => {
    const { state, text } = boosted(VALUE_5);
    assert.equal(
      text,
      `Rifles a-rifles activates its Locomotor Boosters: General A reveals a card of Value 5; a Charge or Double Time moves it up to 9" (${RULE})`,
    );
    assert.ok(state.players.a.deck.piles.discardPile.includes(VALUE_5));
    assert.deepEqual(limits(state), [
      ['advance', 4],
      ['charge', 9],
      ['doubleTime', 9],
    ]);
    assert.doesNotThrow(() => applyChoice(setup, state, NINE_EAST));
    assert.doesNotThrow(() => applyChoice(setup, state, CHARGE));
  });

  it('glossary: Locomotor Boosters: the limit may end lower than twice the Speed (a card of Value 1: 5")', () => {
    const { state } = boosted(VALUE_1);
    assert.deepEqual(limits(state), [
      ['advance', 4],
      ['charge', 5],
      ['doubleTime', 5],
    ]);
    assert.throws(() => applyChoice(setup, state, SEVEN_EAST), {
      rule: 'rulebook p.16 Movement Limit',
    });
  });

  it('glossary: Locomotor Boosters: without the declaration the usual limits hold, and a unit without the rule cannot declare it', () => {
    const plain = applyChoice(setup, faceToFace(setup), {
      kind: 'activate',
      unit: 'a-rifles',
    }).state;
    const moving =
      plain.activation?.reaction === undefined
        ? plain
        : applyChoice(setup, plain, { kind: 'noReaction' }).state;
    assert.deepEqual(limits(moving), [
      ['advance', 4],
      ['charge', 8],
      ['doubleTime', 8],
    ]);
    assert.throws(() => applyChoice(setup, moving, NINE_EAST), {
      rule: 'rulebook p.16 Movement Limit',
    });
    assert.throws(
      () =>
        applyChoice(setup, faceToFace(setup), {
          kind: 'activate',
          unit: 'a-tanks',
          locomotorBoosters: true,
        }),
      { rule: RULE, message: 'a-tanks has no Locomotor Boosters' },
    );
  });
});
