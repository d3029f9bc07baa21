import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { fighters, withAntiAir } from '../../testing/aircraft-fixture.js';
import { MOMENT_CARD, momentsDeck } from '../../testing/moments-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { interceptSkirmish, interceptorsArrived } from './interception-fixture.js';
import { kinds } from '../../testing/event-readers.js';

const RULE = 'glossary: Fiery Demise (X)';
/** Dice per column of B's Interceptors against Aerial targets: enough to Destroy a fighter. */
const INTERCEPTOR_DICE = 8;
const INTERCEPTOR_REACH = 24;
/** A's rifles moved 10" east and 3" north: their rank at y = 9, within 4" of A's fighters at (18, 11). */
const RIFLES_SHIFT: readonly [number, number] = [10, 3];
/** Any card Intercepts (moments deck: Like Lions); B keeps Forced March to Interfere with. */
const HANDS = {
  a: [MOMENT_CARD.standFirm, MOMENT_CARD.precisionFire],
  b: [MOMENT_CARD.likeLions, MOMENT_CARD.forcedMarch],
};

/** A's fighters with Fiery Demise (2); B's Interceptors with eight dice a column; both Generals with the moments deck. */
function setupWithDemise(): GameSetup {
  const base = interceptSkirmish([{ name: 'Fiery Demise', x: 2 }]);
  const strong = withAntiAir(
    fighters('b-fighters', [{ name: 'Interceptor' }]),
    INTERCEPTOR_REACH,
    INTERCEPTOR_DICE,
  );
  const deck = momentsDeck();
  const units = base.generals.b.units.map((u) => (u.id === 'b-fighters' ? strong : u));
  return {
    ...base,
    generals: { a: { ...base.generals.a, deck }, b: { ...base.generals.b, units, deck } },
  };
}

/** A's fighters flown 10", B's Interceptors received their Intercept and flown 6": their Engage Step. */
const TO_ENGAGE: readonly Choice[] = [
  { kind: 'activate', unit: 'a-fighters' },
  { kind: 'approach', inches: 10 },
  { kind: 'intercept', unit: 'b-fighters', card: MOMENT_CARD.likeLions },
  { kind: 'noInterference' },
  { kind: 'approach', inches: 6 },
];

function interceptorsEngaging(setup: GameSetup): GameState {
  let state = interceptorsArrived(setup, HANDS);
  for (const choice of TO_ENGAGE) state = applyChoice(setup, state, choice).state;
  const near = state.units['a-rifles'];
  assert.ok(near !== undefined);
  const [dx, dy] = RIFLES_SHIFT;
  near.models = near.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
  return state;
}

describe(`${RULE}, rulebook p.37 Issuing Commands: in an Interception Sortie`, () => {
  it(`${RULE}, glossary: Interceptor, rulebook p.37 Issuing Commands: a fighter Destroyed by the Interception Sortie's attack (seed 3, a Rain of Debris): A's rifles' test waits for General A (Stand Firm, +2); once it is taken the Interception Sortie's Escape Step follows, then A's fighters' Engage Step`, () => {
    const setup = setupWithDemise();
    const state = interceptorsEngaging(setup);
    state.rng = seedRng(3);
    const shot = applyChoice(setup, state, { kind: 'rangedAttack', target: 'a-fighters' });
    assert.deepEqual(kinds(shot.events), [
      'rangedAttack',
      'officer',
      'fieryDemise',
      'suppressionTestDue',
    ]);
    assert.equal(
      shot.events[2]?.text,
      `Fighters a-fighters: a model Destroyed before its Escape Step: General B rolls a Miss: Rain of Debris (${RULE})`,
    );
    // The Interceptors have not yet flown off: their Escape Step waits for the test.
    assert.equal(shot.state.units['b-fighters']?.deployed, true);
    const decision = nextDecision(setup, shot.state);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [
      { kind: 'suppressionTest' },
      { kind: 'suppressionTest', command: MOMENT_CARD.standFirm },
    ]);
    const issued = applyChoice(setup, shot.state, {
      kind: 'suppressionTest',
      command: MOMENT_CARD.standFirm,
    });
    const taken = applyChoice(setup, issued.state, { kind: 'noInterference' });
    assert.deepEqual(kinds(taken.events), [
      'interference',
      'commandReceived',
      'suppressionTest',
      'returnToReserve',
    ]);
    assert.equal(
      taken.events[2]?.text,
      'Rifles a-rifles takes a Suppression Test at 8: card 4, passed',
    );
    assert.equal(taken.state.demiseBlasts, undefined);
    assert.equal(taken.state.activation?.sortie?.step, 'engage');
    assert.equal(nextDecision(setup, taken.state)?.player, 'a');
  });

  it(`${RULE}, glossary: Interceptor: with no Command possible (A's hand empty) the test is taken at once and the Escape Step follows in the same choice`, () => {
    const setup = setupWithDemise();
    const state = interceptorsEngaging(setup);
    state.players.a.deck.hand.splice(0);
    state.rng = seedRng(3);
    const shot = applyChoice(setup, state, { kind: 'rangedAttack', target: 'a-fighters' });
    assert.deepEqual(kinds(shot.events), [
      'rangedAttack',
      'officer',
      'fieryDemise',
      'suppressionTest',
      'returnToReserve',
    ]);
    assert.equal(shot.state.demiseBlasts, undefined);
    assert.equal(shot.state.activation?.sortie?.step, 'engage');
  });
});
