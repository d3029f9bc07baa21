import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type GameSetup,
  type ObjectiveMarkerSetup,
  nextDecision,
  playerView,
} from '@warroom/armoured-clash';
import {
  HOUSE_CENTRE,
  defensibleHouse,
  skirmish,
  withHouse,
} from '@warroom/armoured-clash/testing';
import { attackStepChoice } from './heuristic-activation.js';
import { A_RIFLES_ATTACK_STEP, decisionOf, skirmishAfter } from './heuristic-fixture.js';
import { flankAttackWorthIt } from './heuristic-flank-attack.js';
import { heuristicPlayer } from './heuristic-player.js';

/** B's Rifles moved this far south: their rank 5" from A's. */
const FACE_TO_FACE = 18;
/** Every card reads as this Value in these tests (none is high: rulebook p.38). */
const LOW = (): number => 1;

/** The skirmish with a 3" x 3" Defensible House centred on `centre` and these Strategic Objectives. */
function housed(
  objectives: readonly ObjectiveMarkerSetup[],
  centre: readonly [number, number] = HOUSE_CENTRE,
): GameSetup {
  return { ...withHouse(skirmish(), defensibleHouse({ centre })), objectives };
}

/** A's Rifles Activated (their Officer at (10, 6)), B's Rifles 24" away; `inReserve`: B's units are still in Reserve. */
function riflesMoving(setup: GameSetup, inReserve = false) {
  const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-rifles' }]);
  for (const id of inReserve ? ['b-rifles', 'b-tanks'] : []) {
    const unit = state.units[id]!;
    unit.inReserve = true;
    unit.deployed = false;
  }
  const decision = nextDecision(setup, state);
  assert.ok(decision !== undefined);
  return heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
}

describe('the heuristic bot moves with judgement', () => {
  it('rulebook p.24 Double Time: no enemy on the battlefield and the objective 16" away: it Double Times 8" towards it', () => {
    const setup = { ...skirmish(), objectives: [{ id: 'objective-1', at: [10, 22] as const }] };
    assert.deepEqual(riflesMoving(setup, true), { kind: 'doubleTime', at: [10, 14], facing: 90 });
  });

  it('rulebook p.24 Double Time: the objective 16" away but enemy Rifles 24" away, within 36": it Advances (and may Take Cover)', () => {
    const setup = { ...skirmish(), objectives: [{ id: 'objective-1', at: [10, 22] as const }] };
    assert.equal(riflesMoving(setup).kind, 'advance');
  });

  it('rulebook p.24 Double Time: the objective within an Advance: it Advances', () => {
    const setup = { ...skirmish(), objectives: [{ id: 'objective-1', at: [10, 9] as const }] };
    assert.equal(riflesMoving(setup, true).kind, 'advance');
  });

  it('rulebook pp.30, 43 Garrison, p.45 Objectives in Buildings: Infantry offered the House that holds an objective Garrisons it rather than shoot', () => {
    const setup = housed([{ id: 'objective-1', at: [10, 10], building: 'house' }]);
    const state = skirmishAfter(setup, FACE_TO_FACE, A_RIFLES_ATTACK_STEP);
    const decision = decisionOf([
      { kind: 'rangedAttack', target: 'b-rifles' },
      { kind: 'garrison', building: 'house' },
      { kind: 'hold' },
    ]);
    assert.deepEqual(attackStepChoice(setup, playerView(state, 'a'), 'a-rifles', decision, LOW), {
      kind: 'garrison',
      building: 'house',
    });
  });

  it('rulebook pp.30, 43 Garrison: a House far from every objective is not worth a shot: it fires', () => {
    // The House out of the line of sight, by the west edge.
    const setup = housed([{ id: 'objective-1', at: [30, 18] }], [3, 16]);
    const state = skirmishAfter(setup, FACE_TO_FACE, A_RIFLES_ATTACK_STEP);
    const decision = decisionOf([
      { kind: 'rangedAttack', target: 'b-rifles' },
      { kind: 'garrison', building: 'house' },
      { kind: 'hold' },
    ]);
    assert.deepEqual(attackStepChoice(setup, playerView(state, 'a'), 'a-rifles', decision, LOW), {
      kind: 'rangedAttack',
      target: 'b-rifles',
    });
  });

  it('rulebook pp.25, 43 Exit: Garrisoning a House that holds no objective, it Exits towards the objective', () => {
    const setup = housed([{ id: 'objective-1', at: [30, 18] }]);
    const state = skirmishAfter(setup, 0);
    state.units['a-rifles']!.garrisoning = 'house';
    const decision = decisionOf(
      [{ kind: 'hold' }],
      [{ kind: 'exit', unit: 'a-rifles', building: 'house', reach: 3 }],
    );
    // Out of the north-east corner of the House, facing the objective.
    const exit = heuristicPlayer().choose(setup, playerView(state, 'a'), decision);
    assert.equal(exit.kind, 'exit');
    assert.deepEqual(
      exit.kind === 'exit' ? [...exit.at.map((n) => n.toFixed(2)), exit.facing.toFixed(2)] : [],
      ['12.44', '11.83', '19.36'],
    );
  });

  it('rulebook p.45 Objectives in Buildings: Garrisoning the House that holds the objective, it stays', () => {
    const setup = housed([{ id: 'objective-1', at: [10, 10], building: 'house' }]);
    const state = skirmishAfter(setup, 0);
    state.units['a-rifles']!.garrisoning = 'house';
    const decision = decisionOf(
      [{ kind: 'hold' }],
      [{ kind: 'exit', unit: 'a-rifles', building: 'house', reach: 3 }],
    );
    assert.deepEqual(heuristicPlayer().choose(setup, playerView(state, 'a'), decision), {
      kind: 'hold',
    });
  });

  it('rulebook p.21 Flank Attack: the objective by the west edge: the Tanks arrive on that flank, with the lowest card', () => {
    const setup = { ...skirmish(), objectives: [{ id: 'objective-1', at: [3, 18] as const }] };
    const state = skirmishAfter(setup, 0);
    const tanks = state.units['a-tanks']!;
    tanks.inReserve = true;
    tanks.deployed = false;
    state.players.a.deck.hand.splice(0, state.players.a.deck.hand.length, 4, 7);
    const value = (card: number): number => card;
    const made = flankAttackWorthIt(
      setup,
      playerView(state, 'a'),
      {
        kind: 'flankAttack',
        units: ['a-tanks'],
        cards: [4, 7],
        withoutCommand: [],
        avoid: setup.generals.b.zone,
      },
      value,
    );
    // On the west edge level with the objective, facing east; not along the own zone's edge (16.5" from it).
    assert.deepEqual(made, {
      kind: 'flankAttack',
      unit: 'a-tanks',
      at: [1.5, 18],
      facing: 0,
      card: 4,
    });
  });

  it('rulebook p.21 Flank Attack: the objective in front of the own zone: no card is spent', () => {
    const setup = { ...skirmish(), objectives: [{ id: 'objective-1', at: [18, 14] as const }] };
    const state = skirmishAfter(setup, 0);
    const tanks = state.units['a-tanks']!;
    tanks.inReserve = true;
    tanks.deployed = false;
    const made = flankAttackWorthIt(
      setup,
      playerView(state, 'a'),
      {
        kind: 'flankAttack',
        units: ['a-tanks'],
        cards: [4, 7],
        withoutCommand: [],
        avoid: setup.generals.b.zone,
      },
      (card) => card,
    );
    assert.equal(made, undefined);
  });
});

describe('the heuristic bot makes the moves it owes', () => {
  it('rulebook p.24 Double Time, p.38 Interference: its Forced March failed, it makes the Double Time owed, 8" towards the objective', () => {
    const setup = { ...skirmish(), objectives: [{ id: 'objective-1', at: [10, 22] as const }] };
    const state = skirmishAfter(setup, 0, [{ kind: 'activate', unit: 'a-rifles' }]);
    const decision = decisionOf([], [{ kind: 'doubleTime', unit: 'a-rifles', limit: 8 }]);
    assert.deepEqual(heuristicPlayer().choose(setup, playerView(state, 'a'), decision), {
      kind: 'doubleTime',
      at: [10, 14],
      facing: 90,
    });
  });
});
