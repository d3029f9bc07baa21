import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '@warroom/armoured-clash';
import type { Invariant } from '@warroom/bots';
import { type FuzzInput, fuzzForces, fuzzGame, fuzzInvariants } from './fuzz-game.js';

const kinds = (events: readonly GameEvent[]): string[] => events.map((e) => e.kind);

/** Random bots, each game's scale and Clash from its seed, as `warroom fuzz --seed 6` plays them. */
const SEED_6: FuzzInput = { seed: '6', scale: 'both', clash: 'random', terrain: 'preset' };
/** The same, as `warroom fuzz --seed s20a` plays them. */
const SEED_S20A: FuzzInput = { ...SEED_6, seed: 's20a' };

describe('warroom fuzz: games that found faults, played again with every invariant checked', () => {
  it('glossary: Interceptor, Flying; rulebook p.16: game 6:181, a Harrier Incoming beside its own Galahads turns to intercept over one of them; its Approach ends clear and the game ends with no invariant broken', () => {
    const played = fuzzGame(SEED_6, 181, fuzzForces());
    assert.equal(played.failure, undefined, played.failure?.broken);
    assert.equal(played.clash, 'findTheLady');
    assert.ok(played.decisions > 150, `${played.decisions} decisions`);
  });

  it('rulebook p.29 Withdrawing, p.35 Field Promotion: game s20a:198, a Close Formation Company’s Close Quarters Combat is a Stalemate and it Withdraws; its Officer cannot be placed, nor the next two promoted, and the two Field Promotions with a choice wait for its General, told what came before in order; the table at the waits stands midway, and once the Withdraw is made through the unit is in Unit Coherency', () => {
    const told = new Map<string, string[]>();
    const telling: Invariant = {
      name: 'the events each decision tells',
      check: ({ where, events }) => {
        told.set(where, kinds(events));
        return undefined;
      },
    };
    const played = fuzzGame(SEED_S20A, 198, fuzzForces(), [...fuzzInvariants(), telling]);
    assert.equal(played.failure, undefined, played.failure?.broken);
    assert.equal(played.clash, 'pitchedBattle');
    assert.equal(played.scale, 'skirmish');
    assert.equal(played.decisions, 288);
    const at = (decision: number) => told.get(`s20a:198 decision ${decision}`);
    assert.deepEqual(at(202), [
      'closeQuartersAttack',
      'stalemate',
      'withdraw',
      'removed',
      'lossChoiceDue',
    ]);
    assert.deepEqual(at(203), ['officer', 'removed', 'lossChoiceDue']);
    assert.deepEqual(at(204), ['officer', 'removed', 'officer', 'enemyEndsMove']);
  });
});
