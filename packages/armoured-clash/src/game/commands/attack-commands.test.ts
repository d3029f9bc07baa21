import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import { OPENING_CHOICES } from '../../testing/game-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../../testing/moments-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import type { GameState } from '../state.js';

const setup = momentsSkirmish();

function play(seed: number, choices: readonly Choice[]): GameState {
  return replay({ format: RECORD_FORMAT, setup, seed, choices }).state;
}

const textOf = (events: readonly GameEvent[], kind: string): string =>
  events.find((e) => e.kind === kind)?.text ?? '';

/** A's Rifles have charged B's Rifles (moved 18" south to face them) and stand in their Attack Step. */
function afterCharge(aHand: readonly number[]): GameState {
  const state = play(11, OPENING_CHOICES);
  const b = state.units['b-rifles']!;
  b.models = b.models.map((m) => ({ ...m, y: m.y - 18 }));
  let now = applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
  now = applyChoice(setup, now, {
    kind: 'charge',
    target: 'b-rifles',
    at: [10, 11],
    facing: 90,
  }).state;
  setHand(now, 'a', aHand);
  setHand(now, 'b', []);
  return now;
}

describe('rulebook p.28 Close Quarters Attack with a Command (rulebook p.37)', () => {
  it("Like Lions is listed with the Close Quarters Attack; received, the charging unit's attack gains a Combat Rating Bonus (Improved), the Retaliation does not", () => {
    const state = afterCharge([MOMENT_CARD.likeLions, MOMENT_CARD.precisionFire]);
    assert.deepEqual(nextDecision(setup, state)?.options, [
      { kind: 'closeQuartersAttack' },
      { kind: 'closeQuartersAttack', command: MOMENT_CARD.likeLions },
    ]);
    const plain = applyChoice(setup, state, { kind: 'closeQuartersAttack' }).events;
    const attacks = (events: readonly GameEvent[]): string[] =>
      events.filter((e) => e.kind === 'closeQuartersAttack').map((e) => e.text);
    assert.match(attacks(plain)[0] ?? '', /^Rifles a-rifles attacks .*: neutral,/);
    const { events } = applyChoice(setup, state, {
      kind: 'closeQuartersAttack',
      command: MOMENT_CARD.likeLions,
    });
    assert.deepEqual(
      events.slice(0, 3).map((e) => e.kind),
      ['command', 'interference', 'commandReceived'],
    );
    assert.match(attacks(events)[0] ?? '', /^Rifles a-rifles attacks .*: improved,/);
    assert.match(attacks(events)[1] ?? '', /^Rifles b-rifles attacks .*: neutral,/);
  });
});

describe('rulebook p.25 Opportunity Fire with a Command (rulebook p.37: the unit declares a Ranged Attack)', () => {
  const LOOKOUT: Choice[] = [
    ...OPENING_CHOICES,
    { kind: 'activate', unit: 'a-tanks' },
    { kind: 'hold' },
    { kind: 'goOnLookout' },
    { kind: 'activate', unit: 'b-tanks' },
  ];

  it("Precision Fire cancels the Opportunity Fire penalty out (one bonus, one penalty: Neutral), and counts as A's Command in B's Activation", () => {
    const state = play(9, LOOKOUT);
    setHand(state, 'a', [MOMENT_CARD.precisionFire]);
    setHand(state, 'b', []);
    assert.deepEqual(nextDecision(setup, state)?.options, [
      { kind: 'opportunityFire', unit: 'a-tanks' },
      { kind: 'opportunityFire', unit: 'a-tanks', command: MOMENT_CARD.precisionFire },
      { kind: 'noReaction' },
    ]);
    assert.match(
      textOf(
        applyChoice(setup, state, { kind: 'opportunityFire', unit: 'a-tanks' }).events,
        'rangedAttack',
      ),
      /: weakened,/,
    );
    const { state: after, events } = applyChoice(setup, state, {
      kind: 'opportunityFire',
      unit: 'a-tanks',
      command: MOMENT_CARD.precisionFire,
    });
    assert.match(textOf(events, 'rangedAttack'), /: neutral,/);
    assert.deepEqual(after.activation?.commandsIssued, ['a']);
    assert.ok(!after.units['a-tanks']?.statuses.includes('onLookout'));
  });
});
