import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { cardOnTop } from '../../testing/melee-fixture.js';
import { MOMENT_CARD, momentsDeck } from '../../testing/moments-fixture.js';
import { play } from '../../testing/play-fixture.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';

const RULE = 'rulebook p.27 4. Check for Suppression';
const SOAR_SPEED = 12;
/** Card ids of the skirmish deck: id 4 has Value 5, id 5 Value 6, id 17 Value 6, id 6 Value 7; id 11 Value 12. */
const HANDS = { a: [6, 17], b: [4, 5] };
const VALUE_12 = 11;
/** Seed 1: the interceptor's attack Destroys one of A's six Rifles. */
const ONE_DESTROYED = 1;
/** Seed 6: the interceptor's attack against A's Fighters (1 Damage suffered) Destroys one. */
const AIRCRAFT_ONE_DESTROYED = 6;

const withSoar = (unit: ArmyUnit): ArmyUnit =>
  unit.id === 'a-rifles'
    ? { ...unit, specialRules: [...unit.specialRules, { name: 'Soar', x: SOAR_SPEED }] }
    : unit;

/** The intercept skirmish (B's Incoming Interceptors) with A's Rifles able to Soar (12"); A's deck `aDeck` when given. */
function soarSkirmish(aDeck?: GameSetup['generals']['a']['deck']): GameSetup {
  const base = interceptSkirmish();
  const a = base.generals.a;
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...a, units: a.units.map(withSoar), ...(aDeck === undefined ? {} : { deck: aDeck }) },
    },
  };
}

/** A's Rifles Soar; B Intercepts with its Fighters, which approach 10" and wait at their Engage Step (seed 1 next). */
function engaging(setup: GameSetup, hands: typeof HANDS): GameState {
  const { state } = play(setup, interceptorsArrived(setup, hands), [
    { kind: 'activate', unit: 'a-rifles', soar: true },
    { kind: 'intercept', unit: 'b-fighters', card: 4 },
    { kind: 'noInterference' },
    { kind: 'approach', inches: 10 },
  ]);
  state.rng = seedRng(ONE_DESTROYED);
  return state;
}

const ATTACK: Choice = { kind: 'rangedAttack', target: 'a-rifles' };
const texts = (events: readonly GameEvent[]): string[] => events.map((e) => e.text);
const FIRED =
  'Fighters b-fighters fires at Rifles a-rifles: neutral, 3 dice (Strike, Blank, Blank), 1 hits, 1 damage, 1 destroyed';
const BACK =
  'Fighters b-fighters flies off the battlefield and returns to Reserve (glossary: Interceptor)';

describe(`${RULE}: an Interception Sortie's attack against a Soaring unit (glossary: Interceptor, Soar (X"))`, () => {
  it(`${RULE}, glossary: Interceptor ("as though it were its Activation"), Soar (X"), rulebook p.51: one of the Soaring Rifles Destroyed, they take a Suppression Test (a ground unit, not an Aircraft unit: they can be Suppressed), then the interceptor returns to Reserve`, () => {
    const setup = soarSkirmish();
    const { state, events } = play(setup, engaging(setup, HANDS), [ATTACK]);
    assert.deepEqual(texts(events), [
      FIRED,
      'Rifles a-rifles takes a Suppression Test at 6: card 3, passed',
      BACK,
    ]);
    assert.equal(state.units['a-rifles']?.models.length, 5);
    assert.equal(state.activation?.step, 'movement');
  });

  it(`${RULE}, rulebook p.36 Falling Back, glossary: Interceptor: the Soaring Rifles, already Suppressed, fail the test and Fall Back 3" before the interceptor escapes`, () => {
    const setup = soarSkirmish();
    const state = engaging(setup, HANDS);
    state.units['a-rifles']?.statuses.push('suppressed');
    cardOnTop(state, 'a', VALUE_12);
    const before = state.units['a-rifles']?.models[0]?.y ?? 0;
    const { state: after, events } = play(setup, state, [ATTACK]);
    assert.deepEqual(texts(events), [
      FIRED,
      'Rifles a-rifles takes a Suppression Test at 6: card 12, failed',
      'Rifles a-rifles Falls Back',
      BACK,
    ]);
    // A's Rear Edge is the south edge: 3" towards it.
    assert.equal(before - (after.units['a-rifles']?.models[0]?.y ?? 0), 3);
  });

  it(`${RULE}, rulebook p.37 Issuing Commands: the test waits for A, holding Stand Firm, with the interceptor at its Engage Step; issued (B lets it through), the test is taken at 8 (+2), then the interceptor escapes and the Soaring unit's Movement Step follows`, () => {
    const setup = soarSkirmish(momentsDeck());
    const state = engaging(setup, { a: [MOMENT_CARD.standFirm], b: HANDS.b });
    const fired = play(setup, state, [ATTACK]);
    assert.deepEqual(
      fired.events.map((e) => e.kind),
      ['rangedAttack', 'suppressionTestDue'],
    );
    assert.equal(fired.state.activation?.soaringInterception?.step, 'engaged');
    const stand: Choice = { kind: 'suppressionTest', command: MOMENT_CARD.standFirm };
    assert.deepEqual(nextDecision(setup, fired.state)?.options, [
      { kind: 'suppressionTest' },
      stand,
    ]);
    const { state: after, events } = play(setup, fired.state, [stand, { kind: 'noInterference' }]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['command', 'interference', 'commandReceived', 'suppressionTest', 'returnToReserve'],
    );
    assert.match(events[3]?.text ?? '', /takes a Suppression Test at 8/);
    assert.equal(after.demiseBlasts, undefined);
    assert.equal(after.activation?.soaringInterception, undefined);
    assert.equal(after.activation?.step, 'movement');
    assert.equal(after.units['b-fighters']?.inReserve, true);
  });

  it(`${RULE}, rulebook p.51 ("Aircraft units cannot be Suppressed"), glossary: Interceptor: against an Air Support Sortie, a Fighter Destroyed (seed 6, 1 Damage already suffered) calls for no test`, () => {
    const setup = interceptSkirmish();
    const { state } = play(setup, interceptorsArrived(setup, HANDS), [
      { kind: 'activate', unit: 'a-fighters' },
      { kind: 'approach', inches: 10 },
      { kind: 'intercept', unit: 'b-fighters', card: 4 },
      { kind: 'noInterference' },
      { kind: 'approach', inches: 6 },
    ]);
    const fighters = state.units['a-fighters'];
    assert.ok(fighters !== undefined);
    fighters.damage = 1;
    state.rng = seedRng(AIRCRAFT_ONE_DESTROYED);
    const { events } = play(setup, state, [{ kind: 'rangedAttack', target: 'a-fighters' }]);
    assert.deepEqual(
      events.map((e) => e.kind),
      ['rangedAttack', 'officer', 'returnToReserve'],
    );
    assert.match(events[0]?.text ?? '', /1 destroyed$/);
  });
});
