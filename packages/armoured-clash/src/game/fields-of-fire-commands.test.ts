import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opened } from '../testing/clash-fixture.js';
import { setHand } from '../testing/command-fixture.js';
import { MOMENT_CARD, momentsSkirmish } from '../testing/moments-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { ArmyUnit, GameSetup } from './army.js';
import type { Choice } from './choice.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import { rangedRowWith } from '../testing/gun-fixture.js';
import { kinds } from '../testing/event-readers.js';

/** A's tanks with Rolling Stock and Fields of Fire on their row against Heavy targets; B's rifles a Heavy target; both Generals hold the moments deck. */
const setup: GameSetup = momentsSkirmish((unit: ArmyUnit): ArmyUnit => {
  if (unit.id === 'b-rifles') return { ...unit, category: 'heavy' };
  if (unit.id !== 'a-tanks') return unit;
  const fields = rangedRowWith('heavy', { name: 'Fields of Fire' })(unit);
  return { ...fields, specialRules: [...unit.specialRules, { name: 'Rolling Stock' }] };
});

/** A's tanks mid-table (y = 18, facing north), B's tanks ahead, B's rifles 10" behind; the Generals holding `a` and `b`; B's Officers the models left standing. */
function attackStep(a: readonly number[], b: readonly number[], behind = 10): GameState {
  const state = opened(setup);
  const shift = (id: string, x: number, y: number) => {
    const unit = state.units[id];
    if (unit === undefined) throw new RangeError(id);
    unit.models = unit.models.map((m) => ({ ...m, x: m.x + x, y: m.y + y }));
  };
  shift('a-tanks', 0, 13);
  shift('b-rifles', 14, 18 - behind - 30);
  let now = applyChoice(setup, state, { kind: 'activate', unit: 'a-tanks' }).state;
  now = applyChoice(setup, now, { kind: 'hold' }).state;
  setHand(now, 'a', a);
  setHand(now, 'b', b);
  now.units['b-tanks']!.officer = 'b-tanks#2';
  return now;
}

const both: Choice = { kind: 'fieldsOfFire', targets: ['b-tanks', 'b-rifles'] };
const fired = (events: readonly GameEvent[]): string[] =>
  events.filter((e) => e.kind === 'rangedAttack').map((e) => e.text.replace(/ dice.*/, ''));

/** The choice made, then B's waits answered without a Command (its target's General, its Suppression Tests). */
function made(state: GameState, choice: Choice): { state: GameState; events: GameEvent[] } {
  let now = applyChoice(setup, state, choice);
  while (
    now.state.targetedByRangedAttack !== undefined ||
    now.state.suppressionTest !== undefined
  ) {
    const answer: Choice =
      now.state.suppressionTest === undefined
        ? { kind: 'targetedByRangedAttack' }
        : { kind: 'suppressionTest' };
    const next = applyChoice(setup, now.state, answer);
    now = { state: next.state, events: [...now.events, ...next.events] };
  }
  return now;
}

/** B's rifles 18" behind: beyond Short Range, the attack at them is Neutral. */
const FAR_BEHIND = 18;

describe('glossary: Fields of Fire with Commands (rulebook p.37: each attack a separate attack for Commands)', () => {
  it("glossary: Fields of Fire: Precision Fire issued with the second attack, at B's rifles, Improves it alone (Neutral without); the first attack, at B's tanks, is the same", () => {
    const commanded = made(attackStep([MOMENT_CARD.precisionFire], [], FAR_BEHIND), {
      ...both,
      command: MOMENT_CARD.precisionFire,
      commandAgainst: 'b-rifles',
    });
    assert.deepEqual(kinds(commanded.events).slice(0, 5), [
      'fieldsOfFire',
      'command',
      'interference',
      'commandReceived',
      'rangedAttack',
    ]);
    const plain = made(attackStep([], [], FAR_BEHIND), both);
    assert.deepEqual(fired(plain.events), [
      'Tanks a-tanks fires at Tanks b-tanks: improved, 6',
      'Tanks a-tanks fires at Rifles b-rifles: neutral, 6',
    ]);
    assert.deepEqual(fired(commanded.events), [
      'Tanks a-tanks fires at Tanks b-tanks: improved, 6',
      'Tanks a-tanks fires at Rifles b-rifles: improved, 6',
    ]);
    assert.equal(commanded.state.activation, undefined, 'the Activation ended');
  });

  it("rulebook pp.36-37: the first attack's test (B's tanks) waits for B's Command with the second still declared; Stand Firm taken at 8, the second attack follows and the Activation ends", () => {
    const { state, events } = applyChoice(setup, attackStep([], [MOMENT_CARD.standFirm]), both);
    assert.deepEqual(kinds(events), [
      'fieldsOfFire',
      'rangedAttack',
      'wrecked',
      'suppressionTestDue',
    ]);
    assert.equal(state.suppressionTest?.unit, 'b-tanks');
    assert.deepEqual(state.activation?.attacksDeclared, {
      of: 'fieldsOfFire',
      attacks: [{ target: 'b-rifles' }],
    });
    const tested = made(state, { kind: 'suppressionTest', command: MOMENT_CARD.standFirm });
    assert.match(
      tested.events.find((e) => e.kind === 'suppressionTest')?.text ?? '',
      /Tanks b-tanks takes a Suppression Test at 8/,
    );
    assert.deepEqual(fired(tested.events), ['Tanks a-tanks fires at Rifles b-rifles: improved, 6']);
    assert.equal(tested.state.activation, undefined);
  });
});
