import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { momentFiller, momentsSkirmish } from '../../testing/moments-fixture.js';
import { notLarge } from '../../testing/not-large.js';
import { atDeployReserves } from '../../testing/reserves-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { ArmyUnit, GameSetup } from '../army.js';
import { nextDecision } from '../next-decision.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';

/** On the west edge, halfway up the battlefield: outside both Deployment Zones. */
const onTheFlank = { unit: 'a-tanks', at: [1.5, 18] as const, facing: 0 };

/** Round 2's Deploy Reserves step of `setup` (testing/reserves-fixture.ts; A's Tanks, Large in the skirmish fixture, in Reserve), A holding `aHand`. */
const deployReserves = (setup: GameSetup, aHand: readonly number[]): GameState =>
  atDeployReserves(setup, aHand);

/** A's tanks, still Large, with Vanguard (3"). */
const VANGUARD_INCHES = 3;
const largeVanguard = (unit: ArmyUnit): ArmyUnit =>
  unit.id === 'a-tanks'
    ? { ...unit, specialRules: [...unit.specialRules, { name: 'Vanguard', x: VANGUARD_INCHES }] }
    : unit;

describe('glossary: Large: no Flank Attack Special Command from Reserve', () => {
  it('glossary: Large: a Large unit deployed from Reserve is not offered a Flank Attack, and one declared with a card is refused under the rule; without Large the same card issues it', () => {
    const large: GameSetup = { ...momentsSkirmish(), rounds: 3 };
    const state = deployReserves(large, [momentFiller(1)]);
    assert.equal(state.stage, 'deployReserves');
    assert.equal(
      nextDecision(large, state)?.constraints?.some((c) => c.kind === 'flankAttack'),
      false,
    );
    assert.throws(
      () =>
        applyChoice(large, state, { kind: 'flankAttack', ...onTheFlank, card: momentFiller(1) }),
      (e: unknown) =>
        e instanceof IllegalChoice &&
        e.rule === 'glossary: Large' &&
        /Tanks a-tanks is deployed from Reserve: a Flank Attack Special Command cannot be issued to it/.test(
          e.message,
        ),
    );
    const notLargeSetup: GameSetup = { ...momentsSkirmish(notLarge), rounds: 3 };
    const flanking = deployReserves(notLargeSetup, [momentFiller(1)]);
    const { events } = applyChoice(notLargeSetup, flanking, {
      kind: 'flankAttack',
      ...onTheFlank,
      card: momentFiller(1),
    });
    assert.equal(events[0]?.kind, 'command');
  });

  it('glossary: Large: read literally, only the Special Command is barred: a Large Vanguard unit still makes the Flank Attack it makes without one in Lord of the Manor (rulebook p.61)', () => {
    const setup: GameSetup = {
      ...momentsSkirmish(largeVanguard),
      rounds: 3,
      clash: 'lordOfTheManor',
    };
    const state = deployReserves(setup, []);
    const constraint = nextDecision(setup, state)?.constraints?.find(
      (c) => c.kind === 'flankAttack',
    );
    assert.deepEqual(constraint, {
      kind: 'flankAttack',
      units: ['a-tanks'],
      cards: [],
      withoutCommand: ['a-tanks'],
      avoid: setup.generals.b.zone,
    });
    const { state: after } = applyChoice(setup, state, { kind: 'flankAttack', ...onTheFlank });
    assert.equal(after.units['a-tanks']?.inReserve, false);
  });
});
