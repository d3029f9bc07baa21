import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { rifles } from '../testing/game-fixture.js';
import { faceToFace, skirmishWith } from '../testing/melee-fixture.js';
import type { GameSetup } from './army.js';
import { applyChoice } from './apply-choice.js';
import { planChargeCloseQuarters, planCloseQuarters } from './close-quarters-plan.js';
import type { GameState } from './state.js';

/** B's tanks replaced by a second unit of Rifles (Defence 3), beside B's Rifles; A's Rifles at Defence 4. */
const setup: GameSetup = skirmishWith({
  'a-rifles': { profile: { defence: 4 } },
  'b-rifles': { profile: { defence: 3 } },
  'b-tanks': { profile: { ...rifles('b-tanks'), name: 'Second Rifles', defence: 3 } },
});

/** The Officer's place for a Charge whose rank (x 9.5 to 15.5, y 10.5 to 11.5) touches both B units. */
const ACROSS_BOTH: readonly [number, number] = [12, 11];
const NORTH = 90;

/**
 * faceToFace (B's Rifles' rank at y = 12, x 6.5 to 12.5) with the Second
 * Rifles' rank beside it, from x = 12.5, `y` its centre line; A's Rifles
 * Activated, the generator seeded with `seed`.
 */
function activated(seed: number, y = 12): GameState {
  const state = faceToFace(setup);
  const second = state.units['b-tanks']!;
  second.models = second.models.map((m, i) => ({ ...m, x: 13 + i, y }));
  state.rng = seedRng(seed);
  return applyChoice(setup, state, { kind: 'activate', unit: 'a-rifles' }).state;
}

function charged(seed: number): GameState {
  return applyChoice(setup, activated(seed), {
    kind: 'charge',
    target: 'b-rifles',
    at: ACROSS_BOTH,
    facing: NORTH,
  }).state;
}

/** The models each side destroyed, as the combat's attacks report them, in order. */
function destroyedByStrike(events: readonly { kind: string; text: string }[]): number[] {
  return events
    .filter((e) => e.kind === 'closeQuartersAttack')
    .map((e) => Number(/(\d+) destroyed/.exec(e.text)?.[1]));
}

describe('rulebook p.29 Secondary Combatants', () => {
  it('rulebook p.29 Secondary Combatants: a Charge may end in contact with a second enemy unit, which becomes a Secondary Combatant', () => {
    const state = charged(1);
    assert.deepEqual(state.activation?.charge, {
      target: 'b-rifles',
      outflanked: false,
      impeded: false,
      secondaryCombatants: ['b-tanks'],
    });
  });

  it('rulebook p.16, p.29 Secondary Combatants: a Charge may not end within 1" of another enemy unit without touching it', () => {
    // The Second Rifles half an inch back (y 12 to 13): A's rank would end 0.5" from them.
    const state = activated(1, 12.5);
    assert.throws(
      () =>
        applyChoice(setup, state, {
          kind: 'charge',
          target: 'b-rifles',
          at: ACROSS_BOTH,
          facing: NORTH,
        }),
      /within 1" of Second Rifles/,
    );
  });

  it('rulebook p.29 Secondary Combatants: only the target is attacked; the Secondary Combatant with a Melee attack Retaliates with the target, and the odds before the Charge count it', () => {
    const plan = planCloseQuarters(setup, charged(1));
    const strikes = plan.strikes.map((s) => [s.attacker, s.target, s.retaliation]);
    assert.deepEqual(strikes, [
      ['a-rifles', 'b-rifles', false],
      ['b-rifles', 'a-rifles', true],
      ['b-tanks', 'a-rifles', true],
    ]);
    assert.deepEqual(plan.secondaryCombatants, ['b-tanks']);
    const before = planChargeCloseQuarters(setup, activated(1), 'b-rifles', ACROSS_BOTH, NORTH);
    assert.deepEqual(before, plan);
  });

  it('rulebook p.29 Secondary Combatants: the target loses: it Withdraws and tests; the Secondary Combatant Withdraws without a Suppression Test', () => {
    const { state, events } = applyChoice(setup, charged(24), { kind: 'closeQuartersAttack' });
    assert.deepEqual(destroyedByStrike(events), [2, 0, 1]);
    assert.deepEqual(
      events.map((e) => [e.kind, e.unit]),
      [
        ['closeQuartersAttack', 'a-rifles'],
        ['closeQuartersAttack', 'b-rifles'],
        ['closeQuartersAttack', 'b-tanks'],
        ['closeQuartersWin', 'a-rifles'],
        ['withdraw', 'b-rifles'],
        ['suppressionTest', 'b-rifles'],
        ['withdraw', 'b-tanks'],
      ],
    );
    // The Second Rifles' Officer moved 3" directly away from A's Officer at (12, 11), from (13, 12).
    const officer = state.units['b-tanks']!.models[0]!;
    const away = Math.hypot(officer.x - 12, officer.y - 11) - Math.hypot(1, 1);
    assert.ok(Math.abs(away - 3) < 1e-9);
    assert.equal(state.units['b-tanks']!.models.length, 6);
  });

  it("rulebook p.29 Secondary Combatants (our reading): the models the Secondary Combatants destroy count with the target's, so A destroying 2 loses to 1 + 2", () => {
    const { events } = applyChoice(setup, charged(27), { kind: 'closeQuartersAttack' });
    assert.deepEqual(destroyedByStrike(events), [2, 1, 2]);
    const win = events.find((e) => e.kind === 'closeQuartersWin');
    assert.equal(win?.unit, 'b-rifles');
    assert.ok(!events.some((e) => e.kind === 'withdraw' && e.unit === 'b-tanks'));
  });

  it('rulebook p.29 Secondary Combatants: a Secondary Combatant without a Melee attack does not Retaliate', () => {
    const plain = skirmishWith({});
    const state = faceToFace(plain);
    // A tank (2" wide, 3" deep, facing south) centred at (14.5, 13): its base (x 13.5 to 15.5)
    // touches A's rank at y = 11.5, a full inch from A's Officer.
    const tanks = state.units['b-tanks']!;
    tanks.models = [
      { ...tanks.models[0]!, x: 14.5, y: 13 },
      { ...tanks.models[1]!, x: 20, y: 20 },
    ];
    const activatedPlain = applyChoice(plain, state, { kind: 'activate', unit: 'a-rifles' }).state;
    const plan = planChargeCloseQuarters(plain, activatedPlain, 'b-rifles', ACROSS_BOTH, NORTH);
    assert.deepEqual(plan.secondaryCombatants, ['b-tanks']);
    assert.deepEqual(
      plan.strikes.map((s) => s.attacker),
      ['a-rifles', 'b-rifles'],
    );
  });
});
