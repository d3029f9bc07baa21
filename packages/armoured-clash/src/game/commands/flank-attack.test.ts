import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setHand } from '../../testing/command-fixture.js';
import { MOMENT_CARD, momentFiller, momentsSkirmish } from '../../testing/moments-fixture.js';
import { notLarge } from '../../testing/not-large.js';
import {
  RESERVES_SEED,
  TO_DEPLOY_RESERVES,
  atDeployReserves,
} from '../../testing/reserves-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { GameSetup } from '../army.js';
import { nextDecision } from '../next-decision.js';
import { RECORD_FORMAT, replay } from '../record.js';
import { IllegalChoice } from '../rule-error.js';
import type { GameState } from '../state.js';
import { playerView } from '../view.js';

/** The skirmish's tanks without Large (glossary: Large bars a Flank Attack; testing/not-large.ts). */
const setup: GameSetup = { ...momentsSkirmish(notLarge), rounds: 3 };
/** Round 2's Deploy Reserves step (testing/reserves-fixture.ts), A holding `aHand`, B `bHand`. */
const deployReserves = (aHand: readonly number[], bHand: readonly number[]): GameState =>
  atDeployReserves(setup, aHand, bHand);

/** On the west edge, halfway up the battlefield: outside both Deployment Zones (y 0-10 and 26-36). */
const onTheFlank = { unit: 'a-tanks', at: [1.5, 18] as const, facing: 0 };
const flankRule = 'rulebook p.21 Special Command: Flank Attack';

describe('rulebook p.21 Special Command: Flank Attack (rulebook p.38 Special Commands)', () => {
  it('the Deploy Reserves decision offers it with any card of the hand; received, the unit arrives outside its own Deployment Zone, touching an edge', () => {
    const state = deployReserves([momentFiller(1)], []);
    assert.equal(state.stage, 'deployReserves');
    const constraint = nextDecision(setup, state)?.constraints?.find(
      (c) => c.kind === 'flankAttack',
    );
    assert.deepEqual(constraint, {
      kind: 'flankAttack',
      units: ['a-tanks'],
      cards: [momentFiller(1)],
      withoutCommand: [],
      avoid: setup.generals.b.zone,
    });
    assert.throws(
      () => applyChoice(setup, state, { kind: 'deployReserve', ...onTheFlank }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === 'rulebook p.57 Deployment',
    );
    const { state: after, events } = applyChoice(setup, state, {
      kind: 'flankAttack',
      ...onTheFlank,
      card: momentFiller(1),
    });
    assert.match(events[0]?.text ?? '', /Special Command Flank Attack/);
    assert.deepEqual(events.map((e) => e.kind).slice(0, 4), [
      'command',
      'interference',
      'commandReceived',
      'deployReserve',
    ]);
    const tanks = after.units['a-tanks']!;
    assert.equal(tanks.inReserve, false);
    assert.deepEqual(
      tanks.models.map((m) => [m.x, m.y]),
      [
        [1.5, 18],
        [1.5, 15.75],
      ],
    );
  });

  it('no model within the enemy Deployment Zone', () => {
    const state = deployReserves([momentFiller(1)], []);
    assert.throws(
      () =>
        applyChoice(setup, state, {
          kind: 'flankAttack',
          ...onTheFlank,
          at: [1.5, 27],
          card: momentFiller(1),
        }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === flankRule,
    );
  });

  it('failed through Interference, the General keeps the unit in Reserve or deploys it by the standard rules; the card stays hidden, the Special Command is named', () => {
    const state = deployReserves([MOMENT_CARD.standFirm], [momentFiller(8)]);
    const issued = applyChoice(setup, state, {
      kind: 'flankAttack',
      ...onTheFlank,
      card: MOMENT_CARD.standFirm,
    }).state;
    assert.equal(playerView(issued, 'b').command?.card, undefined);
    assert.equal(playerView(issued, 'b').command?.special, 'flankAttack');
    assert.equal(playerView(issued, 'a').command?.card, MOMENT_CARD.standFirm);
    const failed = applyChoice(setup, issued, { kind: 'interfere', card: momentFiller(8) }).state;
    assert.deepEqual(failed.flankAttackFailed, { side: 'a', unit: 'a-tanks' });
    const decision = nextDecision(setup, failed);
    assert.equal(decision?.player, 'a');
    assert.deepEqual(decision?.options, [{ kind: 'keepInReserve', unit: 'a-tanks' }]);
    assert.deepEqual(decision?.constraints, [
      { kind: 'deployReserve', units: ['a-tanks'], zone: setup.generals.a.zone },
    ]);
    assert.throws(
      () => applyChoice(setup, failed, { kind: 'stopReserves' }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === flankRule,
    );
    const kept = applyChoice(setup, failed, { kind: 'keepInReserve', unit: 'a-tanks' }).state;
    assert.equal(kept.units['a-tanks']?.inReserve, true);
    assert.equal(kept.flankAttackFailed, undefined);
    const deployed = applyChoice(setup, failed, {
      kind: 'deployReserve',
      unit: 'a-tanks',
      at: [1.5, 5],
      facing: 0,
    }).state;
    assert.equal(deployed.units['a-tanks']?.inReserve, false);
    assert.equal(deployed.flankAttackFailed, undefined);
  });

  it('rulebook p.61 Scouting Parties: in Lord of the Manor a Vanguard unit deployed from Reserve makes a Flank Attack without a Special Command; any other unit needs a card', () => {
    const state = deployReserves([], []);
    assert.equal(
      nextDecision(setup, state)?.constraints?.some((c) => c.kind === 'flankAttack'),
      false,
    );
    assert.throws(
      () => applyChoice(setup, state, { kind: 'flankAttack', ...onTheFlank }),
      (e: unknown) => e instanceof IllegalChoice && e.rule === flankRule,
    );
    const vanguard: GameSetup = {
      ...setup,
      clash: 'lordOfTheManor',
      generals: {
        ...setup.generals,
        a: {
          ...setup.generals.a,
          units: setup.generals.a.units.map((u) =>
            u.id === 'a-tanks'
              ? { ...u, specialRules: [...u.specialRules, { name: 'Vanguard', x: 3 }] }
              : u,
          ),
        },
      },
    };
    const ahead = replay({
      format: RECORD_FORMAT,
      setup: vanguard,
      seed: RESERVES_SEED,
      choices: TO_DEPLOY_RESERVES,
    });
    assert.equal(ahead.illegal, undefined);
    setHand(ahead.state, 'a', []);
    const constraint = nextDecision(vanguard, ahead.state)?.constraints?.find(
      (c) => c.kind === 'flankAttack',
    );
    assert.deepEqual(constraint, {
      kind: 'flankAttack',
      units: ['a-tanks'],
      cards: [],
      withoutCommand: ['a-tanks'],
      avoid: setup.generals.b.zone,
    });
    const { state: after, events } = applyChoice(vanguard, ahead.state, {
      kind: 'flankAttack',
      ...onTheFlank,
    });
    assert.deepEqual(events.map((e) => e.kind).slice(0, 1), ['deployReserve']);
    assert.equal(after.units['a-tanks']?.inReserve, false);
  });
});
