import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import { CHARGE, aMoving } from '../../testing/movement-fixture.js';
import { MOMENT_CARD } from '../../testing/moments-fixture.js';
import { COVERING_FIRE, coveringSkirmish } from '../../testing/targeted-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import type { Choice } from '../choice.js';
import type { GameEvent } from '../events.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { kinds } from '../../testing/event-readers.js';

/** The covering skirmish (Covering Fire in both decks), A's Rifles with Hit & Run (5"). */
function coveringSetup(): GameSetup {
  const base = coveringSkirmish();
  const hitAndRun = (unit: ArmyUnit): ArmyUnit =>
    unit.id === 'a-rifles'
      ? { ...unit, specialRules: [...unit.specialRules, { name: 'Hit & Run', x: 5 }] }
      : unit;
  return {
    ...base,
    generals: {
      ...base.generals,
      a: { ...base.generals.a, units: base.generals.a.units.map(hitAndRun) },
    },
  };
}

const setup = coveringSetup();

/**
 * A's Rifles in their Movement Step, 5" from B's Rifles (face to face); A
 * holding nothing, B `bHand`; with `tanksNear`, B's Tanks moved to (5, 16),
 * 10" north of the spot 5" west of A's Officer.
 */
function movementStep(bHand: readonly number[], tanksNear = false): GameState {
  const state = aMoving(setup, 1, (s) => {
    const tanks = s.units['b-tanks'];
    if (!tanksNear || tanks === undefined) return;
    tanks.models = tanks.models.map((m) => ({ ...m, x: m.x - 25, y: m.y - 15 }));
  });
  setHand(state, 'a', []);
  setHand(state, 'b', bHand);
  return state;
}

/** Each choice made in turn; B's Suppression Tests taken without a Command, Reaction Steps passed. */
function play(state: GameState, ...choices: Choice[]): { state: GameState; events: GameEvent[] } {
  let now = { state, events: [] as GameEvent[] };
  const make = (choice: Choice) => {
    const next = applyChoice(setup, now.state, choice);
    now = { state: next.state, events: [...now.events, ...next.events] };
  };
  for (const choice of choices) {
    make(choice);
    while (
      now.state.suppressionTest !== undefined ||
      now.state.activation?.reaction !== undefined
    ) {
      make(
        now.state.suppressionTest === undefined
          ? { kind: 'noReaction' }
          : { kind: 'suppressionTest' },
      );
    }
  }
  return now;
}

const FIRE: Choice = { kind: 'rangedAttack', target: 'b-rifles' };
const FIVE_WEST: Choice = { kind: 'advance', at: [5, 6], facing: 90 };

const letItGo: Choice = { kind: 'enemyEndsMove' };

describe('rulebook p.37 Issuing Commands: Covering Fire after a Charge and a free Advance', () => {
  it("rulebook p.37 Issuing Commands: A's Rifles end their Charge in contact with B's Rifles: B is offered Covering Fire for them; Covering Fire received, they Go On Lookout and A's Rifles go on to their Attack Step", () => {
    const { state, events } = play(movementStep([COVERING_FIRE]), CHARGE);
    assert.deepEqual(kinds(events), ['charge', 'enemyEndsMove']);
    assert.deepEqual(state.enemyEndedMove, { endsActivation: false });
    const covering: Choice = { kind: 'enemyEndsMove', unit: 'b-rifles', command: COVERING_FIRE };
    assert.deepEqual(nextDecision(setup, state)?.options, [letItGo, covering]);
    const covered = play(state, covering);
    assert.ok(covered.state.units['b-rifles']?.statuses.includes('onLookout'));
    assert.equal(covered.state.activation?.step, 'attack');
  });

  it('glossary: Hit & Run (X"), rulebook p.37 Issuing Commands: the free Advance after the attack ends 10" from B\'s Tanks: the Activation waits for B (Covering Fire) before it ends, with no Reaction Step; let go, the Activation ends', () => {
    const fired = play(movementStep([COVERING_FIRE], true), { kind: 'hold' }, FIRE);
    const { state, events } = play(fired.state, FIVE_WEST);
    assert.deepEqual(kinds(events), ['freeAdvance', 'enemyEndsMove']);
    assert.deepEqual(state.enemyEndedMove, { endsActivation: true, freeAdvance: true });
    assert.deepEqual(nextDecision(setup, state)?.options, [
      letItGo,
      { kind: 'enemyEndsMove', unit: 'b-tanks', command: COVERING_FIRE },
    ]);
    const ended = applyChoice(setup, state, letItGo);
    assert.equal(ended.state.activation, undefined);
    assert.equal(ended.state.enemyEndedMove, undefined);
  });

  it('rulebook p.37 Issuing Commands, hidden information: the free Advance waits the same whether B holds Covering Fire or a card with no Command for it; with an empty hand the Activation ends at once', () => {
    const after = (hand: readonly number[]) =>
      play(play(movementStep(hand, true), { kind: 'hold' }, FIRE).state, FIVE_WEST);
    const holding = after([COVERING_FIRE]);
    const without = after([MOMENT_CARD.fieldRepairs]);
    assert.deepEqual(kinds(without.events), kinds(holding.events));
    assert.deepEqual(without.state.enemyEndedMove, holding.state.enemyEndedMove);
    assert.deepEqual(nextDecision(setup, without.state)?.options, [letItGo]);
    const empty = after([]);
    assert.deepEqual(kinds(empty.events), ['freeAdvance']);
    assert.equal(empty.state.activation, undefined);
  });
});
