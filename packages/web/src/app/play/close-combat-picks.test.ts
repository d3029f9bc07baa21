import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  chargingModels,
  demiseUnits,
  precisionOptions,
  retaliationWithPrecision,
  withoutPrecision,
} from './close-combat-picks.js';
import type { Choice, Game } from './game-types.js';
import { rollBeforeRerolls } from './rerolls-roll.js';

/** A Retaliation whose row has Precision, as the server offers it: an empty list to fill. */
const RETALIATE: Choice = { kind: 'retaliate', unit: 'b-rifles', precision: [] };
/** A Retaliation whose row has Overcharge only. */
const PLAIN: Choice = { kind: 'retaliate', unit: 'b-rifles' };

/** B decides: A's Rifles Charged B's Rifles, whose Retaliation may be declared. */
function seenBy(options: readonly Choice[], activation: object): Game {
  return {
    side: 'b',
    decision: { index: 9, player: 'b', prompt: '', options },
    setup: { generals: { a: { units: [] }, b: { units: [] } } },
    view: {
      units: {
        'a-rifles': { side: 'a', models: [{ id: 'a-rifles#1' }, { id: 'a-rifles#4' }] },
      },
      activation,
    },
  } as unknown as Game;
}

describe('the Play page: the decisions after a Charge and a roll', () => {
  it('glossary: Precision: a Retaliation’s Precision is picked among the charging unit’s models on the table, and sent in order', () => {
    const game = seenBy([RETALIATE, { ...RETALIATE, overcharge: true }], { unit: 'a-rifles' });
    assert.deepEqual(chargingModels(game), ['a-rifles#1', 'a-rifles#4']);
    assert.deepEqual(retaliationWithPrecision(RETALIATE, ['a-rifles#4', 'a-rifles#1']), {
      kind: 'retaliate',
      unit: 'b-rifles',
      precision: ['a-rifles#4', 'a-rifles#1'],
    });
    assert.deepEqual(retaliationWithPrecision({ ...RETALIATE, overcharge: true }, []), {
      kind: 'retaliate',
      unit: 'b-rifles',
      overcharge: true,
      precision: [],
    });
    assert.deepEqual(chargingModels(seenBy([{ kind: 'noReaction' }], { unit: 'a-rifles' })), []);
  });

  it('glossary: Precision: Precision is picked only where the options say the row has it (their precision list); a row with Overcharge alone offers no picks', () => {
    const both = seenBy([RETALIATE, { ...RETALIATE, overcharge: true }], { unit: 'a-rifles' });
    assert.equal(precisionOptions(both).length, 2);
    const overchargeOnly = seenBy([PLAIN, { ...PLAIN, overcharge: true }], { unit: 'a-rifles' });
    assert.deepEqual(precisionOptions(overchargeOnly), []);
    assert.deepEqual(chargingModels(overchargeOnly), []);
    assert.deepEqual(withoutPrecision({ ...RETALIATE, overcharge: true }), {
      ...PLAIN,
      overcharge: true,
    });
  });

  it('glossary: Spectacular Demise (X): the units of a demise’s attacks are those the first option lists, in its order', () => {
    const game = seenBy(
      [
        { kind: 'demiseOrder', units: ['b-tanks', 'a-rifles'] },
        { kind: 'demiseOrder', units: ['a-rifles', 'b-tanks'] },
      ],
      { unit: 'a-rifles' },
    );
    assert.deepEqual(demiseUnits(game), ['b-tanks', 'a-rifles']);
    assert.deepEqual(demiseUnits(seenBy([RETALIATE], {})), []);
  });

  it('rulebook p.33 Bonus Re-Rolls: with attackRerolls the dice just rolled are shown by face, with the attackRolled event’s words', () => {
    const waiting = seenBy([{ kind: 'attackRerolls' }, { kind: 'attackRerolls', command: 3 }], {
      unit: 'a-rifles',
    });
    const firstRoll = {
      unit: 'a-rifles',
      target: 'b-rifles',
      rolled: [0, 1, 4, 3, 2] as const,
      commands: [{ command: 3, rerolls: [2] }],
    };
    const decision = waiting.decision;
    assert.ok(decision !== undefined);
    const game: Game = { ...waiting, decision: { ...decision, firstRoll } };
    const told =
      'Rifles fires at Rifles: neutral, 5 dice (Heroic Strike, Strike, Blank, Miss, Glancing Strike); ...';
    const log = [
      {
        index: 8,
        side: 'a' as const,
        choice: { kind: 'hold' } as Choice,
        events: [{ kind: 'attackRolled' as const, text: told }],
      },
    ];
    assert.deepEqual(rollBeforeRerolls(game, log), {
      faces: ['Heroic Strike', 'Strike', 'Blank', 'Miss', 'Glancing Strike'],
      told,
    });
    assert.equal(rollBeforeRerolls(seenBy([RETALIATE], { unit: 'a-rifles' }), log), undefined);
  });
});
