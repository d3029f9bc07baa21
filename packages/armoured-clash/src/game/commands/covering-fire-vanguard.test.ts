import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MOMENT_CARD, momentFiller } from '../../testing/moments-fixture.js';
import {
  COVERING_FIRE,
  FOURTEEN_NORTH,
  vanguardCoveringSkirmish,
  vanguardStage,
} from '../../testing/covering-fixture.js';
import { applyChoice } from '../apply-choice.js';
import type { Choice } from '../choice.js';
import { nextDecision } from '../next-decision.js';
import type { GameState } from '../state.js';
import { play } from '../../testing/play-fixture.js';
import { kinds } from '../../testing/event-readers.js';

const setup = vanguardCoveringSkirmish();
const deployed = (hands?: { a: readonly number[]; b: readonly number[] }): GameState =>
  vanguardStage(setup, hands);
const letItGo: Choice = { kind: 'enemyEndsMove' };
const covering: Choice = { kind: 'enemyEndsMove', unit: 'b-rifles', command: COVERING_FIRE };

const apply = (state: GameState, ...choices: Choice[]) => play(setup, state, choices);

describe('rulebook p.37 Issuing Commands: Covering Fire after a Vanguard free Advance', () => {
  it("glossary: Vanguard (X\"), rulebook p.37 Issuing Commands: A's Rifles' free Advance ends 9\" from B's Rifles: B (holding cards) is offered Covering Fire for them; received, they Go On Lookout, then A chooses the Initiative", () => {
    const { state, events } = apply(deployed({ a: [], b: [COVERING_FIRE] }), FOURTEEN_NORTH);
    assert.deepEqual(kinds(events), ['freeAdvance', 'enemyEndsMove']);
    assert.deepEqual(state.enemyEndedMove, {
      endsActivation: false,
      movers: ['a-rifles'],
      goesOn: 'vanguard',
    });
    const decision = nextDecision(setup, state);
    assert.equal(decision?.player, 'b');
    assert.deepEqual(decision?.options, [letItGo, covering]);
    assert.throws(() => applyChoice(setup, state, { kind: 'giveInitiative', to: 'a' }), {
      rule: 'rulebook p.37 Issuing Commands',
    });
    const covered = apply(state, covering);
    assert.deepEqual(kinds(covered.events), [
      'command',
      'interference',
      'commandReceived',
      'onLookout',
    ]);
    assert.deepEqual(covered.state.units['b-rifles']?.statuses, ['onLookout']);
    assert.equal(covered.state.stage, 'chooseInitiative');
    assert.equal(nextDecision(setup, covered.state)?.player, 'a');
  });

  it("rulebook p.38 Interference: before the first Round, A Interferes with a higher card: Covering Fire fails and B's Rifles stay off Lookout", () => {
    const due = apply(deployed({ a: [momentFiller(10)], b: [COVERING_FIRE] }), FOURTEEN_NORTH);
    const issued = apply(due.state, covering).state;
    assert.equal(nextDecision(setup, issued)?.player, 'a');
    const failed = apply(issued, { kind: 'interfere', card: momentFiller(10) });
    assert.deepEqual(failed.state.units['b-rifles']?.statuses, []);
    assert.equal(failed.state.stage, 'chooseInitiative');
  });

  it('rulebook p.21 Draw Cards, hidden information: as the game deals them no General holds a card before the first Round, so the free Advance does not wait; B holding a card with no Command for it waits as if it held Covering Fire', () => {
    const dealt = apply(deployed(), FOURTEEN_NORTH);
    assert.deepEqual(dealt.state.players.b.deck.hand, []);
    assert.deepEqual(kinds(dealt.events), ['freeAdvance']);
    assert.equal(dealt.state.stage, 'chooseInitiative');
    const holding = apply(deployed({ a: [], b: [COVERING_FIRE] }), FOURTEEN_NORTH);
    const without = apply(deployed({ a: [], b: [MOMENT_CARD.standFirm] }), FOURTEEN_NORTH);
    assert.deepEqual(kinds(without.events), kinds(holding.events));
    assert.deepEqual(nextDecision(setup, without.state)?.options, [letItGo]);
  });

  it('rulebook p.37 Issuing Commands: a free Advance of 12" ending 11" from B\'s Rifles, more than 10" from every unit of B, does not wait', () => {
    const twelveNorth: Choice = { ...FOURTEEN_NORTH, at: [10, 18] };
    const far = apply(deployed({ a: [], b: [COVERING_FIRE] }), twelveNorth);
    assert.deepEqual(kinds(far.events), ['freeAdvance']);
    assert.equal(far.state.enemyEndedMove, undefined);
  });
});
