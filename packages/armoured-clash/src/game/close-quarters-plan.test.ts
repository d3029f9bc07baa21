import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prepareAttack } from '../attack/prepare.js';
import { ARMOURED_CLASH_RULES } from '../rules/armoured-clash-rules.js';
import { faceToFace } from '../testing/melee-fixture.js';
import { applyChoice } from './apply-choice.js';
import type { GameSetup } from './army.js';
import type { At } from './choice.js';
import {
  type CloseQuartersPlan,
  planChargeCloseQuarters,
  planCloseQuarters,
} from './close-quarters-plan.js';
import type { GameEvent } from './events.js';
import { IllegalChoice } from './rule-error.js';
import type { GameState } from './state.js';
import { ditchField } from '../testing/ditch-fixture.js';

/** B's rank 3.5" from A's rifles (a Charge to (10, 9.5) touches it); A's rifles Activated. */
function activated(setup: GameSetup, bSuppressed = false): GameState {
  const state = faceToFace(setup);
  const b = state.units['b-rifles'];
  if (b === undefined) throw new RangeError('no b-rifles');
  b.models = b.models.map((m) => ({ ...m, y: m.y - B_FURTHER }));
  if (bSuppressed) b.statuses.push('suppressed');
  return applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
}

/** How much further south than faceToFace B's rank stands, in inches. */
const B_FURTHER = 1.5;
const CONTACT: At = [10, 9.5];
const NORTH = 90;

/** The plan before the Charge, the plan once in contact, and the combat's events. */
function chargeAndFight(
  setup: GameSetup,
  bSuppressed = false,
): {
  before: CloseQuartersPlan;
  after: CloseQuartersPlan;
  events: GameEvent[];
} {
  const state = activated(setup, bSuppressed);
  const before = planChargeCloseQuarters(setup, state, 'b-rifles', CONTACT, NORTH);
  const charged = applyChoice(setup, state, {
    kind: 'charge',
    target: 'b-rifles',
    at: CONTACT,
    facing: NORTH,
  }).state;
  const after = planCloseQuarters(setup, charged);
  const { events } = applyChoice(setup, charged, { kind: 'closeQuartersAttack' });
  return { before, after, events };
}

function rolled(events: readonly GameEvent[]) {
  return events
    .filter((e) => e.kind === 'closeQuartersAttack')
    .map((e) => ({ unit: e.unit, rating: e.roll?.rating }));
}

function planned(plan: CloseQuartersPlan) {
  return plan.strikes.map((s) => ({
    unit: s.attacker,
    rating: prepareAttack(s.attack, ARMOURED_CLASH_RULES).rating,
  }));
}

/** Each attack of the plan: who makes it, its dice, its Combat Rating and what gave it, the target's Defence. */
function summary(plan: CloseQuartersPlan) {
  return plan.strikes.map((s) => ({
    unit: s.attacker,
    retaliation: s.retaliation,
    dice: s.attack.weapon.dice,
    rating: s.attack.situation.rating,
    modifiers: (s.attack.situation.combatRatingModifiers ?? []).map((m) => m.source),
    defence: s.attack.target.defence,
  }));
}

/** Six rifles a side, each 1 Melee die, Defence 3 (the melee skirmish). */
const RIFLES_DICE = 6;
const RIFLES_DEFENCE = 3;

describe('rulebook p.28 Close Quarters Attacks: the plan of a Close Quarters Combat', () => {
  it('before the Charge it is the plan once in contact, and its attacks are those the combat rolls', () => {
    const { before, after, events } = chargeAndFight(ditchField(false));
    assert.deepEqual(before, after);
    assert.equal(after.defensiveAdvantage, false);
    assert.deepEqual(summary(after), [
      {
        unit: 'a-rifles',
        retaliation: false,
        dice: RIFLES_DICE,
        rating: 'neutral',
        modifiers: [],
        defence: RIFLES_DEFENCE,
      },
      {
        unit: 'b-rifles',
        retaliation: true,
        dice: RIFLES_DICE,
        rating: 'neutral',
        modifiers: [],
        defence: RIFLES_DEFENCE,
      },
    ]);
    assert.deepEqual(planned(after), rolled(events));
  });

  it('rulebook p.28 Determine Combat Rating: a Suppressed target Retaliates at a Penalty, in the plan as in the roll', () => {
    const { before, after, events } = chargeAndFight(ditchField(false), true);
    assert.deepEqual(before, after);
    assert.deepEqual(summary(after)[1], {
      unit: 'b-rifles',
      retaliation: true,
      dice: RIFLES_DICE,
      rating: 'weakened',
      modifiers: ['Suppressed'],
      defence: RIFLES_DEFENCE,
    });
    assert.deepEqual(planned(after), rolled(events));
  });

  it('rulebook p.28 Defensive Advantage: after an Impeded Charge the target strikes first', () => {
    const { before, after, events } = chargeAndFight(ditchField(true));
    assert.deepEqual(before, after);
    assert.equal(after.impeded, true);
    assert.equal(after.defensiveAdvantage, true);
    assert.deepEqual(
      summary(after).map((s) => [s.unit, s.retaliation]),
      [
        ['b-rifles', true],
        ['a-rifles', false],
      ],
    );
    assert.deepEqual(planned(after), rolled(events));
  });

  it('refuses, with the rule, a plan with no Charge target or a Charge that would not reach', () => {
    const setup = ditchField(false);
    const state = activated(setup);
    assert.throws(
      () => planCloseQuarters(setup, state),
      (e) => e instanceof IllegalChoice && e.rule === 'rulebook p.28 Close Quarters Attacks',
    );
    assert.throws(
      () => planChargeCloseQuarters(setup, state, 'b-rifles', [10, 7], NORTH),
      (e) => e instanceof IllegalChoice && e.rule === 'rulebook p.24 Charge',
    );
  });
});
