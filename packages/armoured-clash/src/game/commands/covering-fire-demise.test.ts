import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedRng } from '@warroom/engine';
import { opened } from '../../testing/clash-fixture.js';
import { setHand } from '../../testing/command-fixture.js';
import { cardOnTop } from '../../testing/melee-fixture.js';
import { MOMENT_CARD, momentFiller, momentsSkirmish } from '../../testing/moments-fixture.js';
import { COVERING_FIRE, coveringDeck } from '../../testing/targeted-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import { destroyModels } from '../losses.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { bothHolding } from '../../testing/play-fixture.js';
import { kinds } from '../../testing/event-readers.js';

const DEMISE = 'glossary: Spectacular Demise (X)';
/** A's Rifles' Defence: the Detonation Destroys one of them, not enough to Break them. */
const RIFLES_DEFENCE = 5;
/** Seed 23: B's last tank rolls a Blank, a Cataclysmic Detonation against A's Tanks and Rifles. */
const CATACLYSMIC = 23;
/** A card failing the Rifles' test (Discipline 6). */
const FAILING_CARD = 12;

/** The moments skirmish with the covering deck; B's Tanks Large with Spectacular Demise (6), A's Rifles of Defence 5. */
function demiseSkirmish(): GameSetup {
  const base = momentsSkirmish((u) => {
    if (u.id === 'a-rifles') return { ...u, defence: RIFLES_DEFENCE };
    if (u.id !== 'b-tanks') return u;
    const rules = [{ name: 'Large' }, { name: 'Spectacular Demise', x: 6 }];
    return { ...u, specialRules: [...u.specialRules, ...rules] };
  });
  return bothHolding(base, coveringDeck());
}

function shift(state: GameState, id: string, dx: number, dy: number): void {
  const unit = state.units[id];
  assert.ok(unit !== undefined);
  unit.models = unit.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy }));
}

/**
 * Between Activations (Round 1, no unit Activated yet): B's last tank at
 * (24, 20), A's Tanks 5" south of it, A's Rifles (Suppressed, their next card
 * failing) at (14, 20), B's Rifles at (10, 25); A holding `aHand`, B `bHand`.
 * B's last tank is Destroyed: its Cataclysmic Detonation waits for B's order.
 */
function lastTankDestroyed(
  setup: GameSetup,
  aHand: readonly number[],
  bHand: readonly number[],
): GameState {
  const state = opened(setup);
  const tanks = state.units['b-tanks'];
  const [first] = tanks?.models ?? [];
  assert.ok(tanks !== undefined && first !== undefined);
  tanks.models = [{ ...first, x: 24, y: 20 }];
  shift(state, 'a-tanks', 0, 10);
  shift(state, 'a-rifles', 4, 14);
  shift(state, 'b-rifles', 0, -5);
  state.units['a-rifles']?.statuses.push('suppressed');
  setHand(state, 'a', aHand);
  setHand(state, 'b', bHand);
  cardOnTop(state, 'a', momentFiller(FAILING_CARD));
  state.rng = seedRng(CATACLYSMIC);
  destroyModels(setup, state, tanks, 1, undefined);
  assert.equal(state.activation, undefined);
  assert.equal(state.demiseBlasts?.blasts[0]?.orderDue, true);
  return state;
}

const RIFLES_LAST: Choice = { kind: 'demiseOrder', units: ['a-tanks', 'a-rifles'] };
const RIFLES_FIRST: Choice = { kind: 'demiseOrder', units: ['a-rifles', 'a-tanks'] };
const LET_GO: Choice = { kind: 'enemyEndsMove' };
const COVER: Choice = { kind: 'enemyEndsMove', unit: 'b-rifles', command: COVERING_FIRE };
const WAITING = { endsActivation: false, movers: ['a-rifles'], goesOn: 'demiseBlasts' } as const;

describe(`rulebook p.37 Issuing Commands: Covering Fire after a Fall Back a demise's blast causes between Activations (${DEMISE})`, () => {
  const setup = demiseSkirmish();

  it(`rulebook p.37 Issuing Commands, ${DEMISE}, rulebook p.36 Falling Back: A's Rifles fail the test of the Detonation's last attack and Fall Back 3" to 9" from B's Rifles: B is offered Covering Fire; received, B's Rifles Go On Lookout and the game goes on (A to Activate)`, () => {
    const ordered = applyChoice(setup, lastTankDestroyed(setup, [], [COVERING_FIRE]), RIFLES_LAST);
    assert.deepEqual(kinds(ordered.events), [
      'demiseOrder',
      'rangedAttack',
      'rangedAttack',
      'suppressionTest',
      'fallBack',
      'enemyEndsMove',
    ]);
    assert.deepEqual(ordered.state.enemyEndedMove, WAITING);
    assert.deepEqual(ordered.state.units['a-rifles']?.models[0]?.y, 17);
    const decision = nextDecision(setup, ordered.state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [LET_GO, COVER]);
    const covered = applyChoice(setup, ordered.state, COVER);
    assert.deepEqual(kinds(covered.events), [
      'command',
      'interference',
      'commandReceived',
      'onLookout',
    ]);
    assert.deepEqual(covered.state.units['b-rifles']?.statuses, ['onLookout']);
    assert.equal(covered.state.demiseBlasts, undefined);
    assert.equal(covered.state.movesEnded, undefined);
    assert.equal(covered.state.enemyEndedMove, undefined);
    assert.equal(covered.state.stage, 'activation');
    assert.deepEqual(nextDecision(setup, covered.state)?.player, 'a');
  });

  it(`rulebook p.37 Issuing Commands, ${DEMISE}: the Fall Back after the first of the Detonation's attacks is offered before the next attack is made, which follows the answer`, () => {
    const ordered = applyChoice(setup, lastTankDestroyed(setup, [], [COVERING_FIRE]), RIFLES_FIRST);
    assert.deepEqual(kinds(ordered.events), [
      'demiseOrder',
      'rangedAttack',
      'suppressionTest',
      'fallBack',
      'enemyEndsMove',
    ]);
    assert.deepEqual(ordered.state.demiseBlasts?.blasts[0]?.units, ['a-tanks']);
    const passed = applyChoice(setup, ordered.state, LET_GO);
    assert.deepEqual(
      passed.events.map((e) => e.text),
      [
        `Tanks b-tanks's Cataclysmic Detonation hits Tanks a-tanks (${DEMISE}): neutral, 6 dice, 5 hits, 1 damage, 0 destroyed`,
      ],
    );
    assert.equal(passed.state.demiseBlasts, undefined);
    assert.deepEqual(passed.state.units['b-rifles']?.statuses, []);
  });

  it(`rulebook p.37 Issuing Commands, ${DEMISE}: a test that waited for its General's Command (A holding Stand Firm, taken without it) then fails: the Fall Back is offered to B all the same, and A may Interfere with the Covering Fire`, () => {
    const ordered = applyChoice(
      setup,
      lastTankDestroyed(setup, [MOMENT_CARD.standFirm], [COVERING_FIRE]),
      RIFLES_LAST,
    );
    assert.deepEqual(kinds(ordered.events).slice(-1), ['suppressionTestDue']);
    assert.equal(ordered.state.demiseBlasts, undefined);
    const tested = applyChoice(setup, ordered.state, { kind: 'suppressionTest' });
    assert.deepEqual(kinds(tested.events), ['suppressionTest', 'fallBack', 'enemyEndsMove']);
    assert.deepEqual(tested.state.enemyEndedMove, WAITING);
    const issued = applyChoice(setup, tested.state, COVER);
    assert.deepEqual(kinds(issued.events), ['command']);
    assert.equal(nextDecision(setup, issued.state)?.player, 'a');
    const received = applyChoice(setup, issued.state, { kind: 'noInterference' });
    assert.deepEqual(kinds(received.events), ['interference', 'commandReceived', 'onLookout']);
    assert.equal(received.state.enemyEndedMove, undefined);
  });

  it(`rulebook p.37 Issuing Commands, hidden information, ${DEMISE}: B holding no card, the Fall Back does not wait and leaves no record`, () => {
    const ordered = applyChoice(setup, lastTankDestroyed(setup, [], []), RIFLES_LAST);
    assert.deepEqual(kinds(ordered.events).slice(-2), ['suppressionTest', 'fallBack']);
    assert.equal(ordered.state.enemyEndedMove, undefined);
    assert.equal(ordered.state.movesEnded, undefined);
  });

  it(`rulebook p.37 Issuing Commands, p.21 (no card before Round 1's Draw Cards), ${DEMISE}: in Deployment, which takes no Command as a move ends, the Fall Back is not offered and its record is dropped`, () => {
    const state = lastTankDestroyed(setup, [], [COVERING_FIRE]);
    state.stage = 'deployment';
    const ordered = applyChoice(setup, state, RIFLES_LAST);
    assert.deepEqual(kinds(ordered.events).slice(-2), ['suppressionTest', 'fallBack']);
    assert.equal(ordered.state.enemyEndedMove, undefined);
    assert.equal(ordered.state.movesEnded, undefined);
  });
});
